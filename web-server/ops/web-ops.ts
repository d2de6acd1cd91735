import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { SHORT_LINK_ROUTE } from "../../common/code-links";
import { closeUserStreamHub } from "../../lib/events/user-streams";
import { carriesInternalToken, foldedPath, isInternalPath } from "../../lib/internal-token";
import { REQUEST_ID_HEADER, requestIdOf } from "../../lib/ops/request-id";
import { stopGracefully } from "../../lib/ops/graceful-stop";
import { log } from "../../lib/server/log";
import { metrics } from "../../lib/server/metrics";
import { runInRequest } from "../../lib/server/request-context";
import { routeTemplates } from "./route-templates";

export type WebOpsOptions = {
  /** The app's directory: its build's routes manifest and public/ name the routes. */
  root: string;
  apiUrl: string;
  /** TRUSTED_PROXIES: peers whose X-Request-Id is kept. */
  trustedProxies: Set<string>;
  /** INTERNAL_TOKEN: what a request to /internal/* must carry as `Authorization: Bearer …`; unset, none is answered. */
  internalToken: string | undefined;
  /** Whether the backend's change events reach this process; undefined where it follows none (development). */
  eventsLive(): boolean | undefined;
};

const HEALTH = "/health";
const READY = "/health/ready";
const METRICS = "/internal/metrics";
/** A backend that takes longer than this to say it is healthy counts as down. */
const BACKEND_CHECK_MS = 1000;
/** Readiness probes within this long share one backend check: probes, anyone's, cannot flood the backend. */
const BACKEND_CHECK_SHARED_MS = 1000;

/**
 * What the web server does around Next for operations: gives every request its id, writes one log
 * line and counts it in the metrics when it ends, answers `/health`, `/health/ready` and (to a
 * request carrying the internal token) `/internal/metrics` itself, and stops gracefully.
 */
export function webOps({ root, apiUrl, trustedProxies, internalToken, eventsLive }: WebOpsOptions) {
  const routeOf = routeTemplates(root, [HEALTH, READY, METRICS], [SHORT_LINK_ROUTE]);
  const isTrusted = (address: string) => trustedProxies.has(address) || trustedProxies.has(address.replace(/^::ffff:/, ""));
  let stopping: Server | undefined;
  let lastCheck: { at: number; up: Promise<boolean> } | undefined;

  /** Gives the request its id (a trusted proxy's, or a new one) on the request, for Next, and on the response. */
  function identify(req: IncomingMessage, res: ServerResponse, fill: boolean): string {
    const id = requestIdOf(req.headers[REQUEST_ID_HEADER], fill || isTrusted(req.socket.remoteAddress ?? ""));
    req.headers[REQUEST_ID_HEADER] = id;
    res.setHeader("X-Request-Id", id);
    return id;
  }

  /** Logs and counts the request once its response has ended (or its caller hung up). */
  function track(req: IncomingMessage, res: ServerResponse, requestId: string, fill: boolean) {
    const started = performance.now();
    const route = routeOf(req.url);
    let headersAt: number | undefined;
    const writeHead = res.writeHead;
    // Latency runs to the headers: an event stream's body lasts minutes.
    res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
      headersAt ??= performance.now();
      return writeHead.apply(this, args);
    } as typeof writeHead;
    res.once("close", () => {
      const method = req.method ?? "GET";
      metrics.observeRequest(method, route, res.statusCode, ((headersAt ?? performance.now()) - started) / 1000);
      const pageCache = res.getHeader("X-Page-Cache");
      log.info(
        {
          request_id: requestId,
          method,
          route,
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
          pageCache: pageCache ? String(pageCache) : null,
          ...(fill ? { fill: true } : {}),
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        "request",
      );
      // A keep-alive connection left idle by the shutdown's last answers must not hold it up.
      if (stopping) setImmediate(() => stopping?.closeIdleConnections());
    });
  }

  async function backendUp(requestId: string): Promise<boolean> {
    try {
      const res = await fetch(`${apiUrl}/v1/health`, {
        headers: { [REQUEST_ID_HEADER]: requestId },
        signal: AbortSignal.timeout(BACKEND_CHECK_MS),
      });
      await res.arrayBuffer();
      return res.status === 200;
    } catch {
      return false;
    }
  }

  /** The last backend check, when it began less than BACKEND_CHECK_SHARED_MS ago (in flight or done), or a new one. */
  function sharedBackendCheck(requestId: string): Promise<boolean> {
    const now = performance.now();
    if (!lastCheck || now - lastCheck.at >= BACKEND_CHECK_SHARED_MS) lastCheck = { at: now, up: backendUp(requestId) };
    return lastCheck.up;
  }

  async function readiness(requestId: string) {
    const live = eventsLive();
    const checks = {
      backend: (await sharedBackendCheck(requestId)) ? "up" : "down",
      events: live === undefined ? "off" : live ? "live" : "down",
      shutting_down: Boolean(stopping),
    };
    const ready = checks.backend === "up" && checks.events !== "down" && !checks.shutting_down;
    return { status: ready ? 200 : 503, body: { status: ready ? "ready" : "unavailable", ...checks } };
  }

  /** Answers the web server's own routes; false leaves the request to Next (so a stranger's metrics request is a 404 page). */
  async function answer(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<boolean> {
    const reading = req.method === "GET" || req.method === "HEAD";
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" });
      res.end(req.method === "HEAD" ? undefined : body);
      return true;
    };
    // Any spelling of an internal path, whoever asks (a proxy on this host makes every request loopback), needs the token.
    // Without it Next answers the folded path, so every spelling gets the 404 page of an unknown route (not, say, the
    // redirect Next gives a path with `//`).
    if (isInternalPath(req.url ?? "/")) {
      const folded = foldedPath(req.url ?? "/");
      if (reading && folded === METRICS && carriesInternalToken(req.headers.authorization, internalToken))
        return send(200, metrics.registry.contentType, await metrics.registry.metrics());
      req.url = folded;
      return false;
    }
    if (!reading) return false;
    const pathname = (req.url ?? "/").split("?")[0];
    if (pathname === HEALTH) return send(200, "application/json", JSON.stringify({ status: "ok" }));
    if (pathname === READY) {
      const { status, body } = await readiness(requestId);
      return send(status, "application/json", JSON.stringify(body));
    }
    return false;
  }

  return {
    /**
     * Runs `next` for the request with its id (in the request context the logger reads), after
     * answering the web server's own routes. `fill`: a page-cache fill, this server asking itself
     * to render a page for a reader, whose id it carries and keeps (its line says `fill: true`).
     */
    async serve(req: IncomingMessage, res: ServerResponse, fill: boolean, next: () => Promise<void> | void) {
      const requestId = identify(req, res, fill);
      track(req, res, requestId, fill);
      await runInRequest(requestId, async () => {
        if (!(await answer(req, res, requestId))) await next();
      });
    },

    /**
     * Stops the server (lib/ops/graceful-stop.ts): not ready at once, browsers' event streams
     * ended (they reconnect to another process), up to `graceMs` for the requests in flight;
     * `close` (the page cache's last views and event stream) runs last.
     */
    async shutdown(server: Server, graceMs: number, close: () => Promise<void>) {
      if (stopping) return;
      stopping = server;
      await stopGracefully({ server, graceMs, log, endStreams: closeUserStreamHub, close });
    },
  };
}
