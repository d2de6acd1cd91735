import type { IncomingMessage, ServerResponse } from "node:http";
import { hasSessionCookie, isOwnNavigation } from "../../lib/auth/own-navigation";
import { isCode } from "../../common/code";
import { codeRedirect, codeRedirectResponse } from "../../common/code-links";
import { deviceOf } from "../../lib/device-id";
import { newNonce, securityHeaderFields } from "../../lib/security-headers.mjs";
import { followComplimentEvents } from "./compliment-events";
import { COMPLIMENT_MARK, FILL_HEADER, fillToken, isFillToken, REMOVED_MARK } from "../../lib/server/fill";
import { lightGuestPages, NEXT_ONLY_HEADERS } from "./guest-pages";
import { countedPageStore, memoryPageStore, redisPageStore, type CachedPage, type PageStore } from "./page-store";
import { scriptFreeDocument } from "./script-free";
import { renderSelf } from "./self-render";
import { sendGuestPage } from "./send-page";
import { viewBatches } from "./view-batches";
import { writeViewsTo } from "../../lib/server/compliment-views";

export type PublicPagesOptions = {
  /** Where this web server answers itself, for cache fills. */
  selfUrl: string;
  /** The site's public origin, which a Referer from its own pages carries. */
  appUrl: string;
  apiUrl: string;
  /** The backend's INTERNAL_TOKEN, for its change events and the view batches. */
  internalToken: string | undefined;
  authSecret: string;
  secureCookies: boolean;
  redisUrl?: string;
  /** The web build's id, under which the pages that change only with a build are kept. */
  buildId: string;
  /** Where pages are kept; by default Redis with `redisUrl`, else memory. */
  store?: PageStore;
  /** How it reaches the backend and itself (fetch; a test's stand-ins for them). */
  fetch?: typeof fetch;
};

/** What a fill rendered: the page, and whether it may be kept (a compliment shown, not a redirect or an error state). */
type Rendered = CachedPage & { status: number; location: string | null; cacheable: boolean };

const PATH = "/show-compliment";
const SHORT_PATH = "/c/";
const renderedMark = (code: string) => `${COMPLIMENT_MARK}="${code}"`;
const removedMark = (code: string) => `${REMOVED_MARK}="${code}"`;

const cacheKey = (code: string) => `compliment:${code}`;

/**
 * Guests' public compliment pages, served from a cache shared by every web process (Redis with
 * REDIS_URL, memory otherwise) without rendering. The first guest request for a code renders it
 * through Next with a placeholder nonce (a fill); every response writes a fresh nonce in its place.
 * A page that shows its compliment is kept as a document without scripts (script-free.ts).
 * The backend's change events drop a page within a second of any change to its compliment; while
 * the event stream is down nothing is served from the cache. Views are counted here, once per
 * device, in batches (view-batches.ts). Guests' other first pages are answered by guest-pages.ts.
 */
export function publicComplimentPages(options: PublicPagesOptions) {
  const store = countedPageStore(options.store ?? (options.redisUrl ? redisPageStore(options.redisUrl) : memoryPageStore()));
  const token = fillToken(options.authSecret);
  const views = viewBatches({ write: writeViewsTo(options), redisUrl: options.redisUrl });
  const filling = new Map<string, { dirty: boolean; done: Promise<Rendered> }>();
  const events = followComplimentEvents(
    options.apiUrl,
    options.internalToken,
    {
      onChanged(codes) {
        for (const code of codes) {
          const fill = filling.get(code);
          if (fill) fill.dirty = true;
        }
        void store.delete(codes.map(cacheKey));
      },
      // Events may have been missed while the stream was down; a memory store forgets everything.
      onLive: () => store.forgetLocal(),
    },
    options.fetch,
  );

  const appOrigin = new URL(options.appUrl).origin;
  const otherPages = lightGuestPages({ ...options, fillToken: token, store });

  /**
   * The code of a request the cache may answer: a plain GET of the public page by a guest, or by a
   * signed-in visitor whom another site sent there (they get the guest's page, as proxy.ts renders it).
   */
  function cacheableCode(req: IncomingMessage): string | undefined {
    if ((req.method !== "GET" && req.method !== "HEAD") || !events.live) return undefined;
    const url = new URL(req.url ?? "/", "http://web");
    const params = [...url.searchParams.keys()];
    const code = url.searchParams.get("code") ?? "";
    if (url.pathname !== PATH || params.length !== 1 || params[0] !== "code" || !isCode(code)) return undefined;
    if (NEXT_ONLY_HEADERS.some((h) => req.headers[h] !== undefined)) return undefined;
    return hasSessionCookie(req.headers.cookie) && isOwnNavigation(header(req, "sec-fetch-site"), header(req, "referer"), appOrigin)
      ? undefined
      : code;
  }

  function render(code: string, forwardedFor: string): Promise<Rendered> {
    const running = filling.get(code);
    if (running) return running.done;
    const nonce = newNonce();
    const fill = { dirty: false, done: undefined! as Promise<Rendered> };
    fill.done = (async () => {
      const res = await renderSelf(options.selfUrl, token, `${PATH}?code=${code}`, { nonce, forwardedFor }, options.fetch);
      const cacheable = res.status === 200 && res.html.includes(renderedMark(code));
      const rendered = {
        html: cacheable ? scriptFreeDocument(res.html, res.link) : res.html,
        nonce,
        // Next answers every page 200: the page of a compliment an operator removed is Gone.
        status: res.status === 200 && res.html.includes(removedMark(code)) ? 410 : res.status,
        location: res.location,
        cacheable,
      };
      if (rendered.cacheable && !fill.dirty) await store.set(cacheKey(code), { html: rendered.html, nonce });
      return rendered;
    })().finally(() => filling.delete(code));
    filling.set(code, fill);
    return fill.done;
  }

  /**
   * The ways into the public page that only name it: the short link a QR code carries, and a code
   * written grouped. Answered here for everyone, so a scan reaches the cached page without Next.
   */
  function redirectToPage(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = new URL(req.url ?? "/", "http://web");
    const location = (url.pathname.startsWith(SHORT_PATH) || url.pathname === PATH) && codeRedirect(url);
    if (!location) return false;
    res.writeHead(codeRedirectResponse.status, {
      Location: location,
      "Cache-Control": codeRedirectResponse.cacheControl,
      "X-Page-Cache": "redirect",
      ...securityHeaderFields,
    });
    res.end();
    return true;
  }

  /** Answers the request from the cache (filling it first if need be) or with its redirect; false leaves it to Next. */
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (redirectToPage(req, res)) return true;
    const code = cacheableCode(req);
    if (!code) return otherPages.serve(req, res);
    const cached = await store.get(cacheKey(code));
    const page: Rendered = cached
      ? { ...cached, status: 200, location: null, cacheable: true }
      : await render(code, String(req.headers["x-forwarded-for"] ?? ""));
    res.setHeader("X-Page-Cache", cached ? "hit" : "fill");
    send(req, res, code, page);
    return true;
  }

  function send(req: IncomingMessage, res: ServerResponse, code: string, page: Rendered) {
    const headers: Record<string, string> = {};
    if (page.location) headers.Location = page.location;
    if (page.cacheable) {
      const { device, setCookie } = deviceOf(req.headers.cookie, options.secureCookies);
      if (setCookie) headers["Set-Cookie"] = setCookie;
      views.add(code, device);
    }
    sendGuestPage(req, res, page, headers);
  }

  return {
    /** A fill the server made of itself: it must reach Next as it is (its X-Forwarded-For included). */
    isFill: (req: IncomingMessage) => isFillToken(req.headers[FILL_HEADER] as string | undefined, options.authSecret),
    serve,
    /** Whether the backend's change events reach this process (nothing is served from the cache otherwise). */
    get live() {
      return events.live;
    },
    /** Stops following events and writes the views still queued. */
    async close() {
      events.close();
      await views.close();
      store.close();
    },
  };
}

const header = (req: IncomingMessage, name: string) => [req.headers[name]].flat()[0];
