import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { BODY_TOO_LARGE } from "@/common/messages";
import { isRefusedData, isStatementTimeout } from "../db/errors";
import { failed, type Reason } from "./envelope";
import { log } from "./log";
import { routeTemplate } from "./request-log";

/** An error whose message is safe to show to the client. */
export class ApiError extends Error {
  /** The refusal's stable name, where a screen branches on it (`because`). */
  reason?: Reason;

  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  /** This error, answered with `reason`. */
  because(reason: Reason): this {
    this.reason = reason;
    return this;
  }
}

export const unauthenticated = () => new ApiError(401, "Unauthenticated.");
export const notFound = (what = "Resource") => new ApiError(404, `${what} not found.`);
export const payloadTooLarge = () => new ApiError(413, BODY_TOO_LARGE);

/** What a request whose statement ran past the timeout answers. */
export const SERVER_BUSY = "The server is busy. Please try again in a moment.";

/** Laravel's message for a 422 without a better one. */
const INVALID_DATA = "The given data was invalid.";

/** Laravel's 422: the first message, with a count of the others, and every field's messages. */
export function validationError(errors: Record<string, string[]>): ApiError {
  const all = Object.values(errors).flat();
  const more = all.length - 1;
  const message = more > 0 ? `${all[0]} (and ${more} more error${more > 1 ? "s" : ""})` : all[0];
  return new ApiError(422, message ?? INVALID_DATA, errors);
}

export function errorResponse(error: unknown, c: Context): Response {
  if (error instanceof ApiError) {
    return c.json(failed(error.message, error.errors, error.reason), error.status, error.headers);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(failed(error.message || "Bad Request"), error.status);
  }
  // The last line behind validation: a value the database cannot take is the client's error. Logged, as the schema should have caught it.
  // The route's template, never its path: a path carries codes.
  const request = { method: c.req.method, route: routeTemplate(c) };
  if (isRefusedData(error)) {
    log().warn({ ...request, err: error }, "The database refused a value");
    return c.json(failed(INVALID_DATA), 422);
  }
  // A read that ran past the statement timeout: the server is busy, not broken, and the same request may pass in a moment.
  if (isStatementTimeout(error)) {
    log().warn(request, "A statement ran past the statement timeout");
    return c.json(failed(SERVER_BUSY), 503, { "Retry-After": "1" });
  }
  log().error({ ...request, err: error }, "Request failed");
  return c.json(failed("Server Error"), 500);
}
