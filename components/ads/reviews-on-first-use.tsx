"use client";

import { onFirstUse } from "@/lib/on-first-use";

/** A guest's reviews of an ad, hydrated on the page's first use (lib/on-first-use.tsx). */
export const ReviewsOnFirstUse = onFirstUse(
  () => import("./reviews").then((module) => module.Reviews),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's build alone reads it (lib/on-first-use.tsx)
  typeof window === "undefined" ? (require("./reviews") as typeof import("./reviews")).Reviews : undefined,
);
