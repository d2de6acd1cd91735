import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "@hono/zod-openapi";
import { tillMessages } from "@/common/coupons/till-messages";
import type { Db } from "../../db/client";
import { ads, businessProfiles, couponAttempts, coupons, offers, profiles, users, type AttemptResult } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { membershipsOf, NOT_A_MEMBER, type Membership } from "../businesses/members";
import {
  couponDays,
  couponDaysSchema,
  couponOfferColumns,
  couponOfferJson,
  couponOfferSchema,
  couponStatus,
  joinOfferAndBusiness,
  voidedByEnding,
} from "./held-coupons";

export const REDEEMED = tillMessages.redeemed;
export const VALID = tillMessages.valid;
export const ALREADY_USED = tillMessages.alreadyUsed;
export const EXPIRED = tillMessages.expired;
export const WRONG_BUSINESS = tillMessages.wrongBusiness;
export const UNKNOWN_CODE = tillMessages.unknownCode;
export const OFFER_ENDED = tillMessages.offerEnded;

/** How long after redeeming an owner, or the member who redeemed it, may take it back. */
export const UNDO_WINDOW_MS = 10 * 60_000;

/** A coupon as the till sees it: enough to confirm with the holder, nothing about their compliment. */
export const tillCouponSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    offer: couponOfferSchema,
    ad: z.object({ id: z.number().int(), title: z.string() }),
    business: z.object({ id: z.number().int(), name: z.string() }),
    holder_first_name: z.string(),
    expires_at: z.string(),
    ...couponDaysSchema,
    redeemed_at: z.string().nullable(),
    redeemed_by: z.string().nullable().openapi({ description: "The name of the member who redeemed it." }),
    undo_until: z.string().nullable().openapi({ description: "Until when the redemption can be undone; null when it is not redeemed." }),
  })
  .openapi("TillCoupon");

export type TillCoupon = z.infer<typeof tillCouponSchema>;

/**
 * What the till's four operations share (check-coupon.ts, redeem-coupon.ts, undo-redemption.ts,
 * scan-coupon.ts): the coupon as the till sees it, the member's businesses, and the attempt log.
 */

/** Why a code does not redeem, each with its status: spec of issue 20. */
export type Refusal =
  | { status: 409; message: typeof ALREADY_USED; data: TillCoupon }
  | { status: 410; message: typeof EXPIRED }
  | { status: 410; message: typeof OFFER_ENDED; reason: "offer-ended" }
  | { status: 403; message: typeof WRONG_BUSINESS; reason: "wrong-business" }
  | { status: 404; message: typeof UNKNOWN_CODE };

export type Outcome = { status: 200; message: string; data: TillCoupon } | Refusal;

const redeemer = alias(users, "redeemer");

const tillColumns = {
  id: coupons.id,
  code: coupons.code,
  complimentId: coupons.complimentId,
  issuedAt: coupons.issuedAt,
  expiresAt: coupons.expiresAt,
  redeemedAt: coupons.redeemedAt,
  redeemedById: coupons.redeemedBy,
  redeemedBy: redeemer.name,
  voidedAt: offers.voidedAt,
  timeZone: businessProfiles.timeZone,
  offer: couponOfferColumns,
  ad: { id: ads.id, title: ads.title },
  business: { id: businessProfiles.id, name: businessProfiles.name },
  holderName: users.name,
  holderFirstName: profiles.firstName,
};

export type TillRow = {
  id: number;
  code: string;
  complimentId: number | null;
  issuedAt: Date;
  expiresAt: Date;
  redeemedAt: Date | null;
  redeemedById: number | null;
  redeemedBy: string | null;
  voidedAt: Date | null;
  timeZone: string;
  offer: { name: string; value: string; terms: string; validDays: number };
  ad: { id: number; title: string };
  business: { id: number; name: string };
  holderName: string;
  holderFirstName: string | null;
};

export const selectTill = (db: Db) =>
  joinOfferAndBusiness(db.select(tillColumns).from(coupons).$dynamic())
    .innerJoin(users, eq(users.id, coupons.holderId))
    .leftJoin(profiles, eq(profiles.userId, coupons.holderId))
    .leftJoin(redeemer, eq(redeemer.id, coupons.redeemedBy))
    .$dynamic();

export const tillJson = (row: TillRow): TillCoupon => ({
  id: row.id,
  code: row.code,
  offer: couponOfferJson(row.offer),
  ad: row.ad,
  business: row.business,
  holder_first_name: row.holderFirstName?.trim() || row.holderName.split(/\s+/)[0] || row.holderName,
  expires_at: row.expiresAt.toISOString(),
  ...couponDays(row),
  redeemed_at: row.redeemedAt?.toISOString() ?? null,
  redeemed_by: row.redeemedAt ? (row.redeemedBy ?? "A former member") : null,
  undo_until: row.redeemedAt ? new Date(row.redeemedAt.getTime() + UNDO_WINDOW_MS).toISOString() : null,
});

/** The businesses of a member; 403 for anyone who belongs to none. */
export async function requireMember(db: Db, userId: number): Promise<Membership[]> {
  const memberships = await membershipsOf(db, userId);
  if (memberships.length === 0) throw new ApiError(403, NOT_A_MEMBER).because("not-a-member");
  return memberships;
}

/** Where an attempt is logged: the coupon's business when the member belongs to it, else their first. */
export const loggedAt = (memberships: Membership[], row?: TillRow) =>
  memberships.find((m) => m.businessId === row?.business.id)?.businessId ?? memberships[0]!.businessId;

/** Logs one attempt at the till (every redeem, every refused check, every undo). */
export const logAttempt = (
  db: Db,
  now: Date,
  entry: { memberId: number; code: string; couponId?: number; businessId: number; result: AttemptResult },
) =>
  db.insert(couponAttempts).values({
    memberId: entry.memberId,
    code: entry.code.slice(0, 40),
    couponId: entry.couponId ?? null,
    businessProfileId: entry.businessId,
    result: entry.result,
    createdAt: now,
  });

export type Classified = Outcome & { result: AttemptResult | "valid" };

/** What a code is for this member: valid here, or why not. */
export function classify(memberships: Membership[], row: TillRow | undefined, now: Date): Classified {
  if (!row || row.complimentId === null) return { status: 404, message: UNKNOWN_CODE, result: "unknown" };
  if (!memberships.some((m) => m.businessId === row.business.id))
    return { status: 403, message: WRONG_BUSINESS, reason: "wrong-business", result: "wrong_business" };
  const status = couponStatus(row, now);
  if (status === "used") return { status: 409, message: ALREADY_USED, data: tillJson(row), result: "already_used" };
  if (status === "void" && voidedByEnding(row)) return { status: 410, message: OFFER_ENDED, reason: "offer-ended", result: "ended" };
  if (status === "expired") return { status: 410, message: EXPIRED, result: "expired" };
  return { status: 200, message: VALID, data: tillJson(row), result: "valid" };
}

/** The till's row of the coupon a code names, if any. */
export const byCode = async (db: Db, code: string | null) =>
  code ? (await selectTill(db).where(eq(coupons.code, code)).limit(1))[0] : undefined;

/** The outcome as answered: without the attempt's logged result. */
export const answered = ({ result: _result, ...outcome }: Classified) => outcome as Outcome;
