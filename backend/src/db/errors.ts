/** Whether `error` (from pg or PGlite, possibly wrapped by Drizzle) is a unique violation, of `constraint` if given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return !constraint || e.constraint === constraint;
  }
  return false;
}
