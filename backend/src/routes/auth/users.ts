import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { firstRow } from "../../db/rows";
import { profiles, users } from "../../db/schema";
import { insertUnderFreshCode } from "../../lib/fresh-code";
import { isUniqueViolation } from "../../db/errors";
import type { Executor } from "../../jobs/queue";

export const findUserByEmail = async (db: Db, email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1)
  )[0];

/**
 * Creates the user and an empty profile with its own 8-digit user code, and runs `then` in the same
 * transaction; undefined if the e-mail is taken.
 */
export async function createUser(
  db: Db,
  input: { name: string; email: string; passwordHash: string },
  then?: (tx: Executor, user: typeof users.$inferSelect) => Promise<void>,
) {
  try {
    return await db.transaction(async (tx) => {
      const user = firstRow(await tx.insert(users).values(input).returning(), "the user insert");
      // Each attempt in its own savepoint: on PostgreSQL a failed insert would abort the whole transaction.
      await insertWithUniqueCode((code) => tx.transaction((sp) => sp.insert(profiles).values({ userId: user.id, code }).returning()));
      await then?.(tx, user);
      return user;
    });
  } catch (e) {
    if (isUniqueViolation(e, "users_email_lower_unique")) return undefined;
    throw e;
  }
}

/**
 * Runs `insert` (a profile's, in a savepoint) under a fresh 8-digit user code; a code taken meanwhile
 * is a unique violation, and another is tried. User codes fill at one per account, so no look-up first.
 */
export const insertWithUniqueCode = <T>(insert: (code: string) => Promise<T>) =>
  insertUnderFreshCode((code) =>
    insert(code).catch((e: unknown) => {
      if (isUniqueViolation(e, "profiles_code_unique")) return undefined;
      throw e;
    }),
  );

export const userJson = (u: typeof users.$inferSelect) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  email_verified_at: u.emailVerifiedAt?.toISOString() ?? null,
  is_operator: u.isOperator,
});
