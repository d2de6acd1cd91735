import "server-only";
import { cookies } from "next/headers";
import type { NextRequest } from "next/server";
import { getBackendToken } from "@/lib/auth/session";
import { BackendError, backendFetch } from "./client";
import { isForwardable } from "./forwardable";

const requestHeaders = ["content-type", "accept-language"];
const responseHeaders = ["content-type", "retry-after", "content-disposition", "cache-control", "etag"];

const json = (status: number, message: string) => Response.json({ success: false, message }, { status });

/**
 * The backend-for-frontend: a browser calls /api/v1/<path> and this sends it on to the backend
 * with the session's bearer token. Only allow-listed calls pass, and no cookie goes either way.
 */
export async function forward(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const path = (await params).path.join("/");
  if (!isForwardable(request.method, path)) return json(404, "Not Found");

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
    const out = new Headers();
    for (const name of responseHeaders) {
      const value = res.headers.get(name);
      if (value) out.set(name, value);
    }
    return new Response(res.body, { status: res.status, headers: out });
  } catch (error) {
    if (error instanceof BackendError) return json(error.status, error.message);
    throw error;
  }
}

/** The backend no longer accepts this session's token: drop the cookie so the browser is logged out. */
async function endSession() {
  const jar = await cookies();
  for (const { name } of jar.getAll()) if (/(^|\.)authjs\.session-token/.test(name)) jar.delete(name);
}
