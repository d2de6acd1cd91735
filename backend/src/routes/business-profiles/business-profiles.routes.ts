import { createRoute, z } from "@hono/zod-openapi";
import { okResponse } from "../../lib/envelope";
import { noAuth } from "../../lib/router";
import { businessSchema } from "./json";

const tags = ["Ads"];

export const listBusinessProfiles = createRoute({
  method: "get",
  path: "/business-profiles",
  operationId: "listBusinessProfiles",
  summary: "List every business profile",
  description: "Public, as each ad's business is: a guest filters someone's favourite ads by business too.",
  tags,
  security: noAuth,
  responses: {
    200: okResponse(z.array(businessSchema), "Every business profile, by name."),
  },
});
