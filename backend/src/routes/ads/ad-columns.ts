import { sql } from "drizzle-orm";
import { ads, businessProfiles, coupons, favourites } from "../../db/schema";

/**
 * The columns of an ad as `adJson` shapes it, for a query that joins `businessProfiles` and
 * left-joins `coupons`; `isFavorite` is for `viewerId` (false for a guest).
 */
export const adColumns = (viewerId: number | null) => ({
  id: ads.id,
  title: ads.title,
  image: ads.image,
  contact: ads.contact,
  isFavorite: viewerId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${favourites} where ${favourites.adId} = ${ads.id} and ${favourites.userId} = ${viewerId})`,
  business: { id: businessProfiles.id, name: businessProfiles.name, logo: businessProfiles.logo },
  coupon: { name: coupons.name, code: coupons.code },
});
