import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, idParam, jsonResponse } from "../../lib/router";
import { stateSchema } from "./json";

const tags = ["Places"];

export const showState = createRoute({
  method: "get", path: "/states/{id}", tags,
  description: "Public.",
  request: { params: z.object({ id: idParam }) },
  responses: {
    200: jsonResponse(z.object({ success: z.literal(true), message: z.string(), state: stateSchema }), "The state and its country."),
    ...errorResponses(404),
  },
});
