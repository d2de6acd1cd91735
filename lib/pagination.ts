/** Page sizes of spec §9, by list. */
export const pageSizes = {
  compliments: { sizes: [5, 10, 15, 25, 50], initial: 5 },
  conversationsOfCompliment: { sizes: [5, 10, 15, 25], initial: 5 },
  conversations: { sizes: [5, 10, 15, 25, 50], initial: 15 },
  connections: { sizes: [5, 10, 15, 25, 50], initial: 5 },
  reviews: { sizes: [5, 10, 15, 25], initial: 5 },
  ads: { sizes: [6, 12, 18, 24], initial: 6 },
  moderationLog: { sizes: [10, 20, 50], initial: 20 },
} as const;

export type PageSizes = (typeof pageSizes)[keyof typeof pageSizes];

/** `page` and `limit` from a query, falling back to page 1 and the list's default size. */
export function pageParams(query: { page?: string; limit?: string }, list: PageSizes) {
  const page = Math.max(1, Math.floor(Number(query.page)) || 1);
  const limit = (list.sizes as readonly number[]).includes(Number(query.limit)) ? Number(query.limit) : list.initial;
  return { page, limit };
}

/** The numbered buttons to show: all of them for short lists, else the ends and the pages around the current one. */
export function pageNumbers(current: number, last: number): Array<number | "gap"> {
  if (last <= 7) return Array.from({ length: last }, (_, i) => i + 1);
  const shown = [...new Set([1, current - 1, current, current + 1, last])].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  return shown.flatMap((p, i) => (i > 0 && p - (shown[i - 1] ?? p) > 1 ? ["gap" as const, p] : [p]));
}
