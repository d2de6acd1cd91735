"use client";

import { toTillCoupon, type TillCoupon } from "@/lib/api/shapes";
import type { Answer, RequestJson, Schema } from "@/lib/api/wire";
import { isCouponToken } from "@/common/coupons/coupon-token";
import type { CloseBusinessInput } from "@/common/validations/business";
import { callApi, mapped, PATH_REFUSED, v1, type ApiFailure, type ApiResult } from "./api";

/** What the till shows after a look-up or a redemption. */
export type TillAnswer =
  | { kind: "valid" | "redeemed"; coupon: TillCoupon }
  | { kind: "used" | "undone" | "not-redeemed"; coupon: TillCoupon }
  | { kind: "expired" | "ended" | "wrong-business" | "unknown" | "refused"; message: string };

/**
 * A till call's answer: every refusal the backend defines becomes a result; anything else stays a
 * failure. Of the two 403s, a coupon of another business is `reason: "wrong-business"`; someone of
 * no business ("not-a-member") is refused with its own message. Of the two 410s, a coupon of an offer
 * ended with "void" is `reason: "offer-ended"`, an expired one has none.
 */
function tillAnswer(result: ApiResult<Answer<"redeemCoupon">>, success: "valid" | "redeemed"): TillAnswer | ApiFailure {
  if (result.ok) return { kind: success, coupon: toTillCoupon(result.body.data) };
  if (result.outcome === "conflict" && result.data) return { kind: "used", coupon: toTillCoupon(result.data as Schema<"TillCoupon">) };
  const { message } = result;
  if (!message) return result;
  if (result.outcome === "gone") return { kind: result.reason === "offer-ended" ? "ended" : "expired", message };
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

/** Withdraws a waiting invitation to join the staff: its answer is the status message. */
export const withdrawInvitation = (businessId: number, email: string) =>
  mapped(
    callApi<Answer<"deleteInvitation">>(v1`businesses/${businessId}/invitations`, {
      method: "DELETE",
      json: { email } satisfies RequestJson<"deleteInvitation">,
    }),
    (body) => body.message,
  );

export const removeMember = (businessId: number, userId: number) =>
  mapped(callApi<Answer<"removeMember">>(v1`businesses/${businessId}/members/${userId}`, { method: "DELETE" }), (body) => body.message);

/** Makes a staff member an owner (hands the business over): its answer is the status message. */
export const makeOwner = (businessId: number, userId: number) =>
  mapped(
    callApi<Answer<"updateMemberRole">>(v1`businesses/${businessId}/members/${userId}`, {
      method: "PATCH",
      json: { role: "owner" } satisfies RequestJson<"updateMemberRole">,
    }),
    (body) => body.message,
  );

/** Closes the business for good after the owner's password; a wrong one is `invalid` with the field's message. */
export const closeBusiness = (businessId: number, input: CloseBusinessInput) =>
  mapped(
    callApi<Answer<"deleteBusiness">>(v1`businesses/${businessId}`, {
      method: "DELETE",
      json: input satisfies RequestJson<"deleteBusiness">,
    }),
    (body) => body.message,
  );
