import { followBackendEvents } from "./backend-events";

/** What one open page is told: the name of the event and its data, for its own user only. */
export type PageConnection = { send(event: "message" | "unread", data: string): void; close(): void };

export type UserStreams = {
  /** Whether the backend's stream is live, waiting for it up to `ms` (a web server just started). */
  whenLive(ms: number): Promise<boolean>;
  /** Adds an open page of `userId`; `busy` when this process or this user holds as many as allowed. Returns its removal. */
  open(userId: number, page: PageConnection): (() => void) | "busy";
  connectionCount(): number;
  close(): void;
};

/**
 * The open pages of signed-in users in this web process, by user, fed by ONE stream of every
 * user's events from the backend (`/internal/user-events`). Each event goes to its own user's
 * pages and nobody else's. A sign-out ends that user's pages, and a backend stream that drops ends
 * them all: they reconnect, and whatever they missed is asked for again then.
 */
export function userStreams({
  apiUrl,
  maxConnections = 10_000,
  maxPerUser = 20,
}: {
  apiUrl: string;
  maxConnections?: number;
  maxPerUser?: number;
}): UserStreams {
  const byUser = new Map<number, Set<PageConnection>>();
  let count = 0;
  const waiting = new Set<() => void>();

  const endAll = (pages: Iterable<PageConnection>) => {
    for (const page of [...pages]) page.close();
  };
  const backend = followBackendEvents(apiUrl, "/internal/user-events", {
    onEvent({ event, data }) {
      if (event !== "user") return;
      const { user_id, ...rest } = JSON.parse(data) as { user_id: number; type: string; conversation_id?: number; count?: number };
      const pages = byUser.get(user_id);
      if (!pages) return;
      if (rest.type === "signed-out") return endAll(pages);
      if (rest.type === "message")
        for (const page of pages) page.send("message", JSON.stringify({ conversation_id: rest.conversation_id }));
      if (rest.type === "unread") for (const page of pages) page.send("unread", JSON.stringify({ count: rest.count }));
    },
    onLive() {
      for (const resolve of waiting) resolve();
    },
    onDown: () => endAll([...byUser.values()].flatMap((pages) => [...pages])),
  });

  return {
    async whenLive(ms) {
      if (backend.live) return true;
      let resolve = () => {};
      const up = new Promise<void>((r) => (resolve = r));
      waiting.add(resolve);
      const timer = setTimeout(resolve, ms);
      await up;
      clearTimeout(timer);
      waiting.delete(resolve);
      return backend.live;
    },
    open(userId, page) {
      const pages = byUser.get(userId) ?? new Set();
      if (count >= maxConnections || pages.size >= maxPerUser) return "busy";
      pages.add(page);
      byUser.set(userId, pages);
      count++;
      return () => {
        if (!pages.delete(page)) return;
        count--;
        if (pages.size === 0) byUser.delete(userId);
      };
    },
    connectionCount: () => count,
    close() {
      backend.close();
      endAll([...byUser.values()].flatMap((pages) => [...pages]));
    },
  };
}

/**
 * The process's one set of open pages, made on first use. On globalThis: kept across a development
 * server's module reloads, and reachable from the web server, which ends the pages when it stops.
 */
const HUB = Symbol.for("compliments.user-streams");
const shared = globalThis as { [HUB]?: UserStreams };

export const userStreamHub = (apiUrl: string): UserStreams => (shared[HUB] ??= userStreams({ apiUrl }));

/** Ends every open page (they reconnect, to another process) and the stream from the backend. */
export function closeUserStreamHub() {
  shared[HUB]?.close();
}
