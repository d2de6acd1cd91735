import { createHash, timingSafeEqual } from "node:crypto";

/**
 * The rule for both processes' `/internal/*` routes: a request is let in only when its
 * Authorization header is `Bearer <INTERNAL_TOKEN>`, whatever address it comes from (a reverse
 * proxy on the same host makes every request loopback). Compared as SHA-256 digests, which have
 * equal lengths, so the comparison takes the same time however much of the token a guess gets
 * right; with no token set nothing is let in.
 */
export function carriesInternalToken(authorization: string | null | undefined, token: string | undefined): boolean {
  if (!token || !authorization) return false;
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(authorization), digest(internalAuthorization(token)));
}

/** The Authorization header a web server (or an operator's scraper) sends to an internal route. */
export const internalAuthorization = (token: string) => `Bearer ${token}`;

/**
 * Whether a raw request target names an internal route under any spelling a server or a proxy
 * might fold: dot segments (`/v1/../internal`, `%2e%2e`), percent-encoded letters and slashes
 * (`/%69nternal`, `..%2finternal`), repeated slashes and letter case. Folding more than any router
 * does only widens what the token guards.
 */
export function isInternalPath(target: string): boolean {
  const path = foldedPath(target);
  return path === "/internal" || path.startsWith("/internal/");
}

/** A request target's path with every such spelling folded, in lower case. */
export function foldedPath(target: string): string {
  let path = target.split(/[?#]/)[0] ?? "";
  for (let i = 0; i < 3; i++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      // a malformed escape stays as it is
    }
    path = new URL(`http://fold${path.replace(/\\/g, "/").replace(/\/{2,}/g, "/")}`).pathname;
  }
  return path.toLowerCase();
}

/** Where a call to `/internal/user-stream` carries the user's own login token (Authorization holds the internal token). */
export const USER_TOKEN_HEADER = "x-user-token";
