import type { ComplimentEvents } from "../lib/events";

const MARKER = "00000000";

/**
 * Records what `events` delivers. `settled()` waits until everything published so far has arrived,
 * which through Redis takes a round trip: it publishes a marker and waits for it, since one
 * connection's messages arrive in order.
 */
export function recordChanges(events: ComplimentEvents) {
  let published: string[][] = [];
  events.subscribe((codes) => {
    if (!codes.includes(MARKER)) published.push(codes);
  });
  return {
    async settled(): Promise<string[][]> {
      await new Promise<void>((resolve) => {
        const stop = events.subscribe((codes) => {
          if (!codes.includes(MARKER)) return;
          stop();
          resolve();
        });
        events.publish([MARKER]);
      });
      return published;
    },
    clear: () => void (published = []),
  };
}
