import "server-only";
import { isCouponToken } from "@/common/coupons/coupon-token";
import type { RedemptionLogFilter } from "@/common/validations/business";
import { logQuery } from "@/lib/redemption-log-query";
import { toBusinessDetails, toOwnAd } from "./business-shapes";
import { backendJson, BackendError } from "./client";
import { toPage, toTillCoupon } from "./shapes";
import type { Answer, Paged } from "./wire";

export type Membership = Answer<"listMemberships">["data"][number];

export const listMemberships = async (token: string) => (await backendJson<Answer<"listMemberships">>("/v1/businesses", { token })).data;

/** One offer's figures for its owners, with its coupons issued and redeemed per day in the shop's zone. */
export type OfferResult = {
  offerId: number;
  adTitle: string;
  name: string;
  status: "draft" | "live" | "paused" | "ended";
  totalCap: number | null;
  issued: number;
  redeemed: number;
  expired: number;
  voided: number;
  remaining: number | null;
  redemptionRate: number | null;
  days: Array<{ day: string; issued: number; redeemed: number }>;
};

export type OfferResults = { timeZone: string; offers: OfferResult[] };

export async function getOfferResults(token: string, businessId: number): Promise<OfferResults> {
  const { data } = await backendJson<Answer<"getOfferResults">>(`/v1/businesses/${businessId}/offer-results`, { token });
  return {
    timeZone: data.time_zone,
    offers: data.offers.map((o) => ({
      offerId: o.offer_id,
      adTitle: o.ad.title,
      name: o.name,
      status: o.status,
      totalCap: o.total_cap,
      issued: o.issued,
      redeemed: o.redeemed,
      expired: o.expired,
      voided: o.voided,
      remaining: o.remaining,
      redemptionRate: o.redemption_rate,
      days: o.days,
    })),
  };
}

export const listMembers = async (token: string, businessId: number) =>
  (await backendJson<Answer<"listMembers">>(`/v1/businesses/${businessId}/members`, { token })).data;

export const listInvitations = async (token: string, businessId: number) =>
  (await backendJson<Answer<"listInvitations">>(`/v1/businesses/${businessId}/invitations`, { token })).data.map((i) => ({
    email: i.email,
    invitedBy: i.invited_by,
  }));

export type BusinessSummary = Answer<"getBusinessSummary">["data"];

/** Coupons redeemed today and this week, in the shop's time zone. */
export const getBusinessSummary = async (token: string, businessId: number) =>
  (await backendJson<Answer<"getBusinessSummary">>(`/v1/businesses/${businessId}/summary`, { token })).data;

/** One page of the redemption log, filtered (days in the shop's zone, part of a code). */
export async function listAttempts(token: string, businessId: number, filter: RedemptionLogFilter, page: number) {
  const query = logQuery(filter, page);
  const json = await backendJson<Paged<Answer<"listCouponAttempts">>>(`/v1/businesses/${businessId}/attempts${query ? `?${query}` : ""}`, {
    token,
  });
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

/** The business's details, for its people. */
export const getBusiness = async (token: string, businessId: number) =>
  toBusinessDetails((await backendJson<Answer<"getBusiness">>(`/v1/businesses/${businessId}`, { token })).data);

/** The business's ads with their offers and review state, newest first (owners). */
export const listBusinessAds = async (token: string, businessId: number) =>
  (await backendJson<Answer<"listBusinessAds">>(`/v1/businesses/${businessId}/ads`, { token })).data.map(toOwnAd);

/** One ad of the business, as its owner edits it; another business's is the 404 page. */
export const getBusinessAd = async (token: string, businessId: number, adId: number) =>
  toOwnAd((await backendJson<Answer<"getBusinessAd">>(`/v1/businesses/${businessId}/ads/${adId}`, { token })).data);

/** The business the user owns, if any: the one whose ads they make and edit. */
export const ownedBusiness = async (token: string) => (await listMemberships(token)).find((m) => m.role === "owner") ?? null;
