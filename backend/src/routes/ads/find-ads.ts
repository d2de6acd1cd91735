import { and, asc, eq, exists, inArray, or, sql, type SQL } from "drizzle-orm";
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

/** The businesses whose name contains `search`, in any case. */
export const businessesNamed = (db: Db, search: string) =>
  db.select({ id: businessProfiles.id }).from(businessProfiles).where(containsText(search, businessProfiles.name));

/** More businesses than this named by a search: the text is common, and a subquery serves it as well as a list of ids. */
const MANY_BUSINESSES = 500;

/**
 * Ads whose title or business name contains `search`. Each business's name is tested once, not
 * once per ad, through its trigram index (migration 0018); the few businesses found are then
 * written into the query as ids, so PostgreSQL knows how few ads match: a rare text's page is the
 * BitmapOr of the title index and those businesses' ads, sorted (1.4 ms at 20,000 ads), where
 * the subquery's unknown count (100 rows, it assumes) could make it walk every ad in name order
 * for a page of 20 (20 ms and more). A common text keeps the subquery (see docs/decisions.md).
 */
export async function adsMatching(db: Db, search: string | undefined): Promise<SQL | undefined> {
  if (!search) return undefined;
  const ids = (await businessesNamed(db, search).limit(MANY_BUSINESSES + 1)).map((b) => b.id);
  const byName =
    ids.length > MANY_BUSINESSES
      ? sql`${ads.businessProfileId} = any(array(${businessesNamed(db, search)}))`
      : ids.length > 0
        ? inArray(ads.businessProfileId, ids)
        : undefined;
  return or(containsText(search, ads.title), byName);
}

/** Only approved ads are shown: a new business's ads wait for an operator's review (issue 32). */
export const isLive = eq(ads.review, "approved");

async function adConditions(db: Db, filter: AdFilter): Promise<SQL | undefined> {
  const { favouritesOf, businessProfileId, search } = filter;
  return and(
    isLive,
    favouritesOf !== undefined
      ? exists(
          db
            .select()
            .from(favourites)
            .where(and(eq(favourites.adId, ads.id), eq(favourites.userId, favouritesOf))),
        )
      : undefined,
    businessProfileId !== undefined ? eq(ads.businessProfileId, businessProfileId) : undefined,
    await adsMatching(db, search),
  );
}

/**
 * The ads matching `filter`, by business then title: all of them, or one page when `page` is
 * given. Each ad's `is_favorite` is the viewer's own (false for a guest), whoever's favourites are listed.
 */
export async function findAds(db: Db, viewerId: number | null, filter: AdFilter, page?: PageRequest) {
  const where = await adConditions(db, filter);
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
