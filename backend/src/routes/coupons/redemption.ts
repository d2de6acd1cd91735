import { and, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "@hono/zod-openapi";
import { readCouponCode, tidyCouponCode } from "@/common/coupons/coupon-code";
import { isCouponToken } from "@/common/coupons/coupon-token";
import { tillMessages } from "@/common/coupons/till-messages";
import type { Db } from "../../db/client";
import { ads, businessProfiles, couponAttempts, coupons, offers, profiles, users, type AttemptResult } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { ApiError } from "../../lib/errors";
import { offerColumns } from "../ads/ad-columns";
import { offerJson, offerSchema, type OfferRow } from "../compliments/json";
import { membershipsOf, NOT_A_MEMBER, type Membership } from "../businesses/members";
import { couponStatus, joinOfferAndBusiness } from "./held-coupons";

export const REDEEMED = tillMessages.redeemed;
export const VALID = tillMessages.valid;
export const ALREADY_USED = tillMessages.alreadyUsed;
export const EXPIRED = tillMessages.expired;
export const WRONG_BUSINESS = tillMessages.wrongBusiness;
export const UNKNOWN_CODE = tillMessages.unknownCode;

/** How long after redeeming an owner, or the member who redeemed it, may take it back. */
export const UNDO_WINDOW_MS = 10 * 60_000;

/** A coupon as the till sees it: enough to confirm with the holder, nothing about their compliment. */
export const tillCouponSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    offer: offerSchema,
    ad: z.object({ id: z.number().int(), title: z.string() }),
    business: z.object({ id: z.number().int(), name: z.string() }),
    holder_first_name: z.string(),
    expires_at: z.string(),
    redeemed_at: z.string().nullable(),
    redeemed_by: z.string().nullable().openapi({ description: "The name of the member who redeemed it." }),
    undo_until: z.string().nullable().openapi({ description: "Until when the redemption can be undone; null when it is not redeemed." }),
  })
  .openapi("TillCoupon");

export type TillCoupon = z.infer<typeof tillCouponSchema>;

/** Why a code does not redeem, each with its status: spec of issue 20. */
export type Refusal =
  | { status: 409; message: typeof ALREADY_USED; data: TillCoupon }
  | { status: 410; message: typeof EXPIRED }
  | { status: 403; message: typeof WRONG_BUSINESS; reason: "wrong-business" }
  | { status: 404; message: typeof UNKNOWN_CODE };

export type Outcome = { status: 200; message: string; data: TillCoupon } | Refusal;

const redeemer = alias(users, "redeemer");

const tillColumns = {
  id: coupons.id,
  code: coupons.code,
  complimentId: coupons.complimentId,
  expiresAt: coupons.expiresAt,
  redeemedAt: coupons.redeemedAt,
  redeemedById: coupons.redeemedBy,
  redeemedBy: redeemer.name,
  offer: offerColumns,
  ad: { id: ads.id, title: ads.title },
  business: { id: businessProfiles.id, name: businessProfiles.name },
  holderName: users.name,
  holderFirstName: profiles.firstName,
};

type TillRow = {
  id: number;
  code: string;
  complimentId: number | null;
  expiresAt: Date;
  redeemedAt: Date | null;
  redeemedById: number | null;
  redeemedBy: string | null;
  offer: OfferRow;
  ad: { id: number; title: string };
  business: { id: number; name: string };
  holderName: string;
  holderFirstName: string | null;
};

const selectTill = (db: Db) =>
  joinOfferAndBusiness(db.select(tillColumns).from(coupons).$dynamic())
    .innerJoin(users, eq(users.id, coupons.holderId))
    .leftJoin(profiles, eq(profiles.userId, coupons.holderId))
    .leftJoin(redeemer, eq(redeemer.id, coupons.redeemedBy))
    .$dynamic();

const tillJson = (row: TillRow): TillCoupon => ({
  id: row.id,
  code: row.code,
  offer: offerJson(row.offer),
  ad: row.ad,
  business: row.business,
  holder_first_name: row.holderFirstName?.trim() || row.holderName.split(/\s+/)[0] || row.holderName,
  expires_at: row.expiresAt.toISOString(),
  redeemed_at: row.redeemedAt?.toISOString() ?? null,
  redeemed_by: row.redeemedAt ? (row.redeemedBy ?? "A former member") : null,
  undo_until: row.redeemedAt ? new Date(row.redeemedAt.getTime() + UNDO_WINDOW_MS).toISOString() : null,
});

/** The businesses of a member; 403 for anyone who belongs to none. */
async function requireMember(db: Db, userId: number): Promise<Membership[]> {
  const memberships = await membershipsOf(db, userId);
  if (memberships.length === 0) throw new ApiError(403, NOT_A_MEMBER).because("not-a-member");
  return memberships;
}

/**
 * Coupons at the till. A code is checked (for the confirmation) and then redeemed by one
 * conditional UPDATE: of any number of attempts at once on one coupon, the row lock lets exactly
 * one find it unused. Every redeem attempt, and every check that is refused, is logged.
 */
export function redemptions({ db, clock }: Pick<AppDeps, "db" | "clock">) {
  /** Where an attempt is logged: the coupon's business when the member belongs to it, else their first. */
  const loggedAt = (memberships: Membership[], row?: TillRow) =>
    memberships.find((m) => m.businessId === row?.business.id)?.businessId ?? memberships[0]!.businessId;

  const log = (db: Db, entry: { memberId: number; code: string; couponId?: number; businessId: number; result: AttemptResult }) =>
    db.insert(couponAttempts).values({
      memberId: entry.memberId,
      code: entry.code.slice(0, 40),
      couponId: entry.couponId ?? null,
      businessProfileId: entry.businessId,
      result: entry.result,
      createdAt: clock.now(),
    });

  /** What a code is for this member: valid here, or why not. */
  function classify(memberships: Membership[], row: TillRow | undefined): Outcome & { result: AttemptResult | "valid" } {
    if (!row || row.complimentId === null) return { status: 404, message: UNKNOWN_CODE, result: "unknown" };
    if (!memberships.some((m) => m.businessId === row.business.id))
      return { status: 403, message: WRONG_BUSINESS, reason: "wrong-business", result: "wrong_business" };
    const status = couponStatus(row, clock.now());
    if (status === "used") return { status: 409, message: ALREADY_USED, data: tillJson(row), result: "already_used" };
    if (status === "expired") return { status: 410, message: EXPIRED, result: "expired" };
    return { status: 200, message: VALID, data: tillJson(row), result: "valid" };
  }

  const byCode = async (code: string | null) => (code ? (await selectTill(db).where(eq(coupons.code, code)).limit(1))[0] : undefined);

  const strip = <T extends { result: unknown }>({ result: _result, ...outcome }: T) => outcome;

  return {
    /** The coupon a typed code names, for the confirmation; a refusal is logged. */
    async check(memberId: number, typed: string): Promise<Outcome> {
      const memberships = await requireMember(db, memberId);
      const code = readCouponCode(typed);
      const row = await byCode(code);
      const outcome = classify(memberships, row);
      // A refused look-up is an attempt at the till, logged as a refused redemption is.
      if (outcome.result !== "valid") {
        await log(db, {
          memberId,
          code: code ?? tidyCouponCode(typed),
          couponId: row?.id,
          businessId: loggedAt(memberships, row),
          result: outcome.result,
        });
      }
      return strip(outcome) as Outcome;
    },

    /** Redeems the coupon a typed code names at one of the member's businesses, exactly once. */
    async redeem(memberId: number, typed: string): Promise<Outcome> {
      const memberships = await requireMember(db, memberId);
      const code = readCouponCode(typed);
      const now = clock.now();
      const [won] = code
        ? await db
            .update(coupons)
            .set({ redeemedAt: now, redeemedBy: memberId })
            .where(
              and(
                eq(coupons.code, code),
                isNull(coupons.redeemedAt),
                gt(coupons.expiresAt, now),
                isNotNull(coupons.complimentId),
                inArray(
                  coupons.offerId,
                  db
                    .select({ id: offers.id })
                    .from(offers)
                    .innerJoin(ads, eq(ads.id, offers.adId))
                    .where(
                      inArray(
                        ads.businessProfileId,
                        memberships.map((m) => m.businessId),
                      ),
                    ),
                ),
              ),
            )
            .returning({ id: coupons.id })
        : [];
      const row = await byCode(code);
      const outcome: Outcome & { result: AttemptResult | "valid" } = won
        ? { status: 200, message: REDEEMED, data: tillJson(row!), result: "redeemed" }
        : classify(memberships, row);
      // Not won, yet valid: it was voided or moved between the UPDATE and the look (a deleted compliment); say unknown.
      const final = outcome.result === "valid" ? ({ status: 404, message: UNKNOWN_CODE, result: "unknown" } as const) : outcome;
      await log(db, {
        memberId,
        code: code ?? tidyCouponCode(typed),
        couponId: row?.id,
        businessId: loggedAt(memberships, row),
        result: final.result as AttemptResult,
      });
      return strip(final) as Outcome;
    },

    /** Takes a redemption back, within 10 minutes, for an owner of the business or the member who redeemed it. */
    async undo(memberId: number, couponId: number): Promise<TillCoupon> {
      const memberships = await requireMember(db, memberId);
      const [row] = await selectTill(db).where(eq(coupons.id, couponId)).limit(1);
      const membership = row && memberships.find((m) => m.businessId === row.business.id);
      if (!row || !membership) throw new ApiError(404, "Coupon not found");
      if (!row.redeemedAt) throw new ApiError(409, "This coupon has not been redeemed.");
      if (membership.role !== "owner" && row.redeemedById !== memberId) {
        throw new ApiError(403, "Only an owner or the member who redeemed it can undo a redemption.");
      }
      const [undone] = await db
        .update(coupons)
        .set({ redeemedAt: null, redeemedBy: null })
        .where(
          and(
            eq(coupons.id, couponId),
            eq(coupons.redeemedAt, row.redeemedAt),
            gt(coupons.redeemedAt, new Date(clock.now().getTime() - UNDO_WINDOW_MS)),
          ),
        )
        .returning({ id: coupons.id });
      if (!undone) throw new ApiError(409, "A redemption can only be undone within 10 minutes.");
      await log(db, { memberId, code: row.code, couponId, businessId: row.business.id, result: "undone" });
      return tillJson({ ...row, redeemedAt: null, redeemedById: null, redeemedBy: null });
    },

    /**
     * What the QR link's token shows: to a member of the coupon's business, the coupon; to anyone
     * else, only whether it exists and can be used. Null when no coupon has this token.
     */
    async scan(token: string, viewerId: number | null): Promise<{ valid: boolean; coupon: TillCoupon | null } | null> {
      if (!isCouponToken(token)) return null;
      const [row] = await selectTill(db).where(eq(coupons.token, token)).limit(1);
      if (!row) return null;
      const valid = couponStatus(row, clock.now()) === "valid";
      const member = viewerId !== null && (await membershipsOf(db, viewerId)).some((m) => m.businessId === row.business.id);
      return { valid, coupon: member ? tillJson(row) : null };
    },
  };
}

/** The sql for "issued", "redeemed" and "expired" counts per ad, shared by the report. */
export const couponCounts = (now: Date) => ({
  issued: sql<number>`count(${coupons.id})`.mapWith(Number),
  redeemed: sql<number>`count(${coupons.id}) filter (where ${coupons.redeemedAt} is not null)`.mapWith(Number),
  expired: sql<number>`count(${coupons.id}) filter (where ${coupons.redeemedAt} is null and ${coupons.expiresAt} <= ${now})`.mapWith(
    Number,
  ),
});
