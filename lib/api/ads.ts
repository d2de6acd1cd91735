import "server-only";
import { backendJson } from "./client";
import { toAd, toAdDetail, toBusiness, toPage, toReview } from "./shapes";
import type { Answer, Paged } from "./wire";

export async function getAdDetail(adId: number, complimentId: number | undefined, token?: string) {
  const query = complimentId ? `?compliment_id=${complimentId}` : "";
  return toAdDetail((await backendJson<Answer<"getAd">>(`/v1/ads/${adId}${query}`, { token })).data);
}

/** One business profile, or undefined when there is none with this id: public, so no token. */
export async function getBusiness(id: number) {
  const found = (await backendJson<Answer<"listBusinessProfiles">>(`/v1/business-profiles?id=${id}`)).data.map(toBusiness);
  return found[0];
}

export async function listAdsPage(token: string, q: { page: number; limit: number; favourites: boolean; businessId?: number }) {
  const query = new URLSearchParams({
    paginated: "1",
    page: String(q.page),
    limit: String(q.limit),
    ...(q.favourites && { is_favorite: "1" }),
    ...(q.businessId && { business_profile_id: String(q.businessId) }),
  });
  return toPage(await backendJson<Paged<Answer<"listAds">>>(`/v1/ads?${query}`, { token }), toAd);
}

export async function listReviews(complimentAdId: number, page: number, limit: number, token?: string) {
  const json = await backendJson<Answer<"listAdReviews">>(`/v1/compliments/ads/reviews/${complimentAdId}?page=${page}&limit=${limit}`, {
    token,
  });
  return toPage(json, toReview);
}
