import { and, asc, eq, exists, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ads, businessProfiles, offers, favourites } from "../../db/schema";
import { ok } from "../../lib/envelope";
import { paginated, type PageRequest } from "../../lib/pagination";
import { containsText } from "../../lib/search";
import { adJson } from "./ad-json";
import { adColumns } from "./ad-columns";

/**
 * `favouritesOf`: only the favourites of this user (the viewer's own, or anyone's: favourites are public);
 * `search`: only ads whose title or business name contains it, in any case.
 */
export type AdFilter = { favouritesOf?: number; businessProfileId?: number; search?: string };

const message = "Ads retrieved successfully.";

/**
 * Ads whose title or business name contains `search`. Each business's name is tested once, not
 * once per ad (half the time at 20,000 ads), and the `= any(array(...))` form lets PostgreSQL
 * combine two indexes when the names and titles have trigram ones (see docs/decisions.md).
 */
function matching(db: Db, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const named = db.select({ id: businessProfiles.id }).from(businessProfiles).where(containsText(search, businessProfiles.name));
  return or(containsText(search, ads.title), sql`${ads.businessProfileId} = any(array(${named}))`);
}

function adConditions(db: Db, filter: AdFilter): SQL | undefined {
  const { favouritesOf, businessProfileId, search } = filter;
  return and(
    favouritesOf !== undefined
      ? exists(
          db
            .select()
            .from(favourites)
            .where(and(eq(favourites.adId, ads.id), eq(favourites.userId, favouritesOf))),
        )
      : undefined,
    businessProfileId !== undefined ? eq(ads.businessProfileId, businessProfileId) : undefined,
    matching(db, search),
  );
}

/**
 * The ads matching `filter`, by business then title: all of them, or one page when `page` is
 * given. Each ad's `is_favorite` is the viewer's own (false for a guest), whoever's favourites are listed.
 */
export async function findAds(db: Db, viewerId: number | null, filter: AdFilter, page?: PageRequest) {
  const where = adConditions(db, filter);
  const query = db
    .select(adColumns(viewerId))
    .from(ads)
    .innerJoin(businessProfiles, eq(businessProfiles.id, ads.businessProfileId))
    .leftJoin(offers, eq(offers.adId, ads.id))
    .where(where)
    .orderBy(asc(businessProfiles.name), asc(ads.title), asc(ads.id))
    .$dynamic();
  if (!page) return ok(message, (await query).map(adJson));
  const [rows, total] = await Promise.all([query.limit(page.perPage).offset(page.offset), db.$count(ads, where)]);
  return paginated(message, rows.map(adJson), page, total);
}
