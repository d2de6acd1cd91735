import { and, eq, gt, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import { readCouponCode, tidyCouponCode } from "@/common/coupons/coupon-code";
import { ads, coupons, offers, type AttemptResult } from "../../db/schema";
import type { AppDeps } from "../../deps";
import {
  answered,
  byCode,
  classify,
  loggedAt,
  logAttempt,
  REDEEMED,
  requireMember,
  tillJson,
  UNKNOWN_CODE,
  type Classified,
  type Outcome,
} from "./till";

/**
 * Redeems the coupon a typed code names at one of the member's businesses, exactly once: one
 * conditional UPDATE, so of any number of attempts at once on one coupon the row lock lets exactly
 * one find it unused. Every attempt is logged.
 */
export async function redeemCoupon({ db, clock }: Pick<AppDeps, "db" | "clock">, memberId: number, typed: string): Promise<Outcome> {
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
                  and(
                    inArray(
                      ads.businessProfileId,
                      memberships.map((m) => m.businessId),
                    ),
                    // Not of an offer ended voiding the coupons it had issued by then.
                    or(isNull(offers.voidedAt), lt(offers.voidedAt, coupons.issuedAt)),
                  ),
                ),
            ),
          ),
        )
        .returning({ id: coupons.id })
    : [];
  const row = await byCode(db, code);
  const outcome: Classified = won
    ? { status: 200, message: REDEEMED, data: tillJson(row!), result: "redeemed" }
    : classify(memberships, row, now);
  // Not won, yet valid: it was voided or moved between the UPDATE and the look (a deleted compliment); say unknown.
  const final: Classified = outcome.result === "valid" ? { status: 404, message: UNKNOWN_CODE, result: "unknown" } : outcome;
  await logAttempt(db, clock.now(), {
    memberId,
    code: code ?? tidyCouponCode(typed),
    couponId: row?.id,
    businessId: loggedAt(memberships, row),
    result: final.result as AttemptResult,
  });
  return answered(final);
}
