import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import { z } from "@hono/zod-openapi";
import type { PgSelect } from "drizzle-orm/pg-core";
import { COUPON_BODY_LENGTH, COUPON_ALPHABET, couponCheckChar } from "@/common/coupons/coupon-code";
import type { Db } from "../../db/client";
import { ads, businessProfiles, claims, complimentAds, compliments, coupons, offers, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { randomInt } from "node:crypto";
import { randomToken } from "../../lib/crypto";
import { qrDataUrl } from "../../lib/qr";
import { dayOf } from "@/common/zoned-time";
import { expiryAfter, lastDayOf, notIssuing, validUntil, type NotIssuing } from "./coupon-validity";

export const couponStatuses = ["valid", "used", "expired", "void"] as const;
export type CouponStatus = (typeof couponStatuses)[number];

/** What a coupon gives, as it was when it was issued: later edits of the offer change new coupons only. */
export const couponOfferSchema = z
  .object({
    name: z.string(),
    value: z.string().openapi({ example: "10% off" }),
    terms: z.string(),
    valid_days: z
      .number()
      .int()
      .openapi({ description: "How many days after issue the offer's coupons are valid, as the offer says now." }),
  })
  .openapi("CouponOffer");

/** The coupon's last day and the zone it is a day in, as every view of a coupon shows them. */
export const couponDaysSchema = {
  valid_until: z.string().openapi({
    example: "2027-03-31",
    description: "The last day it can be used (YYYY-MM-DD), in `time_zone`: it is valid through the end of that day there.",
  }),
  time_zone: z.string().openapi({ example: "Europe/Lisbon", description: "The business's time zone, whose days these are." }),
};

/** The holder's own coupon, as the ad page shows it to them and nobody else. */
export const heldCouponSchema = z
  .object({
    id: z.number().int(),
    code: z.string().openapi({ example: "7KQMX4RPW", description: "9 characters; printed in two groups, 4 and 5." }),
    status: z.enum(couponStatuses),
    offer: couponOfferSchema,
    business: z.object({ id: z.number().int(), name: z.string() }),
    compliment_id: z.number().int().nullable(),
    issued_at: z.string(),
    expires_at: z.string().openapi({ description: "The instant it stops being valid: the start of the day after `valid_until` there." }),
    ...couponDaysSchema,
    redeemed_at: z.string().nullable(),
    redeem_url: z.string().openapi({ description: "The link its QR code carries: a token of its own, not the typed code." }),
    qr_code: z.string().openapi({ description: "data:image/svg+xml;base64 URL of a QR code of `redeem_url`." }),
  })
  .openapi("HeldCoupon");

export type HeldCouponJson = z.infer<typeof heldCouponSchema>;

/** Why the claimer of a compliment got no coupon of its ad's offer: every coupon of it is out, or it issues none today. */
export type Missed = "all-claimed" | NotIssuing;

/** Where a coupon's QR code leads: the redeem page, which shows a non-member only that it is valid. */
export const redeemUrl = (appUrl: string, token: string) => `${appUrl}/business/redeem?t=${token}`;

type StatusRow = { complimentId: number | null; redeemedAt: Date | null; expiresAt: Date; issuedAt: Date; voidedAt: Date | null };

/** Whether the offer was ended voiding the coupons it had issued, this one among them. */
export const voidedByEnding = (c: Pick<StatusRow, "issuedAt" | "voidedAt">) => c.voidedAt !== null && c.issuedAt <= c.voidedAt;

/** A coupon whose compliment was deleted is void, and so is an unused one of an offer ended with "void". */
export const couponStatus = (c: StatusRow, now: Date): CouponStatus =>
  c.complimentId === null ? "void" : c.redeemedAt ? "used" : voidedByEnding(c) ? "void" : c.expiresAt <= now ? "expired" : "valid";

/** The offer as a coupon shows it: name, value and terms from the coupon's snapshot; the offer's days of validity. */
export const couponOfferColumns = {
  name: coupons.offerName,
  value: coupons.value,
  terms: coupons.terms,
  validDays: offers.validDays,
};

export const couponOfferJson = (o: OfferRow): z.infer<typeof couponOfferSchema> => ({
  name: o.name,
  value: o.value,
  terms: o.terms,
  valid_days: o.validDays,
});

/** A coupon's last day and its zone, for its JSON. */
export const couponDays = (row: { expiresAt: Date; timeZone: string }) => ({
  valid_until: validUntil(row.expiresAt, row.timeZone),
  time_zone: row.timeZone,
});

const heldColumns = {
  id: coupons.id,
  code: coupons.code,
  token: coupons.token,
  complimentId: coupons.complimentId,
  issuedAt: coupons.issuedAt,
  expiresAt: coupons.expiresAt,
  redeemedAt: coupons.redeemedAt,
  voidedAt: offers.voidedAt,
  timeZone: businessProfiles.timeZone,
  offer: couponOfferColumns,
  business: { id: businessProfiles.id, name: businessProfiles.name },
};

type OfferRow = { name: string; value: string; terms: string; validDays: number };

type HeldRow = StatusRow & {
  id: number;
  code: string;
  token: string;
  timeZone: string;
  offer: OfferRow;
  business: { id: number; name: string };
};

/** A query from `coupons` joined to each coupon's offer, ad and business. */
export const joinOfferAndBusiness = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(offers, eq(offers.id, coupons.offerId))
    .innerJoin(ads, eq(ads.id, offers.adId))
    .innerJoin(businessProfiles, eq(businessProfiles.id, ads.businessProfileId));

const selectHeld = (db: Db) => joinOfferAndBusiness(db.select(heldColumns).from(coupons).$dynamic());

/** A fresh code: 8 characters from the CSPRNG and the check character. */
export function newCouponCode(): string {
  const body = Array.from({ length: COUPON_BODY_LENGTH }, () => COUPON_ALPHABET[randomInt(COUPON_ALPHABET.length)]).join("");
  return body + couponCheckChar(body);
}

/** A coupon counts against its offer's caps unless its compliment was deleted (then it is void and gives nothing). */
const counted = isNotNull(coupons.complimentId);

/**
 * The coupons of the people who keep compliments: the claimer of a compliment gets a coupon of each
 * of its ads' offers when they first open that ad from it (or save the ad). A compliment's author
 * never gets its coupons, and a claimer gets them only once their address is verified (at their
 * first look after that): otherwise one person could farm coupons by claiming their own
 * compliments with throwaway accounts. An offer issues only while it is live, its ad approved and
 * today (in the shop's zone) within its dates; it gives at most `total_cap` coupons in all and
 * `per_person` to one person, who holds at most one usable coupon of it at a time.
 */
export function heldCoupons({ db, clock, config }: Pick<AppDeps, "db" | "clock" | "config">) {
  const json = async (row: HeldRow): Promise<HeldCouponJson> => {
    const url = redeemUrl(config.appUrl, row.token);
    return {
      id: row.id,
      code: row.code,
      status: couponStatus(row, clock.now()),
      offer: couponOfferJson(row.offer),
      business: row.business,
      compliment_id: row.complimentId,
      issued_at: row.issuedAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      ...couponDays(row),
      redeemed_at: row.redeemedAt?.toISOString() ?? null,
      redeem_url: url,
      qr_code: await qrDataUrl(url),
    };
  };

  /**
   * The coupon `holderId` has, or now gets, of the ad's offer through the compliment; what kept them
   * from one when the offer gives them none; null when they may have none (not the verified claimer).
   * The offer's row is locked first, so every issue of one offer runs in turn: the caps are counted
   * and the coupon inserted with no other issue of it in between, on PGlite and PostgreSQL alike.
   */
  async function issue(holderId: number, complimentId: number, adId: number): Promise<{ row: HeldRow } | { missed: Missed } | null> {
    return db.transaction(async (tx) => {
      const [offer] = await tx
        .select({
          id: offers.id,
          name: offers.name,
          value: offers.value,
          terms: offers.terms,
          validDays: offers.validDays,
          status: offers.status,
          startsOn: offers.startsOn,
          endsOn: offers.endsOn,
          totalCap: offers.totalCap,
          perPerson: offers.perPerson,
          review: ads.review,
          timeZone: businessProfiles.timeZone,
        })
        .from(offers)
        .innerJoin(ads, eq(ads.id, offers.adId))
        .innerJoin(businessProfiles, eq(businessProfiles.id, ads.businessProfileId))
        .where(eq(offers.adId, adId))
        .for("update", { of: offers });
      if (!offer) return null;
      const mine = and(eq(coupons.holderId, holderId), eq(coupons.offerId, offer.id));
      const [already] = await selectHeld(tx)
        .where(and(mine, eq(coupons.complimentId, complimentId)))
        .limit(1);
      if (already) return { row: already };

      // Only the claimer, who is never the author and has a verified address, and only for an ad the compliment carries.
      const [eligible] = await tx
        .select({ id: compliments.id })
        .from(compliments)
        .innerJoin(claims, and(eq(claims.complimentId, compliments.id), eq(claims.userId, holderId)))
        .innerJoin(users, and(eq(users.id, claims.userId), isNotNull(users.emailVerifiedAt)))
        .innerJoin(complimentAds, and(eq(complimentAds.complimentId, compliments.id), eq(complimentAds.adId, adId)))
        .where(and(eq(compliments.id, complimentId), sql`${compliments.customerId} <> ${holderId}`))
        .limit(1);
      if (!eligible) return null;

      // What they hold already, through other compliments: their latest once they have their share, else a usable one.
      const now = clock.now();
      const held = await selectHeld(tx).where(and(mine, counted)).orderBy(desc(coupons.id));
      if (held.length > 0 && held.length >= offer.perPerson) return { row: held[0]! };
      const usable = held.find((c) => couponStatus(c, now) === "valid");
      if (usable) return { row: usable };

      const today = dayOf(now, offer.timeZone);
      const closed = notIssuing({ ...offer, approved: offer.review === "approved" }, today);
      if (closed) return { missed: closed };
      if (offer.totalCap !== null) {
        const [all] = await tx
          .select({ n: count() })
          .from(coupons)
          .where(and(eq(coupons.offerId, offer.id), counted));
        if ((all?.n ?? 0) >= offer.totalCap) return { missed: "all-claimed" };
      }

      const expiresAt = expiryAfter(lastDayOf(now, offer, offer.timeZone), offer.timeZone);
      for (;;) {
        const [created] = await tx
          .insert(coupons)
          .values({
            offerId: offer.id,
            complimentId,
            holderId,
            code: newCouponCode(),
            token: randomToken(16),
            offerName: offer.name,
            value: offer.value,
            terms: offer.terms,
            issuedAt: now,
            expiresAt,
          })
          .onConflictDoNothing()
          .returning({ id: coupons.id });
        // A clash of random codes (1 in 31^8 per existing coupon) only asks for another.
        if (created) return { row: (await selectHeld(tx).where(eq(coupons.id, created.id)))[0]! };
      }
    });
  }

  return {
    /** The ad page's coupon for `viewerId`, issued on this first look when they may have one, or why they got none. */
    async forAdPage(
      viewerId: number,
      complimentId: number,
      adId: number,
    ): Promise<{ coupon: HeldCouponJson | null; missed: Missed | null }> {
      const issued = await issue(viewerId, complimentId, adId);
      if (!issued) return { coupon: null, missed: null };
      return "row" in issued ? { coupon: await json(issued.row), missed: null } : { coupon: null, missed: issued.missed };
    },

    /** On saving an ad: a coupon of it through the latest compliment the user kept that carries it, if they get one. */
    async onSave(userId: number, adId: number): Promise<void> {
      const [kept] = await db
        .select({ id: compliments.id })
        .from(claims)
        .innerJoin(compliments, eq(compliments.id, claims.complimentId))
        .innerJoin(complimentAds, and(eq(complimentAds.complimentId, compliments.id), eq(complimentAds.adId, adId)))
        .where(eq(claims.userId, userId))
        .orderBy(desc(claims.id))
        .limit(1);
      if (kept) await issue(userId, kept.id, adId);
    },

    /** The holder's coupon by id, for its PDF; null when it is not theirs. */
    async own(holderId: number, couponId: number): Promise<HeldCouponJson | null> {
      const [row] = await selectHeld(db).where(and(eq(coupons.id, couponId), eq(coupons.holderId, holderId)));
      return row ? json(row) : null;
    },
  };
}
