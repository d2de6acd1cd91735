/** An offer's status as the owner's pages name it. */
export const statusLabels = { draft: "Draft", live: "Live", paused: "Paused", ended: "Ended" } as const;
