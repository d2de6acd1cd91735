import { desc, eq } from "drizzle-orm";
import { claims, compliments } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { paginated, type PageRequest } from "../../lib/pagination";
import { loadCompliments } from "./load-compliments";

const message = "Compliments retrieved successfully.";

/** One page of the compliments `userId` wrote, newest first. */
export async function listOwnCompliments(deps: Pick<AppDeps, "db" | "config">, userId: number, page: PageRequest) {
  const { db } = deps;
  const mine = eq(compliments.customerId, userId);
  const [rows, total] = await Promise.all([
    db
      .select({ id: compliments.id })
      .from(compliments)
      .where(mine)
      .orderBy(desc(compliments.createdAt), desc(compliments.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.$count(compliments, mine),
  ]);
  return pageOfCompliments(deps, rows, userId, page, total);
}

/** One page of the compliments `userId` has claimed, newest claim first. */
export async function listClaimedCompliments(deps: Pick<AppDeps, "db" | "config">, userId: number, page: PageRequest) {
  const { db } = deps;
  const claimed = eq(claims.userId, userId);
  const [rows, total] = await Promise.all([
    db
      .select({ id: claims.complimentId })
      .from(claims)
      .where(claimed)
      .orderBy(desc(claims.createdAt), desc(claims.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.$count(claims, claimed),
  ]);
  return pageOfCompliments(deps, rows, userId, page, total);
}

/** The page of the compliments with these ids, in their order, as `userId` sees them. */
async function pageOfCompliments(
  deps: Pick<AppDeps, "db" | "config">,
  rows: { id: number }[],
  userId: number,
  page: PageRequest,
  total: number,
) {
  const ids = rows.map((r) => r.id);
  return paginated(message, await loadCompliments(deps, ids, userId), page, total);
}
