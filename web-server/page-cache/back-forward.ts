import type { IncomingMessage, ServerResponse } from "node:http";
import { hasSessionCookie } from "../../lib/auth/own-navigation";
import { isProtected } from "../../lib/routes";

/** Never kept by shared caches, asked again on a fresh visit, restored as it was on Back and Forward. */
export const BACK_FORWARD_CACHE_CONTROL = "private, no-cache";

/**
 * Next answers every dynamic page `no-store`, which keeps it out of the browser's back/forward
 * cache. A guest's public page holds nothing private, so its `no-store` becomes
 * BACK_FORWARD_CACHE_CONTROL. Requests with a session keep `no-store`, so nothing of an account
 * comes back on Back after logging out; protected pages and the API are left alone.
 */
export function allowBackForward(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== "GET" && req.method !== "HEAD") return;
  const { pathname } = new URL(req.url ?? "/", "http://web");
  if (pathname.startsWith("/api/") || isProtected(pathname) || hasSessionCookie(req.headers.cookie)) return;
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) =>
    setHeader(name, name.toLowerCase() === "cache-control" && String(value).includes("no-store") ? BACK_FORWARD_CACHE_CONTROL : value);
}
