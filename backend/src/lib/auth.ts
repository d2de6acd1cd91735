import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { apiTokens, users } from "../db/schema";
import type { AppDeps } from "../deps";
import type { AppEnv, AuthUser } from "./app-env";
import { randomToken, sha256 } from "./crypto";
import { ApiError, unauthenticated } from "./errors";

type Sessions = Pick<AppDeps, "db" | "clock" | "config">;

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
/** How stale `last_used_at` may get before a request records its use: one write a minute per token, not one per request. */
const RECORD_USE_AFTER = MINUTE;

/** A fresh token for the user: it ends `tokenTtlDays` from now, or sooner after `tokenIdleMinutes` without use. */
export async function issueToken({ db, clock, config }: Sessions, userId: number): Promise<string> {
  const token = randomToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + config.tokenTtlDays * DAY);
  await db.insert(apiTokens).values({ userId, tokenHash: sha256(token), expiresAt, lastUsedAt: now, createdAt: now });
  return token;
}

export const revokeToken = (db: AppDeps["db"], tokenId: number) => db.delete(apiTokens).where(eq(apiTokens.id, tokenId));

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * Whether a request is the user's own activity, which keeps the token from its idle end. A poll
 * for news that the page makes by itself is not: a tab left open must not keep a session alive.
 */
export type CountsAsUse = (c: Context<AppEnv>) => boolean;
const everyRequest: CountsAsUse = () => true;
/** For a call that is only ever a poll. */
export const aPoll: CountsAsUse = () => false;

/** The user of a live token (unexpired, and used within the idle limit), recording this use if it is one. */
async function findUserByToken({ db, clock, config }: Sessions, token: string, recordUse: boolean) {
  const now = clock.now();
  const idleSince = new Date(now.getTime() - config.tokenIdleMinutes * MINUTE);
  const recordIfBefore = new Date(now.getTime() - RECORD_USE_AFTER);
  const [row] = await db
    .select({ user: users, tokenId: apiTokens.id, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, sha256(token)),
        gt(apiTokens.expiresAt, now),
        or(gt(apiTokens.lastUsedAt, idleSince), and(isNull(apiTokens.lastUsedAt), gt(apiTokens.createdAt, idleSince))),
        // A suspended account's tokens are refused from its very next call.
        or(isNull(users.suspendedAt), lt(users.suspendedUntil, now)),
      ),
    )
    .limit(1);
  if (row && recordUse && !(row.lastUsedAt && row.lastUsedAt >= recordIfBefore)) {
    // One conditional statement: of requests racing each other, one records the use, and none moves it back.
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.id, row.tokenId), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, recordIfBefore))));
  }
  return row;
}

/** Where a request carries its login token: the Authorization header, as a bearer token. */
type TokenOf = (c: Context<AppEnv>) => string | undefined;
const fromAuthorization: TokenOf = (c) => bearerToken(c.req.header("authorization"));

/**
 * Rejects the request with 401 unless it carries a live bearer token; sets `user` and `tokenId`.
 * `countsAsUse` tells a poll from the user's own activity; `tokenOf` reads the token from elsewhere
 * where the Authorization header holds another credential (the internal routes').
 */
export const requireAuth = (sessions: Sessions, countsAsUse: CountsAsUse = everyRequest, tokenOf: TokenOf = fromAuthorization) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = tokenOf(c);
    const found = token && (await findUserByToken(sessions, token, countsAsUse(c)));
    if (!found) throw unauthenticated();
    c.set("user", found.user);
    c.set("tokenId", found.tokenId);
    await next();
  });

/** Routes open to guests: a live bearer token sets `viewer` to its user; a missing or invalid one means a guest (null). */
export const optionalAuth = (sessions: Sessions) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    const found = token ? await findUserByToken(sessions, token, true) : undefined;
    c.set("viewer", found?.user ?? null);
    await next();
  });

/** Refuses a user who has not verified their e-mail address, as Laravel's `verified`. */
export function refuseUnverified(user: AuthUser) {
  if (!user.emailVerifiedAt) throw new ApiError(403, "Your email address is not verified.");
}

/** After requireAuth: `refuseUnverified` as a middleware. */
export const requireVerified = createMiddleware<AppEnv>(async (c, next) => {
  refuseUnverified(c.get("user"));
  await next();
});
