import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { businessProfiles } from "../../db/schema";
import { ok } from "../../lib/envelope";
import { paginated, type PageRequest } from "../../lib/pagination";
import { containsText } from "../../lib/search";
import { businessJson } from "./json";

const message = "Business profiles retrieved successfully.";

/**
 * The business profiles by name (every one, for the ads filter), only those whose name contains
 * `search`, or only the one numbered `id`; one page of them when `page` is given.
 */
export async function listBusinessProfiles(db: Db, filter: { search?: string; id?: number }, page?: PageRequest) {
  const where = and(
    containsText(filter.search, businessProfiles.name),
    filter.id !== undefined ? eq(businessProfiles.id, filter.id) : undefined,
  );
  const query = db.select().from(businessProfiles).where(where).orderBy(asc(businessProfiles.name), asc(businessProfiles.id)).$dynamic();
  if (!page) return ok(message, (await query).map(businessJson));
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    query.limit(page.perPage).offset(page.offset),
    db.select({ total: count() }).from(businessProfiles).where(where),
  ]);
  return paginated(message, rows.map(businessJson), page, total);
}
