import "server-only";
import { cookies } from "next/headers";
import type { NextRequest } from "next/server";
import { getBackendToken } from "@/lib/auth/session";
import { SESSION_COOKIE_NAME } from "@/lib/auth/session-cookie";
import { env } from "@/lib/env";
import { BODY_TOO_LARGE, OTHER_SITE } from "@/common/messages";
import { BackendError, backendFetch } from "./client";
import { forwarding, MAX_JSON_BYTES, MAX_UPLOAD_BYTES } from "./forwardable";

const requestHeaders = ["content-type", "accept-language"];
const responseHeaders = ["content-type", "retry-after", "content-disposition", "etag"];
const appOrigin = new URL(env.APP_URL).origin;
/** The status proxies log for a caller that hung up before the answer (nginx's 499). */
const CLIENT_CLOSED_REQUEST = 499;

const json = (status: number, message: string) =>
  Response.json({ success: false, message }, { status, headers: { "Cache-Control": "private, no-store" } });

/**
 * The backend-for-frontend: a browser calls /api/v1/<path> and this sends it on to the backend
 * with the session's bearer token. Only allow-listed calls pass, only from this site's own pages,
 * and no cookie goes either way. Every answer depends on the session, so none is stored by caches.
 */
export async function forward(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const path = (await params).path.join("/");
  const kind = forwarding(request.method, path);
  if (kind === "refused") return json(404, "Not Found");
  if (fromAnotherSite(request, kind)) return json(403, OTHER_SITE);
  if (tooLarge(request)) return json(413, BODY_TOO_LARGE);

  const token = await getBackendToken();
  const headers = new Headers();
  for (const name of requestHeaders) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  try {
    const res = await backendFetch(`/v1/${path}${request.nextUrl.search}`, {
      method: request.method,
      token,
      headers,
      body: request.method === "GET" ? undefined : request.body,
      signal: request.signal,
    });
    if (res.status === 401 && token) await endSession();
    const out = new Headers({ "Cache-Control": "private, no-store" });
    for (const name of responseHeaders) {
      const value = res.headers.get(name);
      if (value) out.set(name, value);
    }
    return new Response(res.body, { status: res.status, headers: out });
  } catch (error) {
    if (error instanceof BackendError) return json(error.status, error.message);
    // The browser left (a navigation, an aborted fetch) and the backend call was ended with it:
    // nobody reads this answer, and it is not a server error.
    if (request.signal.aborted) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
    throw error;
  }
}

/**
 * Cross-site request forgery: a change must come from this site's own pages (its Origin, or
 * without one a same-origin Sec-Fetch-Site), and a GET that changes state must not be a
 * navigation. No GET is answered to another site.
 */
function fromAnotherSite(request: NextRequest, kind: "reads" | "changes"): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (request.method !== "GET") {
    const origin = request.headers.get("origin");
    return origin ? origin !== appOrigin : site !== "same-origin";
  }
  if (site === "cross-site" || site === "same-site") return true;
  return kind === "changes" && request.headers.get("sec-fetch-mode") === "navigate";
}

/** A body whose declared size is over its limit is refused before any of it is read. */
function tooLarge(request: NextRequest): boolean {
  const length = Number(request.headers.get("content-length") ?? 0);
  const multipart = request.headers.get("content-type")?.startsWith("multipart/form-data");
  return length > (multipart ? MAX_UPLOAD_BYTES : MAX_JSON_BYTES);
}

/** The backend no longer accepts this session's token: drop the cookie so the browser is logged out. */
async function endSession() {
  const jar = await cookies();
  for (const { name } of jar.getAll()) if (SESSION_COOKIE_NAME.test(name)) jar.delete(name);
}
