"use client";

import { toAd, toPage } from "@/lib/api/shapes";
import type { Answer, Paged } from "@/lib/api/wire";
import { callApi, mapped, v1 } from "./api";

/**
 * One page of a user's favourite ads, of one business when `businessId` is given: the viewer's own
 * without `userId`, else that user's (public on their dashboard; each ad's `isFavorite` stays the
 * viewer's). A guest's 401 is theirs to show (`guest`), not an ended session.
 */
export function listFavouriteAds(
  { userId, businessId, guest }: { userId?: number; businessId?: number; guest?: boolean },
  page: number,
  limit: number,
) {
  const query = new URLSearchParams({
    paginated: "1",
    is_favorite: "1",
    page: String(page),
    limit: String(limit),
    ...(userId && { user_id: String(userId) }),
    ...(businessId && { business_profile_id: String(businessId) }),
  });
  return mapped(callApi<Paged<Answer<"listAds">>>(v1`ads`, { query, ...(guest && { unauthenticated: "caller" }) }), (b) => toPage(b, toAd));
}
