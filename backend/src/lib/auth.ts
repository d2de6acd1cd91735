import { and, eq, gt } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Db } from "../db/client";
import { apiTokens, users } from "../db/schema";
import type { Clock } from "./clock";
import { randomToken, sha256 } from "./crypto";
import { ApiError, unauthenticated } from "./errors";
import type { AppEnv } from "./router";

export type AuthUser = typeof users.$inferSelect;

const DAY = 86_400_000;

export async function issueToken(db: Db, clock: Clock, userId: number, ttlDays: number): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(clock.now().getTime() + ttlDays * DAY);
  await db.insert(apiTokens).values({ userId, tokenHash: sha256(token), expiresAt });
  return token;
}

export const revokeToken = (db: Db, tokenId: number) => db.delete(apiTokens).where(eq(apiTokens.id, tokenId));

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

async function findUserByToken(db: Db, clock: Clock, token: string) {
  const [row] = await db
    .select({ user: users, tokenId: apiTokens.id })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, sha256(token)), gt(apiTokens.expiresAt, clock.now())))
    .limit(1);
  return row;
}

/** Rejects the request with 401 unless it carries a live bearer token; sets `user` and `tokenId`. */
export const requireAuth = (db: Db, clock: Clock) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    const found = token && (await findUserByToken(db, clock, token));
    if (!found) throw unauthenticated();
    c.set("user", found.user);
    c.set("tokenId", found.tokenId);
    await next();
  });

/** Routes open to guests: a live bearer token sets `viewer` to its user; a missing or invalid one means a guest (null). */
export const optionalAuth = (db: Db, clock: Clock) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    const found = token ? await findUserByToken(db, clock, token) : undefined;
    c.set("viewer", found?.user ?? null);
    await next();
  });

/** After requireAuth: refuses users who have not verified their e-mail address, as Laravel's `verified`. */
export const requireVerified = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("user").emailVerifiedAt) throw new ApiError(403, "Your email address is not verified.");
  await next();
});
