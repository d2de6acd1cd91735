import { OpenAPIHono, z } from "@hono/zod-openapi";
import { fieldErrors } from "../../../lib/validations/auth";
import { validationError } from "./errors";
import type { AuthUser } from "./auth";

export type AppEnv = { Variables: { user: AuthUser; tokenId: number } };

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

export const errorResponses = (...statuses: Array<401 | 403 | 404 | 422 | 429>) =>
  Object.fromEntries(statuses.map((s) => [s, jsonResponse(errorSchema, errorDescriptions[s])]));

const errorDescriptions = {
  401: "Unauthenticated.",
  403: "Forbidden.",
  404: "Not found.",
  422: "Validation failed; `errors` holds the messages per field.",
  429: "Too many attempts; see Retry-After.",
} as const;

export const bearerAuth = [{ bearerAuth: [] }];
