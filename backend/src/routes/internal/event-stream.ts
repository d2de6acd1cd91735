import type { Context } from "hono";
import { streamSSE, type SSEMessage } from "hono/streaming";
import type { EventBus } from "../../lib/events";

/** Comments keep idle connections (and proxies between) from timing out, and let the reader notice a dead one. */
const PING_MS = 15_000;

/**
 * Streams a channel of change events to a web process: `ready` once it is subscribed, then one
 * event per message (its name and data from `frame`), and a comment every 15 s. It ends when the
 * client goes, or when this process can no longer promise every message; a reader that reconnects
 * should then assume it missed some. `opened` counts it while it is open, and answers what uncounts it.
 */
export const eventStream = <T>(c: Context, events: EventBus<T>, frame: (message: T) => SSEMessage, opened: () => () => void) =>
  streamSSE(c, async (stream) => {
    const closed = opened();
    try {
      let writing = Promise.resolve();
      // One write at a time, in order, however fast events come.
      const send = (message: SSEMessage | string) => {
        writing = writing.then(async () => {
          if (typeof message === "string") await stream.write(message);
          else await stream.writeSSE(message);
        });
      };
      let unsubscribe = () => {};
      const ended = new Promise<void>((resolve) => {
        stream.onAbort(resolve);
        unsubscribe = events.subscribe((message) => send(frame(message)), resolve);
      });
      send({ event: "ready", data: "{}" });
      const ping = setInterval(() => send(": ping\n\n"), PING_MS);
      await ended;
      clearInterval(ping);
      unsubscribe();
      await writing;
    } finally {
      closed();
    }
  });
