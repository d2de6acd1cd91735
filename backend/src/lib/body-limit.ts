import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { payloadTooLarge } from "./errors";

/**
 * Refuses a body over `maxSize` bytes with 413 before anything parses it, whether its size is
 * declared (Content-Length) or it is streamed. Paths in `except` (a path, or a pattern of paths) set their own limit.
 */
export function limitBodies(maxSize: number, { except = [] }: { except?: Array<string | RegExp> } = {}) {
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw payloadTooLarge();
    },
  });
  const own = (path: string) => except.some((e) => (typeof e === "string" ? e === path : e.test(path)));
  return createMiddleware((c, next) => (own(c.req.path) ? next() : limit(c, next)));
}
