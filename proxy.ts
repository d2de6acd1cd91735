import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { DEVICE_COOKIE, deviceCookie, isDeviceId, newDeviceId } from "@/lib/device-id";
import { env } from "@/lib/env";
import { FILL_CONFIRMED, FILL_HEADER, FILL_NONCE_HEADER, isFillToken } from "@/lib/page-cache/fill";
import { isProtected, loginUrl } from "@/lib/routes";
import { contentSecurityPolicy, newNonce } from "@/lib/security-headers.mjs";

const hasSession = async (request: NextRequest) =>
  Boolean((await getToken({ req: request, secret: env.AUTH_SECRET, secureCookie: env.secureCookies }))?.backendToken);

/**
 * An optimistic gate: protected pages need a session cookie (the backend checks every call again).
 * Also gives each browser its device id and each page a fresh CSP nonce (a cache fill gets the
 * placeholder it asked for).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isProtected(pathname) && !(await hasSession(request))) {
    return NextResponse.redirect(new URL(loginUrl("auth-required", pathname + search), request.url));
  }

  // A cache fill (lib/page-cache) renders with the placeholder nonce each cached response replaces.
  const fill = isFillToken(request.headers.get(FILL_HEADER), env.AUTH_SECRET ?? "");
  const nonce = (fill && request.headers.get(FILL_NONCE_HEADER)) || newNonce();
  const csp = contentSecurityPolicy(nonce, env.isDev);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  requestHeaders.delete(FILL_NONCE_HEADER);
  if (fill) requestHeaders.set(FILL_HEADER, FILL_CONFIRMED);
  else requestHeaders.delete(FILL_HEADER);

  // A first visit gets its device id in this very request too, so the page can count the view.
  const newDevice = fill || isDeviceId(request.cookies.get(DEVICE_COOKIE)?.value) ? undefined : newDeviceId();
  if (newDevice) {
    request.cookies.set(DEVICE_COOKIE, newDevice);
    requestHeaders.set("cookie", request.cookies.toString());
  }

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  if (newDevice) {
    response.cookies.set(DEVICE_COOKIE, newDevice, deviceCookie(env.secureCookies));
  }
  return response;
}

export const config = {
  matcher: [
    {
      source: "/((?!api|og/|_next/static|_next/image|storage|favicon.ico|icon.svg|robots.txt|.*\\.(?:png|svg|webp|jpg|ico|txt|woff2?)$).*)",
      missing: [{ type: "header", key: "next-router-prefetch" }],
    },
  ],
};
