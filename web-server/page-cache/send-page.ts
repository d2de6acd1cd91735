import type { IncomingMessage, ServerResponse } from "node:http";
import { contentSecurityPolicy, newNonce, securityHeaderFields } from "../../lib/security-headers.mjs";
import { BACK_FORWARD_CACHE_CONTROL } from "./back-forward";
import type { CachedPage } from "./page-store";

/**
 * Sends a page rendered for guests with a fresh nonce in place of the one it was rendered with,
 * and the headers Next would have given it. `headers` adds to them (a cookie, a redirect).
 */
export function sendGuestPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage & { status: number },
  headers: Record<string, string | string[]> = {},
) {
  const nonce = newNonce();
  res.writeHead(page.status, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": contentSecurityPolicy(nonce, false),
    // Never kept by shared caches (each answer has its own nonce), but kept for Back and Forward.
    "Cache-Control": BACK_FORWARD_CACHE_CONTROL,
    ...securityHeaderFields,
    ...headers,
  });
  res.end(req.method === "HEAD" ? undefined : page.html.replaceAll(page.nonce, nonce));
}
