import { internalAuthorization } from "../internal-token";
import { log } from "../server/log";
import { metrics } from "../server/metrics";
import { readEventStream, type StreamEvent } from "./sse";

/**
 * Follows one of the backend's internal event streams (`/internal/compliment-events`,
 * `/internal/user-events`), which every backend process relays, whoever made the change. `live`
 * is true only while the stream is open: events may have been missed at any other time, so
 * `onDown` runs whenever a live stream ends, and `onLive` when it is (back) up.
 */
export type BackendEvents = { readonly live: boolean; close(): void };

const CONNECT_MS = 5000;
const IDLE_MS = 40_000;

export function followBackendEvents(
  apiUrl: string,
  /** The backend's INTERNAL_TOKEN, which its /internal/* routes require. */
  internalToken: string | undefined,
  path: string,
  handlers: { onEvent(event: StreamEvent): void; onLive(): void; onDown?(): void },
  fetcher: typeof fetch = fetch,
): BackendEvents {
  let live = false;
  let stopped = false;
  let controller: AbortController | undefined;

  async function connect() {
    const aborter = new AbortController();
    controller = aborter;
    // A backend that stops answering (or a connection silently gone) is given up on: it must send
    // its headers within CONNECT_MS and something (at least its 15-second ping) every IDLE_MS.
    let timer = setTimeout(() => aborter.abort(), CONNECT_MS);
    const waitFor = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => aborter.abort(), ms);
    };
    try {
      const res = await fetcher(`${apiUrl}${path}`, {
        signal: aborter.signal,
        headers: { Accept: "text/event-stream", Authorization: internalAuthorization(internalToken ?? "") },
      });
      if (!res.ok || !res.body) throw new Error(`event stream answered ${res.status}`);
      waitFor(IDLE_MS);
      await readEventStream(
        res.body,
        (event) => {
          if (event.event !== "ready") return handlers.onEvent(event);
          live = true;
          connected.set(1);
          handlers.onLive();
        },
        () => waitFor(IDLE_MS),
      );
    } finally {
      clearTimeout(timer);
    }
  }

  const connected = metrics.eventStreamConnected.labels(path);
  connected.set(0);
  // The backend may still be starting: say so once the stream was live, or after ten failed tries.
  (async () => {
    for (let failures = 0; !stopped; failures++) {
      const wasLive = live;
      if (failures > 0) metrics.eventStreamReconnects.labels(path).inc();
      try {
        await connect();
      } catch (error) {
        if (!stopped && (wasLive || live || failures === 10))
          log.error({ stream: path, reason: error instanceof Error ? error.message : String(error) }, "Backend event stream failed");
      }
      if (live) {
        failures = 0;
        live = false;
        connected.set(0);
        handlers.onDown?.();
      }
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();

  return {
    get live() {
      return live;
    },
    close() {
      stopped = true;
      controller?.abort();
    },
  };
}
