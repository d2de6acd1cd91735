import { createHash, timingSafeEqual } from "node:crypto";

/**
 * A cache fill is the web server asking itself to render a public page for the cache, with a
 * placeholder nonce that each cached response replaces. Only a request carrying the token
 * derived from AUTH_SECRET counts as one; `proxy.ts` drops the header from every other request.
 */
export const FILL_HEADER = "x-page-cache-fill";
export const FILL_NONCE_HEADER = "x-page-cache-nonce";
/** What `proxy.ts` leaves in FILL_HEADER for the page once the token checked out: a fill of a page sent without scripts. */
export const FILL_CONFIRMED = "1";
/** Asks for a fill of a page whose scripts load after its first paint (web-server/page-cache/scripts-after-paint.ts); `proxy.ts` leaves this value in FILL_HEADER instead. */
export const FILL_SCRIPTS_HEADER = "x-page-cache-scripts";
export const SCRIPTS_AFTER_PAINT = "after-paint";

export const fillToken = (authSecret: string) => createHash("sha256").update(`page-cache-fill\0${authSecret}`).digest("hex");

export function isFillToken(value: string | null | undefined, authSecret: string): boolean {
  if (!value) return false;
  const expected = Buffer.from(fillToken(authSecret));
  const given = Buffer.from(value);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The attribute a public compliment page carries once it shows its compliment; only such renders are kept. */
export const COMPLIMENT_MARK = "data-compliment-code";

/** The attribute of a public compliment page whose compliment an operator removed: the page cache answers it with 410. */
export const REMOVED_MARK = "data-compliment-removed";
