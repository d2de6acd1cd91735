import { createRoute, z } from "@hono/zod-openapi";
import { reviewSchema } from "@/common/validations/review";
import { keysetQuery } from "../../lib/keyset";
import { paginatedSchema, paginationQuery } from "../../lib/pagination";
import { errorResponses, errorSchema, jsonResponse, okResponse } from "../../lib/envelope";
import { bearerAuth, idParam, jsonBody, optionalBearerAuth } from "../../lib/router";
import { adReviewSchema } from "./json";

const tags = ["Reviews"];

export const listReviews = createRoute({
  method: "get",
  path: "/compliments/ads/reviews/{compliment_ad_id}",
  operationId: "listAdReviews",
  summary: "List the reviews of an ad on a compliment",
  tags,
  security: optionalBearerAuth,
  description:
    "For those who hold the compliment's code (its author, its claimer, a user who looked it up by code): its reviewers " +
    "can only be its author and its claimer. Anyone else, guests included, gets the 404 of an unknown id. " +
    "`is_owner` marks the viewer's own reviews. Reviews carry no compliment code, text or recipient.",
  request: { params: z.object({ compliment_ad_id: idParam }), query: z.object({ ...paginationQuery, ...keysetQuery }) },
  responses: {
    200: jsonResponse(paginatedSchema(adReviewSchema), "One page (default 5) of the reviews of this ad on this compliment, newest first."),
    ...errorResponses(404, 422),
  },
});

export const createReview = createRoute({
  method: "post",
  path: "/compliments/ads/reviews",
  operationId: "createAdReview",
  summary: "Review an ad on a compliment",
  tags,
  security: bearerAuth,
  description: "Only the compliment's author and its claimer may review its ads. Limited to 10 reviews a minute per user.",
  request: jsonBody(reviewSchema, { compliment_ad_id: 3, review: "Friendly staff and the coupon worked." }),
  responses: {
    201: okResponse(adReviewSchema, "Written."),
    ...errorResponses(401, 404, 413, 422, 429),
    403: jsonResponse(errorSchema, "The user neither wrote nor claimed the compliment."),
  },
});
