import { createRoute, z } from "@hono/zod-openapi";
import { integerQuery, paginatedSchema, paginationQuery } from "../../lib/pagination";
import {
  bearerAuth, errorResponses, flagQuery, idParam, jsonResponse, MAX_ID, optionalBearerAuth,
} from "../../lib/router";
import { adSchema } from "../compliments/json";
import { adPageSchema } from "./json";

const tags = ["Ads"];

export const listAds = createRoute({
  method: "get", path: "/ads", tags, security: bearerAuth,
  request: {
    query: z.object({
      paginated: flagQuery.openapi({ description: "1: one page (default 6 ads) instead of every ad." }),
      is_favorite: flagQuery.openapi({ description: "1: only the current user's favourites." }),
      business_profile_id: integerQuery("business_profile_id", 1, MAX_ID).optional(),
      ...paginationQuery,
    }),
  },
  responses: {
    200: jsonResponse(
      z.union([
        z.object({ success: z.literal(true), message: z.string(), data: z.array(adSchema) }),
        paginatedSchema(adSchema),
      ]),
      "Every ad by business and title, or with paginated=1 one page of them.",
    ),
    ...errorResponses(401, 422),
  },
});

export const showAd = createRoute({
  method: "get", path: "/ads/{adId}", tags, security: optionalBearerAuth,
  description: "Public: the ad page. `is_favorite` is the viewer's (false for guests).",
  request: {
    params: z.object({ adId: idParam }),
    query: z.object({
      compliment_id: integerQuery("compliment_id", 1, MAX_ID).optional().openapi({
        description: "The compliment the page was opened from; answered as `compliment` (its id, author, " +
          "compliment_ad_id and ad ids; never its code, text, recipient or note) when it carries this ad.",
      }),
      device_id: z.string().optional().openapi({ description: "Accepted for the original client; ad pages count no views." }),
    }),
  },
  responses: {
    200: jsonResponse(
      z.object({ success: z.literal(true), message: z.string(), data: adPageSchema }),
      "The ad with its business, the business's other ads, the compliment without any of its secrets (or null) and the coupon's QR code (or null).",
    ),
    ...errorResponses(404, 422),
  },
});

export const toggleFavorite = createRoute({
  method: "post", path: "/ads/{id}/toggle-favorite", tags, security: bearerAuth,
  request: { params: z.object({ id: idParam }) },
  responses: {
    200: jsonResponse(
      z.object({ success: z.literal(true), message: z.string(), data: z.object({ is_favorite: z.boolean() }) }),
      "Added to the user's favourites, or removed; `is_favorite` is the new state.",
    ),
    ...errorResponses(401, 404),
  },
});
