import { asc, count } from "drizzle-orm";
import type { Db } from "../../db/client";
import { businessProfiles } from "../../db/schema";
import { ok } from "../../lib/envelope";
import { paginated, type PageRequest } from "../../lib/pagination";
import { containsText } from "../../lib/search";
import { businessJson } from "./json";

const message = "Business profiles retrieved successfully.";

/** Every business profile by name, or (given `page`) one page of those whose name contains `search`, for the ads filter. */
export async function listBusinessProfiles(db: Db, search?: string, page?: PageRequest) {
  const where = containsText(search, businessProfiles.name);
  const query = db.select().from(businessProfiles).where(where).orderBy(asc(businessProfiles.name), asc(businessProfiles.id)).$dynamic();
  if (!page) return ok(message, (await query).map(businessJson));
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    query.limit(page.perPage).offset(page.offset),
    db.select({ total: count() }).from(businessProfiles).where(where),
  ]);
  return paginated(message, rows.map(businessJson), page, total);
}
