import { createRoute, z } from "@hono/zod-openapi";
import { doneSchema, errorResponses, jsonResponse } from "../../lib/envelope";
import { idParam, noAuth } from "../../lib/router";
import { stateSchema } from "./json";

const tags = ["Places"];

export const showState = createRoute({
  method: "get",
  path: "/states/{id}",
  operationId: "getState",
  summary: "Get a state and its country",
  security: noAuth,
  tags,
  description: "Public.",
  request: { params: z.object({ id: idParam }) },
  responses: {
    200: jsonResponse(doneSchema.extend({ state: stateSchema }), "The state and its country."),
    ...errorResponses(404),
  },
});
