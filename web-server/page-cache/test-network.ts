import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { COMPLIMENT_MARK, FILL_HEADER, FILL_NONCE_HEADER, FILL_SCRIPTS_HEADER, REMOVED_MARK } from "../../lib/server/fill";

/** A request a stand-in answered: what the page cache sent to "Next" or to "the backend". */
export type Sent = { url: string; method: string; headers: Headers; body: string };

/**
 * What the page cache reaches over fetch, played in memory: the backend's event stream (the test
 * writes its events), its view batches, and Next rendering a page for a fill. Each render answers
 * with the fill's nonce in its HTML, as proxy.ts and the layout do; a code in `removed` renders
 * the page of a compliment an operator removed.
 */
export function testNetwork({ apiUrl, selfUrl, removed = [] }: { apiUrl: string; selfUrl: string; removed?: string[] }) {
  const sent: Sent[] = [];
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  const encoder = new TextEncoder();
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const headers = new Headers(init.headers);
    sent.push({ url, method: init.method ?? "GET", headers, body: String(init.body ?? "") });
    if (url === `${apiUrl}/internal/compliment-events`) {
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) });
      init.signal?.addEventListener("abort", () => stream?.error(new Error("aborted")));
      return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
    }
    if (url === `${apiUrl}/internal/compliment-views`) return new Response(null, { status: 204 });
    if (url.startsWith(selfUrl)) {
      const path = url.slice(selfUrl.length);
      const nonce = headers.get(FILL_NONCE_HEADER);
      const code = new URL(path, selfUrl).searchParams.get("code");
      const scripts = headers.get(FILL_SCRIPTS_HEADER) ? "after-paint" : "none";
      const html =
        `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async="" nonce="${nonce}"></script></head>` +
        `<body><main${code ? ` ${removed.includes(code) ? REMOVED_MARK : COMPLIMENT_MARK}="${code}"` : ""}>${path} ${scripts}</main>` +
        `<script nonce="${nonce}">self.__next_f.push([1,""])</script></body></html>`;
      return new Response(html, { headers: { "Content-Type": "text/html", "X-Fill": headers.get(FILL_HEADER) ?? "" } });
    }
    throw new TypeError(`fetch failed: ${url}`);
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    sent,
    /** Writes raw text to the backend's event stream, as it would arrive in one chunk. */
    write: (text: string) => stream!.enqueue(encoder.encode(text)),
    renders: () => sent.filter((s) => s.url.startsWith(selfUrl)),
  };
}

/** A real HTTP server whose requests `serve` answers; what it leaves goes to "Next" (418, so a test can tell). */
export async function serving(serve: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>) {
  const server: Server = createServer((req, res) => {
    void serve(req, res).then((answered) => {
      if (!answered) res.writeHead(418).end("Next");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The nonce a page's CSP allows, and whether every nonce in its HTML is that one. */
export function nonceOf(res: Response, html: string) {
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
  const inPage = [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
  return { nonce, everywhere: inPage.length > 0 && inPage.every((n) => n === nonce) };
}
