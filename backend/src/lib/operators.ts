import { eq, inArray, notInArray, sql, and } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { AuthUser } from "./app-env";

const lowerEmail = sql<string>`lower(${users.email})`;

/**
 * Makes `users.is_operator` say exactly who OPERATOR_EMAILS lists: granted to the listed accounts,
 * taken from any other (an address left out of the list is no operator from the next start).
 */
export async function syncOperators(db: Db, emails: readonly string[]) {
  const listed = [...emails];
  await db
    .update(users)
    .set({ isOperator: false })
    .where(listed.length ? and(eq(users.isOperator, true), notInArray(lowerEmail, listed)) : eq(users.isOperator, true));
  if (listed.length)
    await db
      .update(users)
      .set({ isOperator: true })
      .where(and(eq(users.isOperator, false), inArray(lowerEmail, listed)));
}

/** At log in: the user's role as OPERATOR_EMAILS says it now, written only when it changed. */
export async function operatorAtLogIn(db: Db, emails: readonly string[], user: AuthUser): Promise<AuthUser> {
  const isOperator = emails.includes(user.email.toLowerCase());
  if (isOperator === user.isOperator) return user;
  await db.update(users).set({ isOperator }).where(eq(users.id, user.id));
  return { ...user, isOperator };
}

/** Whether the user is suspended at `now`: since `suspended_at`, until `suspended_until` or until lifted. */
export const isSuspended = (user: Pick<AuthUser, "suspendedAt" | "suspendedUntil">, now: Date) =>
  user.suspendedAt !== null && (user.suspendedUntil === null || user.suspendedUntil > now);
