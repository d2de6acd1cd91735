import { OpenAPIHono, z } from "@hono/zod-openapi";
import { fieldErrors } from "../../../lib/validations/auth";
import { validationError } from "./errors";
import type { AuthUser } from "./auth";

/** `user` and `tokenId` are set by requireAuth; `viewer` by optionalAuth (null for a guest). */
export type AppEnv = { Variables: { user: AuthUser; tokenId: number; viewer: AuthUser | null } };

/** Every resource router: validation failures become Laravel's 422 with an `errors` map. */
export const createRouter = () =>
  new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(fieldErrors(result.error));
    },
  });

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

export const errorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export const errorResponses = (...statuses: Array<400 | 401 | 403 | 404 | 422 | 429>) =>
  Object.fromEntries(statuses.map((s) => [s, jsonResponse(errorSchema, errorDescriptions[s])]));

const errorDescriptions = {
  400: "The request cannot be carried out in the resource's current state.",
  401: "Unauthenticated.",
  403: "Forbidden.",
  404: "Not found.",
  422: "Validation failed; `errors` holds the messages per field.",
  429: "Too many attempts; see Retry-After.",
} as const;

export const bearerAuth = [{ bearerAuth: [] }];
/** A token is accepted but not required. */
export const optionalBearerAuth: Array<Record<string, string[]>> = [{}, { bearerAuth: [] }];

/** The largest value of an integer (serial) id column. */
export const MAX_ID = 2_147_483_647;

/**
 * A record id in a path. Anything but digits within the id column's range names no record and
 * reads as 0, which no row has, so a malformed id is answered like an unknown one: 404.
 */
export const idParam = z.string().openapi({ pattern: "^[0-9]+$", example: "42" })
  .transform((raw) => (/^\d{1,10}$/.test(raw) && Number(raw) <= MAX_ID ? Number(raw) : 0));

/** A Laravel-style boolean query flag: "1", "true", "on" or "yes" is on; anything else, or nothing, is off. */
export const flagQuery = z.string().optional().openapi({ enum: ["1", "0"] })
  .transform((raw) => raw !== undefined && ["1", "true", "on", "yes"].includes(raw.toLowerCase()));
