import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ads, businessProfiles, complimentAds, coupons } from "../../db/schema";
import { couponNotFound } from "./errors";

export type Coupon = { business: string; name: string; code: string };

/** The coupon of an ad attached to a compliment; 404 when the ad is not attached or has no coupon. */
export async function findCoupon(db: Db, complimentId: number, adId: number): Promise<Coupon> {
  const [coupon] = await db
    .select({ business: businessProfiles.name, name: coupons.name, code: coupons.code })
    .from(complimentAds)
    .innerJoin(ads, eq(ads.id, complimentAds.adId))
    .innerJoin(businessProfiles, eq(businessProfiles.id, ads.businessProfileId))
    .innerJoin(coupons, eq(coupons.adId, ads.id))
    .where(and(eq(complimentAds.complimentId, complimentId), eq(complimentAds.adId, adId)))
    .limit(1);
  if (!coupon) throw couponNotFound();
  return coupon;
}
