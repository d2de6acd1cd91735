"use client";

import { onFirstUse } from "@/lib/on-first-use";

/** The code box, hydrated on the page's first use (lib/on-first-use.tsx). */
export const CodeSearchOnFirstUse = onFirstUse(
  () => import("./code-search-form").then((module) => module.CodeSearchForm),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's build alone reads it (lib/on-first-use.tsx)
  typeof window === "undefined" ? (require("./code-search-form") as typeof import("./code-search-form")).CodeSearchForm : undefined,
);
