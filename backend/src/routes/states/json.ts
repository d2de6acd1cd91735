import { z } from "@hono/zod-openapi";

export const placeSchema = z.object({ id: z.number().int(), name: z.string() });

export const stateSchema = placeSchema.extend({ country: placeSchema }).openapi("State");

export type StateJson = z.infer<typeof stateSchema>;
