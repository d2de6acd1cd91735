import { and, eq, gt } from "drizzle-orm";
import { coupons } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { ApiError } from "../../lib/errors";
import { logAttempt, requireMember, selectTill, tillJson, UNDO_WINDOW_MS, type TillCoupon } from "./till";

/** Takes a redemption back, within 10 minutes, for an owner of the business or the member who redeemed it. */
export async function undoRedemption(
  { db, clock }: Pick<AppDeps, "db" | "clock">,
  memberId: number,
  couponId: number,
): Promise<TillCoupon> {
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
  await logAttempt(db, clock.now(), { memberId, code: row.code, couponId, businessId: row.business.id, result: "undone" });
  return tillJson({ ...row, redeemedAt: null, redeemedById: null, redeemedBy: null });
}
