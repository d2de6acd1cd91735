import type { users } from "../db/schema";

/** A signed-in user: their row in `users`. */
export type AuthUser = typeof users.$inferSelect;

/** The Hono env of every router: `user` and `tokenId` are set by requireAuth; `viewer` by optionalAuth (null for a guest). */
export type AppEnv = { Variables: { user: AuthUser; tokenId: number; viewer: AuthUser | null } };
