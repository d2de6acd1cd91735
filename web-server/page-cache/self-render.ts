import { REQUEST_ID_HEADER } from "../../lib/ops/request-id";
import { currentRequestId } from "../../lib/server/request-context";
import { FILL_HEADER, FILL_NONCE_HEADER, FILL_SCRIPTS_HEADER, SCRIPTS_AFTER_PAINT } from "../../lib/server/fill";

/** What Next answered a fill: the page as rendered (with the fill's nonce), its status, redirect and `Link` header. */
export type SelfRendered = { status: number; html: string; location: string | null; link: string | null };

/**
 * Asks this web server to render `path` for a guest, with `nonce` as its placeholder (a fill:
 * fill.ts). `forwardedFor` is the reader's X-Forwarded-For, so the backend's rate limits see them;
 * the reader's request id goes along too, so the fill's lines and backend calls carry it.
 */
export async function renderSelf(
  selfUrl: string,
  fillToken: string,
  path: string,
  { nonce, forwardedFor, scriptsAfterPaint = false }: { nonce: string; forwardedFor: string; scriptsAfterPaint?: boolean },
  fetcher: typeof fetch = fetch,
): Promise<SelfRendered> {
  const id = currentRequestId();
  const requestId: Record<string, string> = id ? { [REQUEST_ID_HEADER]: id } : {};
  const res = await fetcher(`${selfUrl}${path}`, {
    redirect: "manual",
    headers: {
      [FILL_HEADER]: fillToken,
      [FILL_NONCE_HEADER]: nonce,
      ...(scriptsAfterPaint ? { [FILL_SCRIPTS_HEADER]: SCRIPTS_AFTER_PAINT } : {}),
      "x-forwarded-for": forwardedFor,
      ...requestId,
    },
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, html: await res.text(), location: res.headers.get("location"), link: res.headers.get("link") };
}
