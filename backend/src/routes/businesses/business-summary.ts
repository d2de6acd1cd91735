import { and, count, eq, gte, isNotNull } from "drizzle-orm";
import { addDays, dayOf, startOfDay } from "@/common/zoned-time";
import type { Db } from "../../db/client";
import { ads, coupons, offers } from "../../db/schema";
import { shopZone } from "./redemption-log";

/** Monday of the week `day` is in (weeks start on Monday, ISO 8601). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The owner's first glance: coupons of the business redeemed (and not undone) today and this
 * week, both in the shop's zone: today from its midnight there, the week from Monday's midnight.
 */
export async function businessSummary(db: Db, businessId: number, now: Date) {
  const zone = await shopZone(db, businessId);
  const today = dayOf(now, zone);
  const weekStart = mondayOf(today);
  const redeemedSince = async (day: string) => {
    const [row] = await db
      .select({ n: count() })
      .from(coupons)
      .innerJoin(offers, eq(offers.id, coupons.offerId))
      .innerJoin(ads, eq(ads.id, offers.adId))
      .where(and(eq(ads.businessProfileId, businessId), isNotNull(coupons.redeemedAt), gte(coupons.redeemedAt, startOfDay(day, zone))));
    return row?.n ?? 0;
  };
  const [redeemedToday, redeemedThisWeek] = await Promise.all([redeemedSince(today), redeemedSince(weekStart)]);
  return {
    time_zone: zone,
    today,
    week_start: weekStart,
    redeemed_today: redeemedToday,
    redeemed_this_week: redeemedThisWeek,
  };
}
