import { eq } from "drizzle-orm";
import { isCouponToken } from "@/common/coupons/coupon-token";
import { coupons } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { membershipsOf } from "../businesses/members";
import { couponStatus } from "./held-coupons";
import { selectTill, tillJson, type TillCoupon } from "./till";

/**
 * What the QR link's token shows: to a member of the coupon's business, the coupon; to anyone
 * else, only whether it exists and can be used. Null when no coupon has this token.
 */
export async function scanCoupon(
  { db, clock }: Pick<AppDeps, "db" | "clock">,
  token: string,
  viewerId: number | null,
): Promise<{ valid: boolean; coupon: TillCoupon | null } | null> {
  if (!isCouponToken(token)) return null;
  const [row] = await selectTill(db).where(eq(coupons.token, token)).limit(1);
  if (!row) return null;
  const valid = couponStatus(row, clock.now()) === "valid";
  const member = viewerId !== null && (await membershipsOf(db, viewerId)).some((m) => m.businessId === row.business.id);
  return { valid, coupon: member ? tillJson(row) : null };
}
