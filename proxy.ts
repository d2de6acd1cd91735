import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { DEVICE_COOKIE, isDeviceId, newDeviceId } from "@/lib/device-id";
import { env } from "@/lib/env";
import { isProtected, loginUrl } from "@/lib/routes";
import { contentSecurityPolicy } from "@/lib/security-headers";

const hasSession = async (request: NextRequest) =>
  Boolean((await getToken({ req: request, secret: env.AUTH_SECRET, secureCookie: env.secureCookies }))?.backendToken);

/**
 * An optimistic gate: protected pages need a session cookie (the backend checks every call again).
 * Also gives each browser its device id and each page a fresh CSP nonce.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isProtected(pathname) && !(await hasSession(request))) {
    return NextResponse.redirect(new URL(loginUrl("auth-required", pathname + search), request.url));
  }

  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy(nonce, env.isDev);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);

  // A first visit gets its device id in this very request too, so the page can count the view.
  const newDevice = isDeviceId(request.cookies.get(DEVICE_COOKIE)?.value) ? undefined : newDeviceId();
  if (newDevice) {
    request.cookies.set(DEVICE_COOKIE, newDevice);
    requestHeaders.set("cookie", request.cookies.toString());
  }

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  if (newDevice) {
    response.cookies.set(DEVICE_COOKIE, newDevice, {
      httpOnly: true, sameSite: "lax", secure: env.secureCookies, path: "/", maxAge: 2 * 365 * 24 * 3600,
    });
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
