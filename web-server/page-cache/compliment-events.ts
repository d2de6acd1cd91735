import { followBackendEvents, type BackendEvents } from "../../lib/events/backend-events";

/**
 * Follows the backend's stream of compliment changes (`GET /internal/compliment-events`). `live`
 * is true only while the stream is open: a process that may have missed an event must not serve cached pages.
 */
export const followComplimentEvents = (
  apiUrl: string,
  internalToken: string | undefined,
  handlers: { onChanged(codes: string[]): void; onLive(): void },
  fetcher: typeof fetch = fetch,
): BackendEvents =>
  followBackendEvents(
    apiUrl,
    internalToken,
    "/internal/compliment-events",
    {
      onEvent({ event, data }) {
        if (event === "changed") handlers.onChanged((JSON.parse(data) as { codes: string[] }).codes);
      },
      onLive: handlers.onLive,
    },
    fetcher,
  );
