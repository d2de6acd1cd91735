import type { IncomingMessage, ServerResponse } from "node:http";
import { hasSessionCookie } from "../../lib/auth/own-navigation";
import { deviceOf } from "../../lib/device-id";
import { newNonce } from "../../lib/security-headers.mjs";
import type { PageStore } from "./page-store";
import { scriptsAfterPaintDocument } from "./scripts-after-paint";
import { renderSelf } from "./self-render";
import { sendGuestPage } from "./send-page";

/** Requests Next answers with something other than the guest's HTML page. */
export const NEXT_ONLY_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-action"];

/** Pages that are the same for every guest until the next build: kept in the page store. */
const BUILD_PAGES = new Set(["/", "/login"]);
/** A business's ad: rendered for each guest, as its offer, coupons and business may change at any time. */
const AD_PAGE = /^\/ads\/\d{1,10}$/;

/**
 * The other public pages a guest opens first, `/`, `/login` and `/ads/{id}` with no query, sent
 * with their scripts loading after the page's first paint (scripts-after-paint.ts): every form on them keeps working as
 * it does with scripts, yet the page paints without waiting for some 280 kB of them. `/` and
 * `/login` come from the page store, under the build's id, so a new build never serves an old
 * page's scripts; an ad page is rendered each time. A visitor with a session gets Next's page. A
 * first visit gets its device id here, as Next's pages give it (proxy.ts).
 */
export function lightGuestPages(options: {
  selfUrl: string;
  fillToken: string;
  store: PageStore;
  buildId: string;
  secureCookies: boolean;
  /** How it asks itself for a render (fetch; a test's stand-in for Next). */
  fetch?: typeof fetch;
}) {
  function guestPath(req: IncomingMessage): string | undefined {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    const url = new URL(req.url ?? "/", "http://web");
    if (url.search || !(BUILD_PAGES.has(url.pathname) || AD_PAGE.test(url.pathname))) return undefined;
    if (NEXT_ONLY_HEADERS.some((h) => req.headers[h] !== undefined) || hasSessionCookie(req.headers.cookie)) return undefined;
    return url.pathname;
  }

  /** Answers a guest's request for one of these pages; false leaves it to Next. */
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const path = guestPath(req);
    if (!path) return false;
    const key = BUILD_PAGES.has(path) ? `build:${options.buildId}:${path}` : undefined;
    const cached = key ? await options.store.get(key) : undefined;
    const { setCookie } = deviceOf(req.headers.cookie, options.secureCookies);
    const headers: Record<string, string> = setCookie ? { "Set-Cookie": setCookie } : {};
    if (cached) {
      sendGuestPage(req, res, { ...cached, status: 200 }, { ...headers, "X-Page-Cache": "hit" });
      return true;
    }
    const nonce = newNonce();
    const forwardedFor = String(req.headers["x-forwarded-for"] ?? "");
    const rendered = await renderSelf(
      options.selfUrl,
      options.fillToken,
      path,
      { nonce, forwardedFor, scriptsAfterPaint: true },
      options.fetch,
    );
    const html = rendered.status === 200 ? scriptsAfterPaintDocument(rendered.html, rendered.link, nonce) : rendered.html;
    if (key && rendered.status === 200) await options.store.set(key, { html, nonce });
    headers["X-Page-Cache"] = key ? "fill" : "render";
    if (rendered.location) headers.Location = rendered.location;
    sendGuestPage(req, res, { html, nonce, status: rendered.status }, headers);
    return true;
  }

  return { serve };
}
