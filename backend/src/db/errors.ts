/** The SQLSTATE of `error` (from pg or PGlite, possibly wrapped by Drizzle in `cause`), if it is a database error. */
function databaseError(error: unknown): { code: string; constraint?: string } | undefined {
  for (let e = error as { code?: unknown; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return { code: e.code, constraint: e.constraint };
  }
  return undefined;
}

/** Whether `error` is a unique violation, of `constraint` if given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = databaseError(error);
  return found?.code === "23505" && (!constraint || found.constraint === constraint);
}

/**
 * Values the database refuses as data: text it cannot store (NUL, bad encoding), text or numbers
 * that do not fit their column or type, and values beyond its limits (index entries too large).
 */
const REFUSED_DATA = new Set(["22001", "22003", "22007", "22008", "22021", "22P02", "22P05", "54000"]);

/** Whether `error` is the database refusing a value: bad input that validation let through, not a fault. */
export const isRefusedData = (error: unknown) => REFUSED_DATA.has(databaseError(error)?.code ?? "");

/** Whether `error` is a statement the database cancelled: on the backend's connections, one that ran past DB_STATEMENT_TIMEOUT_MS. */
export const isStatementTimeout = (error: unknown) => databaseError(error)?.code === "57014";
