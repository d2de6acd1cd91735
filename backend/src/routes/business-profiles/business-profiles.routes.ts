import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, okResponse } from "../../lib/envelope";
import { bearerAuth } from "../../lib/router";
import { businessSchema } from "./json";

const tags = ["Ads"];

export const listBusinessProfiles = createRoute({
  method: "get",
  path: "/business-profiles",
  operationId: "listBusinessProfiles",
  summary: "List every business profile",
  tags,
  security: bearerAuth,
  responses: {
    200: okResponse(z.array(businessSchema), "Every business profile, by name."),
    ...errorResponses(401),
  },
});
