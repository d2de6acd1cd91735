import { createRoute, z } from "@hono/zod-openapi";
import { integerQuery, paginatedSchema, paginationQuery } from "../../lib/pagination";
import { bearerAuth, errorResponses, flagQuery, jsonResponse, MAX_ID } from "../../lib/router";
import { adSchema } from "../compliments/json";

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
