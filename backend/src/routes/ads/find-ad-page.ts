import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ads, businessProfiles, complimentAds, compliments, countries, offers, states, users } from "../../db/schema";
import { belongsToAny } from "../businesses/members";
import type { AppDeps } from "../../deps";
import { heldCoupons } from "../coupons/held-coupons";
import { holdsCode } from "../compliments/code-holder";
import { joinPerson, personColumns } from "../users/person";
import { adColumns } from "./ad-columns";
import { adNotFound } from "./errors";
import { isLive } from "./find-ads";
import { adComplimentJson, adDetailJson } from "./json";

/**
 * The ad page: the ad with its business in full and its offer, the business's other ads, and the
 * compliment it was opened from when that compliment carries the ad and the viewer holds its code
 * (else null): its author and ads only, never its code, text, recipient or note. The compliment's
 * claimer also gets their own coupon of the offer, issued on this first look (or why none was left for
 * them); nobody else gets one.
 */
export async function findAdPage(
  deps: Pick<AppDeps, "db" | "clock" | "config">,
  adId: number,
  viewerId: number | null,
  complimentId?: number,
) {
  const { db } = deps;
  const [found] = await db
    .select({
      ...adColumns(viewerId),
      review: ads.review,
      businessProfile: businessProfiles,
      stateName: states.name,
      countryName: countries.name,
    })
    .from(ads)
    .innerJoin(businessProfiles, eq(businessProfiles.id, ads.businessProfileId))
    .leftJoin(offers, eq(offers.adId, ads.id))
    .leftJoin(states, eq(states.id, businessProfiles.stateId))
    .leftJoin(countries, eq(countries.id, states.countryId))
    .where(eq(ads.id, adId))
    .limit(1);
  if (!found) throw adNotFound();
  const { businessProfile, stateName, countryName, review, ...ad } = found;
  // An ad waiting for review, or rejected, is shown only to its business's people and the operators.
  if (review !== "approved" && !(await mayPreview(db, viewerId, businessProfile.id))) throw adNotFound();

  const opened = complimentId !== undefined && viewerId !== null;
  const [otherAds, compliment, coupon] = await Promise.all([
    db
      .select({ id: ads.id, title: ads.title, image: ads.image, contact: ads.contact })
      .from(ads)
      .where(and(eq(ads.businessProfileId, businessProfile.id), ne(ads.id, adId), isLive))
      .orderBy(asc(ads.title), asc(ads.id)),
    opened ? findComplimentWithAd(db, { complimentId, adId, viewerId }) : null,
    opened && ad.offer ? heldCoupons(deps).forAdPage(viewerId, complimentId, adId) : null,
  ]);
  return {
    ad: adDetailJson({
      ad,
      business: businessProfile,
      otherAds,
      place: stateName !== null && countryName !== null ? { state: stateName, country: countryName } : null,
    }),
    compliment,
    coupon: coupon?.coupon ?? null,
    coupon_missed: coupon?.missed ?? null,
  };
}

async function findComplimentWithAd(db: Db, { complimentId, adId, viewerId }: { complimentId: number; adId: number; viewerId: number }) {
  const [row] = await joinPerson(
    db
      .select({ id: compliments.id, customer: personColumns, complimentAdId: complimentAds.id })
      .from(complimentAds)
      .innerJoin(compliments, eq(compliments.id, complimentAds.complimentId))
      .$dynamic(),
    compliments.customerId,
  )
    .where(and(eq(complimentAds.complimentId, complimentId), eq(complimentAds.adId, adId), holdsCode(viewerId)))
    .limit(1);
  if (!row) return null;
  const attached = await db
    .select({ adId: complimentAds.adId })
    .from(complimentAds)
    .where(eq(complimentAds.complimentId, complimentId))
    .orderBy(asc(complimentAds.position), asc(complimentAds.id));
  return adComplimentJson(
    row,
    attached.map((a) => a.adId),
  );
}

/** Whether the viewer may see an ad not (yet) approved: an operator, or one of its business's people. */
async function mayPreview(db: Db, viewerId: number | null, businessId: number) {
  if (viewerId === null) return false;
  const [viewer] = await db.select({ isOperator: users.isOperator }).from(users).where(eq(users.id, viewerId));
  return Boolean(viewer?.isOperator) || belongsToAny(db, viewerId, [businessId]);
}
