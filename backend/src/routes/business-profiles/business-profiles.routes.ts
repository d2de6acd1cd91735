import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, jsonResponse, okSchema } from "../../lib/envelope";
import { integerQuery, paginatedSchema, paginationQuery } from "../../lib/pagination";
import { MAX_ID, noAuth } from "../../lib/router";
import { searchQuery } from "../../lib/search";
import { businessSchema } from "./json";

const tags = ["Ads"];

export const listBusinessProfiles = createRoute({
  method: "get",
  path: "/business-profiles",
  operationId: "listBusinessProfiles",
  summary: "List every business profile, or search them",
  description:
    "Public, as each ad's business is: a guest filters someone's favourite ads by business too. Without `search`, every " +
    "business; the business filter sends `search` (possibly empty) and gets one page (default 20) of the businesses whose " +
    "name contains it. `id` reads one business (a list of one, or empty), as a filter shows the one it has chosen.",
  tags,
  security: noAuth,
  request: {
    query: z.object({
      search: searchQuery,
      id: integerQuery("id", 1, MAX_ID).optional().openapi({ description: "Only this business." }),
      ...paginationQuery,
    }),
  },
  responses: {
    200: jsonResponse(
      z.union([okSchema(z.array(businessSchema)), paginatedSchema(businessSchema)]),
      "Every business profile by name, or with search one page of the matching ones.",
    ),
    ...errorResponses(422),
  },
});
