import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, okResponse } from "../../lib/envelope";
import { idParam, noAuth } from "../../lib/router";
import { placeSchema } from "../states/json";

const tags = ["Places"];

const placesResponse = (description: string) => okResponse(z.object({ data: z.array(placeSchema) }), `${description} Cacheable for a day.`);

export const listCountries = createRoute({
  method: "get",
  path: "/helpers/countries",
  operationId: "listCountries",
  summary: "List every country",
  security: noAuth,
  tags,
  description: "Public.",
  responses: { 200: placesResponse("Every country by name, under data.data.") },
});

export const listStates = createRoute({
  method: "get",
  path: "/helpers/countries/{country}/states",
  operationId: "listCountryStates",
  summary: "List a country's states",
  security: noAuth,
  tags,
  description: "Public.",
  request: { params: z.object({ country: idParam }) },
  responses: { 200: placesResponse("The country's states by name, under data.data."), ...errorResponses(404) },
});
