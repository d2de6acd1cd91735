"use client";

import { toPage, toProfileReview } from "@/lib/api/shapes";
import type { Answer } from "@/lib/api/wire";
import { callApi, mapped, v1 } from "./api";
import { cursorParams, type PageCursor } from "./use-paged";

/** Reviews written by a user ("by") or of the ads on their compliments ("to"); the viewer's own without `userId`. */
export type ReviewsKind = "by" | "to";
const paths = { by: v1`users/my-reviews`, to: v1`users/other-reviews` };

export function listProfileReviews(kind: ReviewsKind, userId: number | undefined, page: number, limit: number, cursor?: PageCursor) {
  const query = new URLSearchParams({
    page: String(page),
    limit: String(limit),
    ...(userId && { user_id: String(userId) }),
    ...cursorParams(cursor),
  });
  return mapped(callApi<Answer<"listMyReviews"> | Answer<"listReviewsOfMyAds">>(paths[kind], { query }), (b) => toPage(b, toProfileReview));
}
