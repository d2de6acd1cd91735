import { sql, type Placeholder } from "drizzle-orm";
import { ads, businessProfiles, favourites, offers } from "../../db/schema";
import { offerColumns } from "../offers/offer-json";

/** The current user's id, null for a guest, or a placeholder for either in a prepared statement. */
export type ViewerId = number | null | Placeholder;

/** Whether `viewerId` keeps the ad as a favourite; false for a guest. */
const isFavorite = (viewerId: ViewerId) =>
  viewerId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${favourites} where ${favourites.adId} = ${ads.id} and ${favourites.userId} = ${viewerId})`;

/**
 * The columns of an ad as `adJson` shapes it, for a query that joins `businessProfiles` and
 * left-joins `offers`; `isFavorite` is for `viewerId` (false for a guest).
 */
export const adColumns = (viewerId: number | null) => ({
  id: ads.id,
  title: ads.title,
  image: ads.image,
  contact: ads.contact,
  isFavorite: isFavorite(viewerId),
  business: { id: businessProfiles.id, name: businessProfiles.name, logo: businessProfiles.logo },
  offer: offerColumns,
});

/** The same columns as one JSON object (an `AdRow`), for aggregating the ads of a row into one column. */
export const adObject = (viewerId: ViewerId) => sql`json_build_object(
  'id', ${ads.id}, 'title', ${ads.title}, 'image', ${ads.image}, 'contact', ${ads.contact},
  'isFavorite', ${isFavorite(viewerId)},
  'business', json_build_object('id', ${businessProfiles.id}, 'name', ${businessProfiles.name}, 'logo', ${businessProfiles.logo}),
  'offer', case when ${offers.id} is null then null else json_build_object(
    'name', ${offers.name}, 'value', ${offers.value}, 'terms', ${offers.terms}, 'validDays', ${offers.validDays}) end)`;
