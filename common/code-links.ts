import { complimentCode, normalizeCode } from "./validations/code";

/** The public page of a compliment, the one every link and scan ends on. */
const PUBLIC_PAGE = "/show-compliment";
const SHORT = /^\/c\/([^/]+)\/?$/;
/** The short link as a route, for logs and metrics: the web server answers it, Next has no page for it. */
export const SHORT_LINK_ROUTE = { page: "/c/[code]", regex: SHORT };

/**
 * How a code's redirect is answered, by the page cache's server or by proxy.ts: permanent, and
 * cacheable for a day, because a code names the same page for good (docs/decisions.md, issue 18).
 */
export const codeRedirectResponse = { status: 301, cacheControl: "public, max-age=86400" } as const;

/** A code as the card prints it, in two groups of four: where text is all there is (an e-mail). */
export const groupedCode = (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`;

/** The shortest address of a compliment's public page: what its QR code carries and people share. */
export const shortLink = (appUrl: string, code: string) => `${appUrl.replace(/\/+$/, "")}/c/${code}`;

function canonical(typed: string) {
  const code = normalizeCode(typed);
  return complimentCode.safeParse(code).success ? code : undefined;
}

function decoded(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
}

/**
 * Where a request naming a code in a form people write should go instead: the short link
 * `/c/{code}` opens the public page, and a page whose `code` query is grouped (`8381 6592`) gets the
 * same query with the 8 digits, so every page and the page cache see one spelling. Undefined when
 * there is nothing to rewrite, or nothing that reads as a code (that page says what is wrong).
 */
export function codeRedirect(url: URL): string | undefined {
  const short = SHORT.exec(url.pathname);
  if (short) {
    const code = canonical(decoded(short[1]!));
    return code && `${PUBLIC_PAGE}?${new URLSearchParams({ code })}`;
  }
  const typed = url.searchParams.get("code");
  const code = typed === null ? undefined : canonical(typed);
  if (!code || code === typed) return undefined;
  const query = new URLSearchParams(url.searchParams);
  query.set("code", code);
  return `${url.pathname}?${query}`;
}
