import { createRoute, z } from "@hono/zod-openapi";
import { paginatedSchema, paginationQuery } from "../../lib/pagination";
import { errorResponses, jsonResponse } from "../../lib/envelope";
import { bearerAuth } from "../../lib/router";
import { personSchema } from "../users/json";

const tags = ["Connections"];

export const myConnections = createRoute({
  method: "get",
  path: "/users/my-connections",
  operationId: "listConnections",
  summary: "List the people the user is connected with",
  tags,
  security: bearerAuth,
  description: "A claim or a reply connects the author and the other user, both ways.",
  request: { query: z.object(paginationQuery) },
  responses: {
    200: jsonResponse(paginatedSchema(personSchema), "One page (default 5) of the people the user is connected with, newest first."),
    ...errorResponses(401, 422),
  },
});
