import { createRoute, z } from "@hono/zod-openapi";
import { bearerAuth, errorResponses, jsonResponse } from "../../lib/router";
import { businessSchema } from "./json";

const tags = ["Ads"];

export const listBusinessProfiles = createRoute({
  method: "get", path: "/business-profiles", tags, security: bearerAuth,
  responses: {
    200: jsonResponse(
      z.object({ success: z.literal(true), message: z.string(), data: z.array(businessSchema) }),
      "Every business profile, by name.",
    ),
    ...errorResponses(401),
  },
});
