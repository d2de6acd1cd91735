import { and, asc, eq, exists, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ads, businessProfiles, coupons, favourites } from "../../db/schema";
import { paginated, type PageRequest } from "../../lib/pagination";
import { adJson } from "../compliments/json";
import { adColumns } from "./ad-columns";

export type AdFilter = { favouritesOnly: boolean; businessProfileId?: number };

const message = "Ads retrieved successfully.";

function adConditions(db: Db, userId: number, filter: AdFilter): SQL | undefined {
  return and(
    filter.favouritesOnly
      ? exists(db.select().from(favourites).where(and(eq(favourites.adId, ads.id), eq(favourites.userId, userId))))
      : undefined,
    filter.businessProfileId !== undefined ? eq(ads.businessProfileId, filter.businessProfileId) : undefined,
  );
}

/** The ads `userId` may choose from, by business then title: all of them, or one page when `page` is given. */
export async function findAds(db: Db, userId: number, filter: AdFilter, page?: PageRequest) {
  const where = adConditions(db, userId, filter);
  const query = db.select(adColumns(userId))
    .from(ads)
    .innerJoin(businessProfiles, eq(businessProfiles.id, ads.businessProfileId))
    .leftJoin(coupons, eq(coupons.adId, ads.id))
    .where(where)
    .orderBy(asc(businessProfiles.name), asc(ads.title), asc(ads.id))
    .$dynamic();
  if (!page) return { success: true as const, message, data: (await query).map(adJson) };
  const [rows, total] = await Promise.all([query.limit(page.perPage).offset(page.offset), db.$count(ads, where)]);
  return paginated(message, rows.map(adJson), page, total);
}
