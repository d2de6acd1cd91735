import { readCouponCode, tidyCouponCode } from "@/common/coupons/coupon-code";
import type { AppDeps } from "../../deps";
import { answered, byCode, classify, loggedAt, logAttempt, requireMember, type Outcome } from "./till";

/** The coupon a typed code names, for the confirmation at the till; a refusal is logged. */
export async function checkCoupon({ db, clock }: Pick<AppDeps, "db" | "clock">, memberId: number, typed: string): Promise<Outcome> {
  const memberships = await requireMember(db, memberId);
  const code = readCouponCode(typed);
  const row = await byCode(db, code);
  const outcome = classify(memberships, row, clock.now());
  // A refused look-up is an attempt at the till, logged as a refused redemption is.
  if (outcome.result !== "valid") {
    await logAttempt(db, clock.now(), {
      memberId,
      code: code ?? tidyCouponCode(typed),
      couponId: row?.id,
      businessId: loggedAt(memberships, row),
      result: outcome.result,
    });
  }
  return answered(outcome);
}
