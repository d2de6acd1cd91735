import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { payloadTooLarge } from "./errors";

/**
 * Refuses a body over `maxSize` bytes with 413 before anything parses it, whether its size is
 * declared (Content-Length) or it is streamed. Paths in `except` set their own limit.
 */
export function limitBodies(maxSize: number, { except = [] }: { except?: string[] } = {}) {
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw payloadTooLarge();
    },
  });
  const own = new Set(except);
  return createMiddleware((c, next) => (own.has(c.req.path) ? next() : limit(c, next)));
}
