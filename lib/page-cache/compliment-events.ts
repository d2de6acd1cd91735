/**
 * Follows the backend's stream of compliment changes (`GET /internal/compliment-events`), which
 * every backend process relays, whoever made the change. `live` is true only while the stream
 * is open: a process that may have missed an event must not serve cached pages.
 */
export type ComplimentEvents = { readonly live: boolean; close(): void };

const CONNECT_MS = 5000;
const IDLE_MS = 40_000;

export function followComplimentEvents(apiUrl: string, handlers: { onChanged(codes: string[]): void; onLive(): void }): ComplimentEvents {
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
      const res = await fetch(`${apiUrl}/internal/compliment-events`, { signal: aborter.signal, headers: { Accept: "text/event-stream" } });
      if (!res.ok || !res.body) throw new Error(`event stream answered ${res.status}`);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        waitFor(IDLE_MS);
        const chunk = await reader.read();
        if (chunk.done) break;
        buffer += chunk.value;
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          receive(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } finally {
      clearTimeout(timer);
    }
  }

  function receive(message: string) {
    const fields = Object.fromEntries(
      message
        .split("\n")
        .filter((l) => !l.startsWith(":"))
        .map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon), line.slice(colon + 1).trim()];
        }),
    );
    if (fields.event === "ready") {
      live = true;
      handlers.onLive();
    } else if (fields.event === "changed" && fields.data) {
      handlers.onChanged((JSON.parse(fields.data) as { codes: string[] }).codes);
    }
  }

  // The backend may still be starting: say so once the stream was live, or after ten failed tries.
  (async () => {
    for (let failures = 0; !stopped; failures++) {
      const wasLive = live;
      try {
        await connect();
      } catch (error) {
        if (!stopped && (wasLive || live || failures === 10)) {
          console.error("Compliment events (cached pages are not served meanwhile):", error instanceof Error ? error.message : error);
        }
      }
      if (live) failures = 0;
      live = false;
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
