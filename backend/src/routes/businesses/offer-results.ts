import { asc, eq, sql, type SQL } from "drizzle-orm";
import { z } from "@hono/zod-openapi";
import { addDays, dayOf } from "@/common/zoned-time";
import type { Db } from "../../db/client";
import { ads, businessProfiles, coupons, offers, offerStatuses } from "../../db/schema";
import { csv } from "../../lib/csv";

const count = (where: SQL) => sql<number>`count(${coupons.id}) filter (where ${where})`.mapWith(Number);

/** Unused and void: its compliment was deleted, or its offer was ended voiding the coupons it had issued. */
const isVoid = sql`${coupons.redeemedAt} is null and (${coupons.complimentId} is null or coalesce(${offers.voidedAt} >= ${coupons.issuedAt}, false))`;

export const offerDaySchema = z
  .object({
    day: z.string().openapi({ example: "2027-03-01", description: "A day in the business's time zone (YYYY-MM-DD)." }),
    issued: z.number().int(),
    redeemed: z.number().int(),
  })
  .openapi("OfferDay");

export const offerResultSchema = z
  .object({
    offer_id: z.number().int(),
    ad: z.object({ id: z.number().int(), title: z.string() }),
    name: z.string().openapi({ description: "The offer's name now." }),
    status: z.enum(offerStatuses),
    total_cap: z.number().int().nullable().openapi({ description: "Coupons it gives in all; null: no cap." }),
    issued: z.number().int().openapi({ description: "Every coupon issued of it." }),
    redeemed: z.number().int(),
    expired: z.number().int().openapi({ description: "Issued, never redeemed, not void, and past its last day." }),
    voided: z.number().int().openapi({ description: "Never redeemed and void: ended with “void”, or its compliment deleted." }),
    remaining: z.number().int().nullable().openapi({
      description: "Coupons still to give under the cap (a coupon whose compliment was deleted gives its place back); null: no cap.",
    }),
    redemption_rate: z
      .number()
      .nullable()
      .openapi({ example: 0.4, description: "redeemed ÷ issued, from 0 to 1; null while none is issued." }),
    days: z.array(offerDaySchema).openapi({
      description: "Issued and redeemed per day in the business's zone, every day from its first coupon to today (none before).",
    }),
  })
  .openapi("OfferResults");

export const offerResultsSchema = z
  .object({
    time_zone: z.string().openapi({ example: "Europe/Lisbon", description: "The business's zone, whose days `days` are." }),
    offers: z.array(offerResultSchema).openapi({ description: "Every offer of the business, by its ad's title." }),
  })
  .openapi("BusinessOfferResults");

export type OfferResults = z.infer<typeof offerResultsSchema>;

/**
 * The figures of each offer of a business for its owners (issue 32): issued, redeemed, expired and
 * voided coupons (those four add up to issued with the still valid ones), what is left of the cap, the
 * redemption rate, and issued and redeemed by day in the shop's zone.
 */
export async function offerResults(db: Db, businessId: number, now: Date): Promise<OfferResults> {
  const [business] = await db
    .select({ timeZone: businessProfiles.timeZone })
    .from(businessProfiles)
    .where(eq(businessProfiles.id, businessId));
  const timeZone = business?.timeZone ?? "UTC";
  const [totals, issuedDays, redeemedDays] = await Promise.all([
    db
      .select({
        offerId: offers.id,
        ad: { id: ads.id, title: ads.title },
        name: offers.name,
        status: offers.status,
        totalCap: offers.totalCap,
        issued: sql<number>`count(${coupons.id})`.mapWith(Number),
        redeemed: count(sql`${coupons.redeemedAt} is not null`),
        voided: count(isVoid),
        expired: count(sql`${coupons.expiresAt} <= ${now} and not (${coupons.redeemedAt} is not null or (${isVoid}))`),
        capped: count(sql`${coupons.complimentId} is not null`),
      })
      .from(offers)
      .innerJoin(ads, eq(ads.id, offers.adId))
      .leftJoin(coupons, eq(coupons.offerId, offers.id))
      .where(eq(ads.businessProfileId, businessId))
      .groupBy(offers.id, ads.id)
      .orderBy(asc(ads.title), asc(ads.id)),
    perDay(db, businessId, coupons.issuedAt, timeZone),
    perDay(db, businessId, coupons.redeemedAt, timeZone),
  ]);
  const today = dayOf(now, timeZone);
  return {
    time_zone: timeZone,
    offers: totals.map(({ offerId, totalCap, capped, ...t }) => ({
      offer_id: offerId,
      ad: t.ad,
      name: t.name,
      status: t.status,
      total_cap: totalCap,
      issued: t.issued,
      redeemed: t.redeemed,
      expired: t.expired,
      voided: t.voided,
      remaining: totalCap === null ? null : Math.max(0, totalCap - capped),
      redemption_rate: t.issued === 0 ? null : t.redeemed / t.issued,
      days: everyDay(issuedDays.get(offerId), redeemedDays.get(offerId), today),
    })),
  };
}

/** How many coupons of each offer of the business had `at` on each day in `timeZone`. */
async function perDay(db: Db, businessId: number, at: typeof coupons.issuedAt | typeof coupons.redeemedAt, timeZone: string) {
  const day = sql<string>`to_char(${at} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ offerId: coupons.offerId, day, n: sql<number>`count(*)`.mapWith(Number) })
    .from(coupons)
    .innerJoin(offers, eq(offers.id, coupons.offerId))
    .innerJoin(ads, eq(ads.id, offers.adId))
    .where(sql`${ads.businessProfileId} = ${businessId} and ${at} is not null`)
    // By position: the day's zone is a parameter, and a second one would not count as the same expression.
    .groupBy(sql`1`, sql`2`);
  const byOffer = new Map<number, Map<string, number>>();
  for (const row of rows) byOffer.set(row.offerId, (byOffer.get(row.offerId) ?? new Map()).set(row.day, row.n));
  return byOffer;
}

/** Every day from the first with a coupon to today (or the last with one, if later), with zeros filled in. */
function everyDay(issued = new Map<string, number>(), redeemed = new Map<string, number>(), today: string) {
  const known = [...issued.keys(), ...redeemed.keys()].sort();
  if (known.length === 0) return [];
  const last = known.at(-1)! > today ? known.at(-1)! : today;
  const days = [];
  for (let day = known[0]!; day <= last; day = addDays(day, 1)) {
    days.push({ day, issued: issued.get(day) ?? 0, redeemed: redeemed.get(day) ?? 0 });
  }
  return days;
}

/** The results by day as CSV: one line per offer and day, oldest first, with the day in the shop's zone. */
export function offerResultsCsv(results: OfferResults): string {
  return csv([
    ["day", "time_zone", "ad", "offer", "issued", "redeemed"],
    ...results.offers.flatMap((o) =>
      o.days.map((d) => [d.day, results.time_zone, o.ad.title, o.name, String(d.issued), String(d.redeemed)]),
    ),
  ]);
}
