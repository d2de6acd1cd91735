import { and, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { z } from "@hono/zod-openapi";
import type { PgSelect } from "drizzle-orm/pg-core";
import { COUPON_BODY_LENGTH, COUPON_ALPHABET, couponCheckChar } from "@/common/coupons/coupon-code";
import type { Db } from "../../db/client";
import { ads, businessProfiles, claims, complimentAds, compliments, coupons, offers, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { randomInt } from "node:crypto";
import { randomToken } from "../../lib/crypto";
import { qrDataUrl } from "../../lib/qr";
import { offerColumns } from "../offers/offer-json";
import { offerJson, offerSchema, type OfferRow } from "../offers/offer-json";

export const couponStatuses = ["valid", "used", "expired", "void"] as const;
export type CouponStatus = (typeof couponStatuses)[number];

/** The holder's own coupon, as the ad page shows it to them and nobody else. */
export const heldCouponSchema = z
  .object({
    id: z.number().int(),
    code: z.string().openapi({ example: "7KQMX4RPW", description: "9 characters; printed in two groups, 4 and 5." }),
    status: z.enum(couponStatuses),
    offer: offerSchema,
    business: z.object({ id: z.number().int(), name: z.string() }),
    compliment_id: z.number().int().nullable(),
    issued_at: z.string(),
    expires_at: z.string(),
    redeemed_at: z.string().nullable(),
    redeem_url: z.string().openapi({ description: "The link its QR code carries: a token of its own, not the typed code." }),
    qr_code: z.string().openapi({ description: "data:image/svg+xml;base64 URL of a QR code of `redeem_url`." }),
  })
  .openapi("HeldCoupon");

export type HeldCouponJson = z.infer<typeof heldCouponSchema>;

/** Where a coupon's QR code leads: the redeem page, which shows a non-member only that it is valid. */
export const redeemUrl = (appUrl: string, token: string) => `${appUrl}/business/redeem?t=${token}`;

export const couponStatus = (c: { complimentId: number | null; redeemedAt: Date | null; expiresAt: Date }, now: Date): CouponStatus =>
  c.complimentId === null ? "void" : c.redeemedAt ? "used" : c.expiresAt <= now ? "expired" : "valid";

const heldColumns = {
  id: coupons.id,
  code: coupons.code,
  token: coupons.token,
  complimentId: coupons.complimentId,
  issuedAt: coupons.issuedAt,
  expiresAt: coupons.expiresAt,
  redeemedAt: coupons.redeemedAt,
  offer: offerColumns,
  business: { id: businessProfiles.id, name: businessProfiles.name },
};

type HeldRow = {
  id: number;
  code: string;
  token: string;
  complimentId: number | null;
  issuedAt: Date;
  expiresAt: Date;
  redeemedAt: Date | null;
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

/** Keeps one person's coupon issues in turn, so two first looks at once cannot give two unused coupons of one offer. */
const ISSUE_LOCK = 0x636f7570; // "coup"

/**
 * The coupons of the people who keep compliments: the claimer of a compliment gets one coupon of
 * each of its ads' offers when they first open that ad from it (or save the ad), and holds at most
 * one unused, unexpired coupon of an offer at a time. A compliment's author never gets its coupons,
 * and a claimer gets them only once their address is verified (at their first look after that):
 * otherwise one person could farm coupons by claiming their own compliments with throwaway accounts.
 */
export function heldCoupons({ db, clock, config }: Pick<AppDeps, "db" | "clock" | "config">) {
  const json = async (row: HeldRow): Promise<HeldCouponJson> => {
    const url = redeemUrl(config.appUrl, row.token);
    return {
      id: row.id,
      code: row.code,
      status: couponStatus(row, clock.now()),
      offer: offerJson(row.offer),
      business: row.business,
      compliment_id: row.complimentId,
      issued_at: row.issuedAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      redeemed_at: row.redeemedAt?.toISOString() ?? null,
      redeem_url: url,
      qr_code: await qrDataUrl(url),
    };
  };

  /** The row of the coupon `holderId` has, or now gets, of the ad's offer through the compliment; null when they get none. */
  async function issue(holderId: number, complimentId: number, adId: number): Promise<HeldRow | null> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ISSUE_LOCK}, ${holderId})`);
      const [offer] = await tx.select({ id: offers.id, validDays: offers.validDays }).from(offers).where(eq(offers.adId, adId));
      if (!offer) return null;
      const mine = and(eq(coupons.holderId, holderId), eq(coupons.offerId, offer.id));
      const [already] = await selectHeld(tx)
        .where(and(mine, eq(coupons.complimentId, complimentId)))
        .limit(1);
      if (already) return already;

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

      const now = clock.now();
      const [unused] = await selectHeld(tx)
        .where(and(mine, isNull(coupons.redeemedAt), gt(coupons.expiresAt, now), isNotNull(coupons.complimentId)))
        .orderBy(desc(coupons.id))
        .limit(1);
      if (unused) return unused;

      const expiresAt = new Date(now.getTime() + offer.validDays * 86_400_000);
      for (;;) {
        const [created] = await tx
          .insert(coupons)
          .values({ offerId: offer.id, complimentId, holderId, code: newCouponCode(), token: randomToken(16), issuedAt: now, expiresAt })
          .onConflictDoNothing()
          .returning({ id: coupons.id });
        // A clash of random codes (1 in 31^8 per existing coupon) only asks for another.
        if (created) return (await selectHeld(tx).where(eq(coupons.id, created.id)))[0]!;
      }
    });
  }

  return {
    /** The ad page's coupon for `viewerId`, issued on this first look when they may have one. */
    async forAdPage(viewerId: number, complimentId: number, adId: number): Promise<HeldCouponJson | null> {
      const row = await issue(viewerId, complimentId, adId);
      return row && json(row);
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
