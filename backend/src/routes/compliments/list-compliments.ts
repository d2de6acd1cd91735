import { desc, eq } from "drizzle-orm";
import { claims, compliments } from "../../db/schema";
import type { Db } from "../../db/client";
import { listTotal } from "../../db/list-total";
import type { AppDeps } from "../../deps";
import { paginated, type PageRequest } from "../../lib/pagination";
import { loadCompliments } from "./load-compliments";

const message = "Compliments retrieved successfully.";

/** The ids of one page of the compliments `userId` wrote, newest first (read in index order). */
export const ownComplimentIds = (db: Db, userId: number, page: PageRequest) =>
  db
    .select({ id: compliments.id })
    .from(compliments)
    .where(eq(compliments.customerId, userId))
    .orderBy(desc(compliments.createdAt), desc(compliments.id))
    .limit(page.perPage)
    .offset(page.offset);

/** The ids of one page of the compliments `userId` has claimed, newest claim first (read in index order). */
export const claimedComplimentIds = (db: Db, userId: number, page: PageRequest) =>
  db
    .select({ id: claims.complimentId })
    .from(claims)
    .where(eq(claims.userId, userId))
    .orderBy(desc(claims.createdAt), desc(claims.id))
    .limit(page.perPage)
    .offset(page.offset);

/** One page of the compliments `userId` wrote, newest first. */
export async function listOwnCompliments(deps: Pick<AppDeps, "db" | "config" | "clock">, userId: number, page: PageRequest) {
  const { db } = deps;
  const [rows, total] = await Promise.all([ownComplimentIds(db, userId, page), listTotal(db, "own_compliments", userId)]);
  return pageOfCompliments(deps, rows, userId, page, total);
}

/** One page of the compliments `userId` has claimed, newest claim first. */
export async function listClaimedCompliments(deps: Pick<AppDeps, "db" | "config" | "clock">, userId: number, page: PageRequest) {
  const { db } = deps;
  const [rows, total] = await Promise.all([claimedComplimentIds(db, userId, page), listTotal(db, "claimed_compliments", userId)]);
  return pageOfCompliments(deps, rows, userId, page, total);
}

/** The page of the compliments with these ids, in their order, as `userId` sees them. */
async function pageOfCompliments(
  deps: Pick<AppDeps, "db" | "config" | "clock">,
  rows: { id: number }[],
  userId: number,
  page: PageRequest,
  total: number,
) {
  const ids = rows.map((r) => r.id);
  return paginated(message, await loadCompliments(deps, ids, userId), page, total);
}
