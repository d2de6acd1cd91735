import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, idParam, jsonResponse } from "../../lib/router";
import { placeSchema } from "../states/json";

const tags = ["Places"];

const placesResponse = (description: string) => jsonResponse(
  z.object({ success: z.literal(true), message: z.string(), data: z.object({ data: z.array(placeSchema) }) }),
  `${description} Cacheable for a day.`,
);

export const listCountries = createRoute({
  method: "get", path: "/helpers/countries", tags,
  description: "Public.",
  responses: { 200: placesResponse("Every country by name, under data.data.") },
});

export const listStates = createRoute({
  method: "get", path: "/helpers/countries/{country}/states", tags,
  description: "Public.",
  request: { params: z.object({ country: idParam }) },
  responses: { 200: placesResponse("The country's states by name, under data.data."), ...errorResponses(404) },
});
