"use client";

import { onFirstUse } from "@/lib/on-first-use";

/** The log-in form, hydrated on the page's first use (lib/on-first-use.tsx). */
export const LoginFormOnFirstUse = onFirstUse(
  () => import("./login-form").then((module) => module.LoginForm),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's build alone reads it (lib/on-first-use.tsx)
  typeof window === "undefined" ? (require("./login-form") as typeof import("./login-form")).LoginForm : undefined,
);
