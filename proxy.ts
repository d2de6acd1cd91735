import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { isOwnNavigation, READS_BY_CODE } from "@/lib/auth/own-navigation";
import { SESSION_COOKIE_NAME } from "@/lib/auth/session-cookie";
import { DEVICE_COOKIE, deviceCookie, isDeviceId, newDeviceId } from "@/lib/device-id";
import { isCode } from "@/common/code";
import { codeRedirect, codeRedirectResponse } from "@/common/code-links";
import { env } from "@/lib/env";
import { FILL_CONFIRMED, FILL_HEADER, FILL_NONCE_HEADER, FILL_SCRIPTS_HEADER, isFillToken, SCRIPTS_AFTER_PAINT } from "@/lib/server/fill";
import { PENDING_CLAIM_COOKIE, pendingClaimCookie } from "@/lib/pending-claim";
import { isProtected, loginUrl } from "@/lib/routes";
import { contentSecurityPolicy, newNonce } from "@/lib/security-headers.mjs";

const appOrigin = new URL(env.APP_URL).origin;

const hasSession = async (request: NextRequest) =>
  Boolean((await getToken({ req: request, secret: env.AUTH_SECRET, secureCookie: env.secureCookies }))?.backendToken);

/**
 * An optimistic gate: protected pages need a session cookie (the backend checks every call again).
 * Codes written as people write them (the short link `/c/{code}`, `?code=8381 6592`) go to the
 * page's one address first, so the login's return path and the page cache see the 8 digits.
 * Also gives each browser its device id and each page a fresh CSP nonce (a cache fill gets the
 * placeholder it asked for), and renders a page that reads a compliment by its code for a guest
 * when another site sent the visitor there: nothing of that render sees the session. A Claim a
 * guest pressed on this site is remembered on the way to the join page (lib/pending-claim.ts).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const canonical = codeRedirect(request.nextUrl);
  if (canonical) {
    const response = NextResponse.redirect(new URL(canonical, request.url), codeRedirectResponse.status);
    response.headers.set("Cache-Control", codeRedirectResponse.cacheControl);
    return response;
  }
  if (isProtected(pathname) && !(await hasSession(request))) {
    return NextResponse.redirect(new URL(loginUrl("auth-required", pathname + search), request.url));
  }

  // A cache fill (lib/server/fill.ts, web-server/page-cache) renders with the placeholder nonce each cached response replaces.
  const fill = isFillToken(request.headers.get(FILL_HEADER), env.AUTH_SECRET ?? "");
  const nonce = (fill && request.headers.get(FILL_NONCE_HEADER)) || newNonce();
  const csp = contentSecurityPolicy(nonce, env.isDev);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  requestHeaders.delete(FILL_NONCE_HEADER);
  requestHeaders.delete(FILL_SCRIPTS_HEADER);
  if (fill)
    requestHeaders.set(
      FILL_HEADER,
      request.headers.get(FILL_SCRIPTS_HEADER) === SCRIPTS_AFTER_PAINT ? SCRIPTS_AFTER_PAINT : FILL_CONFIRMED,
    );
  else requestHeaders.delete(FILL_HEADER);

  const ownNavigation = isOwnNavigation(request.headers.get("sec-fetch-site"), request.headers.get("referer"), appOrigin);
  const asGuest = READS_BY_CODE.has(pathname) && !ownNavigation;
  if (asGuest) for (const { name } of request.cookies.getAll()) if (SESSION_COOKIE_NAME.test(name)) request.cookies.delete(name);
  // A first visit gets its device id in this very request too, so the page can count the view.
  const newDevice = fill || isDeviceId(request.cookies.get(DEVICE_COOKIE)?.value) ? undefined : newDeviceId();
  if (newDevice) request.cookies.set(DEVICE_COOKIE, newDevice);
  if (newDevice || asGuest) requestHeaders.set("cookie", request.cookies.toString());

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  if (newDevice) {
    response.cookies.set(DEVICE_COOKIE, newDevice, deviceCookie(env.secureCookies));
  }
  const claimed = pendingClaim(request);
  if (claimed && ownNavigation) response.cookies.set(PENDING_CLAIM_COOKIE, claimed, pendingClaimCookie(env.secureCookies));
  return response;
}

/** The code a guest pressed Claim on: the join page asked for with `action=claim` (its default). */
function pendingClaim({ nextUrl }: NextRequest): string | undefined {
  const code = nextUrl.searchParams.get("code") ?? "";
  return nextUrl.pathname === "/join" && nextUrl.searchParams.get("action") !== "reply" && isCode(code) ? code : undefined;
}

export const config = {
  matcher: [
    // Every page and every answer Next makes for a path that is no file of the app's (a prefetch, a
    // 404 for `/x.png`) gets the gate and a CSP; the app's own files and the API do not need them.
    "/((?!api/|og/|_next/static/|_next/image|storage/|favicon.ico$|icon.svg$|robots.txt$|default-avatar.svg$).*)",
  ],
};
