"use client";

import { toPage, toReview, type Page, type Review } from "@/lib/api/shapes";
import type { Answer, RequestJson } from "@/lib/api/wire";
import { callApi, mapped, v1, type ApiResult } from "./api";
import { cursorParams, type PageCursor } from "./use-paged";

/** Spec §8's fallbacks for a review: `failed` when the answer is not OK, `error` when none came. */
export const reviewFailures = { failed: "Failed to submit review", error: "Error submitting review" } as const;

/** One page of the reviews of an ad sent with a compliment; an ad shown without one has none. */
export async function adReviews(
  complimentAdId: number | undefined,
  page: number,
  limit: number,
  cursor?: PageCursor,
): Promise<ApiResult<Page<Review>>> {
  if (!complimentAdId) return { ok: true, status: 200, body: { items: [], page: 1, lastPage: 1, perPage: limit, total: 0 } };
  const query = new URLSearchParams({ page: String(page), limit: String(limit), ...cursorParams(cursor) });
  return mapped(callApi<Answer<"listAdReviews">>(v1`compliments/ads/reviews/${complimentAdId}`, { query }), (body) =>
    toPage(body, toReview),
  );
}

/**
 * Reviews the ad. A guest's 401 comes back to the caller (the screen asks them to log in first);
 * an expired session's goes through the one 401 path.
 */
export const submitReview = (complimentAdId: number, review: string, { guest }: { guest: boolean }) =>
  callApi<Answer<"createAdReview">>(v1`compliments/ads/reviews`, {
    json: { compliment_ad_id: complimentAdId, review } satisfies RequestJson<"createAdReview">,
    noAnswer: reviewFailures.error,
    unauthenticated: guest ? "caller" : "redirect",
  });
