import "server-only";
import { isCouponToken } from "@/common/coupons/coupon-token";
import { backendJson, BackendError } from "./client";
import { toPage, toTillCoupon } from "./shapes";
import type { Answer, Paged } from "./wire";

export type Membership = Answer<"listMemberships">["data"][number];

export const listMemberships = async (token: string) => (await backendJson<Answer<"listMemberships">>("/v1/businesses", { token })).data;

export const getCouponReport = async (token: string, businessId: number) =>
  (await backendJson<Answer<"getCouponReport">>(`/v1/businesses/${businessId}/report`, { token })).data;

export const listMembers = async (token: string, businessId: number) =>
  (await backendJson<Answer<"listMembers">>(`/v1/businesses/${businessId}/members`, { token })).data;

export async function listAttempts(token: string, businessId: number, page: number) {
  const json = await backendJson<Paged<Answer<"listCouponAttempts">>>(`/v1/businesses/${businessId}/attempts?page=${page}`, { token });
  return toPage(json, (a) => a);
}

/** What a coupon's QR link shows this viewer; null for a token that names no coupon. */
export async function scanCoupon(couponToken: string, token?: string) {
  if (!isCouponToken(couponToken)) return null;
  try {
    const { data } = await backendJson<Answer<"getScannedCoupon">>(`/v1/coupons/scan/${couponToken}`, { token });
    return { valid: data.valid, coupon: data.coupon && toTillCoupon(data.coupon) };
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) return null;
    throw error;
  }
}
