import { createRoute, z } from "@hono/zod-openapi";
import { integerQuery, paginatedSchema, paginationQuery } from "../../lib/pagination";
import { errorResponses, jsonResponse, okResponse, okSchema } from "../../lib/envelope";
import { bearerAuth, flagQuery, idParam, MAX_ID, optionalBearerAuth } from "../../lib/router";
import { searchQuery } from "../../lib/search";
import { adSchema } from "./ad-json";
import { adPageSchema } from "./json";

const tags = ["Ads"];

export const USER_ID_NEEDS_FAVORITES = "The user id field is prohibited unless is favorite is 1.";

export const listAds = createRoute({
  method: "get",
  path: "/ads",
  operationId: "listAds",
  summary: "List ads, or a user's favourite ads",
  tags,
  security: optionalBearerAuth,
  description:
    "For signed-in users (401 without a token), except another user's favourites: with `is_favorite=1&user_id={id}` " +
    "anyone, guests included, gets user {id}'s favourite ads, as profile dashboards show them. An unknown user has none: an " +
    "empty list, not 404. `is_favorite` on each ad is always the viewer's own (false for guests), whoever's favourites are listed. " +
    "Ad selectors send `search` (possibly empty): one page (default 20) of the ads whose title or business name contains it.",
  request: {
    query: z.object({
      paginated: flagQuery.openapi({ description: "1: one page (default 6 ads) instead of every ad." }),
      is_favorite: flagQuery.openapi({ description: "1: only favourites: the current user's, or with `user_id` that user's." }),
      user_id: integerQuery("user_id", 1, MAX_ID).optional().openapi({
        description: "With is_favorite=1 only (else 422): list this user's favourites instead of the current user's. Public.",
      }),
      business_profile_id: integerQuery("business_profile_id", 1, MAX_ID).optional(),
      search: searchQuery,
      ...paginationQuery,
    }),
  },
  responses: {
    200: jsonResponse(
      z.union([okSchema(z.array(adSchema)), paginatedSchema(adSchema)]),
      "Every ad by business and title, or with paginated=1 or search one page of them.",
    ),
    ...errorResponses(401, 422),
  },
});

export const showAd = createRoute({
  method: "get",
  path: "/ads/{adId}",
  operationId: "getAd",
  summary: "Get an ad page",
  tags,
  security: optionalBearerAuth,
  description:
    "Public: the ad page. `is_favorite` is the viewer's (false for guests). `compliment` is answered only to those " +
    "who hold the compliment's code (its author, its claimer, a user who looked it up by code with their token); " +
    "everyone else, guests included, gets the plain ad with `compliment: null`, so no id tells whose compliment it is.",
  request: {
    params: z.object({ adId: idParam }),
    query: z.object({
      compliment_id: integerQuery("compliment_id", 1, MAX_ID)
        .optional()
        .openapi({
          description:
            "The compliment the page was opened from; answered as `compliment` (its id, author, " +
            "compliment_ad_id and ad ids; never its code, text, recipient or note) when it carries this ad and the " +
            "viewer holds its code.",
        }),
      device_id: z.string().optional().openapi({ description: "Accepted for the original client; ad pages count no views." }),
    }),
  },
  responses: {
    200: okResponse(
      adPageSchema,
      "The ad with its business, the business's other ads, the compliment without any of its secrets (or null) and the coupon's QR code (or null).",
    ),
    ...errorResponses(404, 422),
  },
});

export const toggleFavorite = createRoute({
  method: "post",
  path: "/ads/{id}/toggle-favorite",
  operationId: "toggleFavoriteAd",
  summary: "Add an ad to the user's favourites, or remove it",
  tags,
  security: bearerAuth,
  request: { params: z.object({ id: idParam }) },
  responses: {
    200: okResponse(z.object({ is_favorite: z.boolean() }), "Added to the user's favourites, or removed; `is_favorite` is the new state."),
    ...errorResponses(401, 404),
  },
});
