"use client";

export const NETWORK_ERROR = "Network error. Please try again later.";

export type ApiFailure = { ok: false; status: number; message?: string; errors?: Record<string, string[]> };
export type ApiResult<T> = { ok: true; status: number; body: T } | ApiFailure;

/**
 * Calls the backend through this site's forwarder (/api/v1/...), which adds the session's token.
 * Never throws: a failure is a result with the status (0 when the request got no answer).
 */
export async function callApi<T = { success: boolean; message: string }>(
  path: string,
  init: { method?: string; json?: unknown; body?: BodyInit } = {},
): Promise<ApiResult<T>> {
  try {
    const res = await fetch(`/api/v1/${path}`, {
      method: init.method ?? (init.json !== undefined || init.body ? "POST" : "GET"),
      headers: init.json !== undefined ? { "Content-Type": "application/json", Accept: "application/json" } : { Accept: "application/json" },
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    const body = await res.json().catch(() => ({}));
    if (res.ok) return { ok: true, status: res.status, body: body as T };
    return { ok: false, status: res.status, message: body.message, errors: body.errors };
  } catch {
    return { ok: false, status: 0, message: NETWORK_ERROR };
  }
}

/** The first message of each field, as the forms show them. */
export const firstErrors = (errors: Record<string, string[]> | undefined) =>
  Object.fromEntries(Object.entries(errors ?? {}).map(([field, list]) => [field, list[0]]));
