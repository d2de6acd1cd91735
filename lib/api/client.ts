import "server-only";
import { headers } from "next/headers";
import { env } from "@/lib/env";
import { BACKEND_DOWN } from "@/common/messages";
import { outcomeOf, type Outcome } from "@/lib/outcomes";
import { internalAuthorization, USER_TOKEN_HEADER } from "@/lib/internal-token";
import { REQUEST_ID_HEADER } from "@/lib/ops/request-id";

/** Every call to the backend gives up after this long: a frozen backend reads as one that is down. */
export const BACKEND_TIMEOUT_MS = 2000;

/** The backend answered with a status other than 2xx; `body` is its JSON (message, errors). Pages branch on `outcome`. */
export class BackendError extends Error {
  readonly outcome: Outcome;
  constructor(
    readonly status: number,
    readonly body: { message?: string; reason?: string; errors?: Record<string, string[]> } & Record<string, unknown>,
  ) {
    super(body.message ?? `Backend answered ${status}`);
    this.outcome = outcomeOf(status);
  }
}

/** The browser's address: the right-most X-Forwarded-For entry not added by a trusted proxy. */
export function clientAddress(forwardedFor: string | null): string | undefined {
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return chain.findLast((hop) => !env.trustedProxies.has(hop)) ?? chain[0];
}

/** The current request's browser address. */
export const requestClientAddress = async () => clientAddress((await headers()).get("x-forwarded-for"));

/** The current request's id (web-server/ops/web-ops.ts gives every request one); none outside a request. */
export async function incomingRequestId(): Promise<string | undefined> {
  try {
    return (await headers()).get(REQUEST_ID_HEADER) ?? undefined;
  } catch {
    return undefined;
  }
}

export type BackendInit = {
  method?: string;
  token?: string;
  body?: BodyInit | null;
  json?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** The browser's address, for calls made where request headers cannot be read (caches, after()). */
  clientAddress?: string;
  /** The request id the backend logs this call under; the current request's when unset. */
  requestId?: string;
  /** "manual": a redirect the backend answers is returned, not followed. */
  redirect?: RequestRedirect;
};

const networkError = () => new BackendError(503, { message: BACKEND_DOWN });

/** The caller's signal, if any, that also aborts after BACKEND_TIMEOUT_MS (body reading included). */
function withTimeout(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(BACKEND_TIMEOUT_MS);
  if (!signal) return timeout;
  const both = new AbortController();
  for (const source of [signal, timeout]) source.addEventListener("abort", () => both.abort(source.reason), { once: true });
  return both.signal;
}

/**
 * Sends a request to the backend as the browser's user. A backend that cannot be reached, or
 * does not answer within BACKEND_TIMEOUT_MS, throws 503; the caller's own abort is passed on.
 * A call to an internal route carries the internal token, and the user's token, if any, beside it.
 */
export async function backendFetch(path: string, init: BackendInit = {}): Promise<Response> {
  const requestHeaders = new Headers(init.headers);
  requestHeaders.set("Accept", "application/json");
  const address = "clientAddress" in init ? init.clientAddress : await requestClientAddress();
  if (address) requestHeaders.set("X-Forwarded-For", address);
  const requestId = init.requestId ?? (await incomingRequestId());
  if (requestId) requestHeaders.set(REQUEST_ID_HEADER, requestId);
  if (path.startsWith("/internal/")) {
    requestHeaders.set("Authorization", internalAuthorization(env.INTERNAL_TOKEN ?? ""));
    if (init.token) requestHeaders.set(USER_TOKEN_HEADER, init.token);
  } else if (init.token) requestHeaders.set("Authorization", `Bearer ${init.token}`);
  if (init.json !== undefined) requestHeaders.set("Content-Type", "application/json");
  try {
    return await fetch(`${env.API_URL}${path}`, {
      method: init.method ?? "GET",
      headers: requestHeaders,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      cache: "no-store",
      signal: withTimeout(init.signal),
      redirect: init.redirect,
      // @ts-expect-error Node's fetch needs this to stream a request body through.
      duplex: init.body instanceof ReadableStream ? "half" : undefined,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw networkError();
  }
}

/** backendFetch for JSON answers: returns the parsed body, or throws BackendError. */
export async function backendJson<T>(path: string, init: BackendInit = {}): Promise<T> {
  const res = await backendFetch(path, init);
  const body = await res.json().catch((error) => {
    if (error instanceof DOMException && error.name === "TimeoutError") throw networkError();
    return {};
  });
  if (!res.ok) throw new BackendError(res.status, body);
  return body as T;
}
