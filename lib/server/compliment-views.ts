import { internalAuthorization } from "../internal-token";
import { log } from "./log";
import { REQUEST_ID_HEADER } from "../ops/request-id";

/** A guest's view of a compliment: its code and the reader's device id, as the backend's batch takes them. */
export type View = { code: string; device_id: string };

export type ViewsBackend = {
  apiUrl: string;
  /** INTERNAL_TOKEN, which every /internal/* call carries. */
  internalToken: string | undefined;
  /** The request the views came from, so the backend's line carries its id. */
  requestId?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/**
 * The one client of the backend's `POST /internal/compliment-views` (body `{ views: [{ code,
 * device_id }] }`, answered 204), used by the web server's view batches and by Next's pages for
 * the views the page cache did not count. Resolves with the status once the backend took the
 * batch or refused it (a 4xx: sending it again would fail again); throws when the backend is down
 * or failing (5xx, no answer), so a caller may keep the views for a later try. The answer is read
 * to its end rather than cancelled: Next tees fetch bodies, and cancelling one branch of a tee waits
 * for the other forever.
 */
export async function sendComplimentViews(views: View[], backend: ViewsBackend): Promise<number> {
  const res = await (backend.fetch ?? fetch)(`${backend.apiUrl}/internal/compliment-views`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: internalAuthorization(backend.internalToken ?? ""),
      ...(backend.requestId ? { [REQUEST_ID_HEADER]: backend.requestId } : {}),
    },
    body: JSON.stringify({ views }),
    signal: AbortSignal.timeout(backend.timeoutMs ?? 5000),
  });
  await res.arrayBuffer();
  if (res.status >= 500) throw new Error(`the backend answered ${res.status}`);
  return res.status;
}

/**
 * Writes a batch of the web server's views with one backend call. A refusal (4xx) is logged and
 * dropped, as trying again would fail again; a backend that is down or failing throws, so the
 * batches keep the views for the next flush.
 */
export const writeViewsTo = (backend: ViewsBackend) => async (batch: View[]) => {
  const status = await sendComplimentViews(batch, backend);
  if (status >= 400) log.error({ views: batch.length, status }, "View batches: the backend refused the views");
};
