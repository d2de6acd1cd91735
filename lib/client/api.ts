"use client";

import { toast } from "@/lib/toast";
import { keepDrafts } from "@/lib/forms/drafts";
import { NETWORK_ERROR } from "@/common/messages";
import { outcomeOf, type Outcome } from "@/lib/outcomes";
import { loginUrl, type LoginReason } from "@/lib/routes";
import type { ApiPath } from "./path";

export { v1, type ApiPath } from "./path";

/**
 * A call that did not succeed. Screens branch on `outcome` (named from the status once, here) and
 * `reason`, never on `status` (0 when no answer came). `handled` is true when this layer already
 * told the user (an expired session: toast, then the login page), so the caller shows nothing more.
 */
export type ApiFailure = {
  ok: false;
  status: number;
  outcome: Outcome;
  /** The refusal's stable name where the backend gives one (`reason` in its body), such as "unsubscribed". */
  reason?: string;
  message?: string;
  errors?: Record<string, string[]>;
  /** What a refusal carries besides its message, such as who already used a coupon. */
  data?: unknown;
  handled?: true;
};
export type ApiResult<T> = { ok: true; status: number; body: T } | ApiFailure;

type CallOptions = {
  method?: string;
  /** The query; undefined values are left out. */
  query?: Record<string, string | number | undefined> | URLSearchParams;
  json?: unknown;
  body?: BodyInit;
  /** Who answers a 401: this layer (the default: spec §8's toast, then /login) or the caller. */
  unauthenticated?: "redirect" | "caller";
  /** The message when no answer came: a screen's own 'Error ...' of spec §8; NETWORK_ERROR by default. */
  noAnswer?: string;
};

/**
 * What a call whose path `v1` refused answers, without any request: the 404 of something that
 * does not exist, which every screen already shows with its own words.
 */
export const PATH_REFUSED: ApiFailure = { ok: false, status: 404, outcome: "not-found" };

const queryOf = (query: CallOptions["query"]) => {
  if (!query) return "";
  const params =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
  const text = params.toString();
  return text ? `?${text}` : "";
};

/**
 * Calls the backend through this site's forwarder (/api/v1/...), which adds the session's token.
 * Only `lib/client/*` calls it, with a path made by `v1`. Never throws: a failure is a result.
 */
export async function callApi<T = unknown>(path: ApiPath | null, options: CallOptions = {}): Promise<ApiResult<T>> {
  if (path === null) return PATH_REFUSED;
  const { json, body } = options;
  const method = options.method ?? (json !== undefined || body ? "POST" : "GET");
  let res: Response;
  let answer: { message?: string; reason?: string; errors?: Record<string, string[]>; data?: unknown };
  try {
    res = await fetch(`/api/v1/${path}${queryOf(options.query)}`, {
      method,
      headers: json !== undefined ? { "Content-Type": "application/json", Accept: "application/json" } : { Accept: "application/json" },
      body: json !== undefined ? JSON.stringify(json) : body,
    });
    answer = await res.json().catch(() => ({}));
  } catch {
    return { ok: false, status: 0, outcome: "no-answer", message: options.noAnswer ?? NETWORK_ERROR };
  }
  if (res.ok) return { ok: true, status: res.status, body: answer as T };
  const failure: ApiFailure = {
    ok: false,
    status: res.status,
    outcome: outcomeOf(res.status),
    ...reasonOf(answer),
    message: answer.message,
    errors: answer.errors,
    data: answer.data,
  };
  if (failure.outcome === "unauthenticated" && options.unauthenticated !== "caller")
    return sessionEnded(failure, method === "GET" ? "session-expired" : "save-expired");
  return failure;
}

/** A refusal's stable name, from its body, where a screen branches on it (backend's `reason`). */
function reasonOf(answer: { reason?: string }) {
  return typeof answer.reason === "string" ? { reason: answer.reason } : {};
}

/**
 * Spec §8: a 401 on a screen's call sends the user to log in, coming back here after; the login
 * page shows the toast for the reason (a full page load, so the session state is read afresh).
 * What the user typed on this page is kept and put back when they return.
 */
function sessionEnded(failure: ApiFailure, reason: LoginReason): ApiFailure {
  keepDrafts();
  window.location.assign(loginUrl(reason, window.location.pathname + window.location.search));
  return { ...failure, handled: true };
}

/** The toast for a failed call: the server's message, else the screen's fallback; nothing when already handled. */
export function toastFailure(failure: ApiFailure, fallback: string) {
  if (!failure.handled) toast.error(failure.message ?? fallback);
}

/** Maps a successful answer's body; failures pass through unchanged. */
export async function mapped<J, T>(call: Promise<ApiResult<J>>, map: (body: J) => T): Promise<ApiResult<T>> {
  const result = await call;
  return result.ok ? { ...result, body: map(result.body) } : result;
}
