"use client";

import { toTillCoupon, type TillCoupon } from "@/lib/api/shapes";
import type { Answer, RequestJson, Schema } from "@/lib/api/wire";
import { isCouponToken } from "@/common/coupons/coupon-token";
import { callApi, mapped, PATH_REFUSED, v1, type ApiFailure, type ApiResult } from "./api";

/** What the till shows after a look-up or a redemption. */
export type TillAnswer =
  | { kind: "valid" | "redeemed"; coupon: TillCoupon }
  | { kind: "used" | "undone"; coupon: TillCoupon }
  | { kind: "expired" | "wrong-business" | "unknown" | "refused"; message: string };

/**
 * A till call's answer: every refusal the backend defines becomes a result; anything else stays a
 * failure. Of the two 403s, a coupon of another business is `reason: "wrong-business"`; someone of
 * no business ("not-a-member") is refused with its own message.
 */
function tillAnswer(result: ApiResult<Answer<"redeemCoupon">>, success: "valid" | "redeemed"): TillAnswer | ApiFailure {
  if (result.ok) return { kind: success, coupon: toTillCoupon(result.body.data) };
  if (result.outcome === "conflict" && result.data) return { kind: "used", coupon: toTillCoupon(result.data as Schema<"TillCoupon">) };
  const { message } = result;
  if (!message) return result;
  if (result.outcome === "gone") return { kind: "expired", message };
  if (result.outcome === "not-found") return { kind: "unknown", message };
  if (result.outcome === "forbidden") return { kind: result.reason === "wrong-business" ? "wrong-business" : "refused", message };
  return result;
}

/** The coupon a typed code names, without redeeming it: the confirmation's offer and holder. */
export const checkCoupon = async (code: string) =>
  tillAnswer(await callApi<Answer<"checkCoupon">>(v1`coupons/check`, { json: { code } satisfies RequestJson<"checkCoupon"> }), "valid");

/** Redeems it: exactly one of any number of tills wins. */
export const redeemCoupon = async (code: string) =>
  tillAnswer(
    await callApi<Answer<"redeemCoupon">>(v1`coupons/redeem`, { json: { code } satisfies RequestJson<"redeemCoupon"> }),
    "redeemed",
  );

/** Takes a redemption back (an owner, or the member who redeemed it, within 10 minutes). */
export const undoRedemption = (couponId: number) =>
  mapped(callApi<Answer<"undoRedemption">>(v1`coupons/redemptions/${couponId}`, { method: "DELETE" }), (body) => toTillCoupon(body.data));

/**
 * The coupon a scanned QR link's token names; `coupon` is null unless this member's business
 * issued it. A token not in the coupon token's format names none: the 404 of an unknown token,
 * without a request.
 */
export const scannedCoupon = async (token: string) =>
  isCouponToken(token)
    ? mapped(callApi<Answer<"getScannedCoupon">>(v1`coupons/scan/${token}`), (body) => ({
        valid: body.data.valid,
        coupon: body.data.coupon && toTillCoupon(body.data.coupon),
      }))
    : PATH_REFUSED;

export const addMember = (businessId: number, email: string) =>
  mapped(
    callApi<Answer<"addMember">>(v1`businesses/${businessId}/members`, { json: { email } satisfies RequestJson<"addMember"> }),
    (body) => body.message,
  );

export const removeMember = (businessId: number, userId: number) =>
  mapped(callApi<Answer<"removeMember">>(v1`businesses/${businessId}/members/${userId}`, { method: "DELETE" }), (body) => body.message);
