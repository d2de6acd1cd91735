import { OpenAPIHono, z, type RouteConfig } from "@hono/zod-openapi";
import { fieldErrors } from "@/common/validations/auth";
import type { AppEnv } from "./app-env";
import { errorSchema, jsonResponse } from "./envelope";
import { validationError } from "./errors";

/**
 * Every resource router: validation failures become Laravel's 422 with an `errors` map. zod-openapi puts
 * a Content-Type gate and a parser before every route with a body; its `openapi` here also declares
 * what they answer (`bodyRefusals`), so no operation can leave that out. Its types stay the library's.
 */
export const createRouter = () => {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(fieldErrors(result.error));
    },
  });
  const openapi = router.openapi;
  router.openapi = ((route: RouteConfig, handler: never, hook?: never) =>
    openapi({ ...route, responses: { ...bodyRefusals(route), ...route.responses } }, handler, hook)) as typeof openapi;
  return router;
};

/** The answer to a JSON body that does not parse, before any validation. */
export const MALFORMED_JSON = "The body is not valid JSON.";

/**
 * What zod-openapi answers, before the handler, to the body of a route that takes one: 415 to a
 * Content-Type the route does not declare (or a body without one), 400 to a body of its type that
 * does not parse. A route's own description of either status wins.
 */
function bodyRefusals({ request }: RouteConfig): RouteConfig["responses"] {
  const types = Object.keys(request?.body?.content ?? {});
  if (types.length === 0) return {};
  const unreadable = types.includes("application/json") ? MALFORMED_JSON : "The form data cannot be read.";
  return {
    400: jsonResponse(errorSchema, unreadable),
    415: jsonResponse(errorSchema, `The body is not sent as ${types.join(" or ")}.`),
  };
}

/**
 * A JSON request body of this schema, with the example the document shows. The example must pass the
 * schema itself (refinements included), so the document never shows a request the API refuses.
 */
export const jsonBody = <T extends z.core.$ZodType>(schema: T, example: z.input<T>) => {
  const checked = z.safeParse(schema, example);
  if (!checked.success) throw new Error(`A request body example fails its schema: ${checked.error.message}`);
  // A schema of common/ written with zod/mini (the forms a guest's page checks) is the same schema
  // to the router and the document: both read zod's core (`def`, `safeParseAsync`), not classic's methods.
  const body = schema as unknown as z.ZodType<z.output<T>, z.input<T>>;
  return { body: { content: { "application/json": { schema: body, example } }, required: true } };
};

export const bearerAuth = [{ bearerAuth: [] }];
/** Public: no token is read. */
export const noAuth: Array<Record<string, string[]>> = [];
/** A token is accepted but not required. */
export const optionalBearerAuth: Array<Record<string, string[]>> = [{}, { bearerAuth: [] }];

/** The largest value of an integer (serial) id column. */
export const MAX_ID = 2_147_483_647;

/**
 * A record id in a path. Anything but digits within the id column's range names no record and
 * reads as 0, which no row has, so a malformed id is answered like an unknown one: 404.
 */
export const idParam = z
  .string()
  .openapi({ pattern: "^[0-9]+$", example: "42" })
  .transform((raw) => (/^\d{1,10}$/.test(raw) && Number(raw) <= MAX_ID ? Number(raw) : 0));

/** A Laravel-style boolean query flag: "1", "true", "on" or "yes" is on; anything else, or nothing, is off. */
export const flagQuery = z
  .string()
  .optional()
  .openapi({ enum: ["1", "0"] })
  .transform((raw) => raw !== undefined && ["1", "true", "on", "yes"].includes(raw.toLowerCase()));
