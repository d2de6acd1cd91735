import type { UserEvent } from "../../common/user-event";
import { addressKey } from "../address-key";
import { followBackendEvents } from "./backend-events";

/** What one open page is told: the name of the event and its data, for its own user only. */
export type PageConnection = { send(event: "message" | "unread", data: string): void; close(): void };

/** Whose page it is: the user, their login (session token), the browser's address, and whether the user is verified. */
export type StreamOwner = { userId: number; session: string; address: string; verified: boolean };

/**
 * Why a page is refused a stream: `busy`, this process holds as many as it may (for this kind of
 * user); `too-many`, this session, this address or this user already holds its share.
 */
export type Refusal = "busy" | "too-many";

export type UserStreams = {
  /** Whether the backend's stream is live, waiting for it up to `ms` (a web server just started). */
  whenLive(ms: number): Promise<boolean>;
  /** Adds an open page of `owner`, or says why not. Returns its removal. */
  open(owner: StreamOwner, page: PageConnection): (() => void) | Refusal;
  connectionCount(): number;
  close(): void;
};

/**
 * Streams one process holds at most: in all, per user, per session (login), per browser address
 * (IPv6 by /64; STREAMS_PER_ADDRESS), and the share of the address's and the process's slots that
 * unverified users may take, so that throwaway sign-ups cannot crowd verified users out (docs/decisions.md).
 */
export const streamCaps = (perAddress = 10) => ({
  total: 10_000,
  perUser: 20,
  perSession: 3,
  perAddress,
  unverifiedPerAddress: Math.floor(perAddress / 2),
  unverifiedTotal: 9_000,
});
export type StreamCaps = ReturnType<typeof streamCaps>;

/**
 * The open pages of signed-in users in this web process, by user, fed by ONE stream of every
 * user's events from the backend (`/internal/user-events`). Each event goes to its own user's
 * pages and nobody else's. A sign-out ends that user's pages, and a backend stream that drops ends
 * them all: they reconnect, and whatever they missed is asked for again then.
 */
export function userStreams({
  apiUrl,
  internalToken,
  caps = streamCaps(),
}: {
  apiUrl: string;
  /** The backend's INTERNAL_TOKEN, which its /internal/user-events requires. */
  internalToken: string | undefined;
  caps?: StreamCaps;
}): UserStreams {
  const byUser = new Map<number, Set<PageConnection>>();
  const counts = { total: 0, unverified: 0 };
  /** Open pages by session, by address, and unverified users' by address. */
  const bySession = new Map<string, number>();
  const byAddress = new Map<string, number>();
  const unverifiedByAddress = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, n: number) => {
    const next = (map.get(key) ?? 0) + n;
    if (next > 0) map.set(key, next);
    else map.delete(key);
  };
  const waiting = new Set<() => void>();

  const endAll = (pages: Iterable<PageConnection>) => {
    for (const page of [...pages]) page.close();
  };
  const backend = followBackendEvents(apiUrl, internalToken, "/internal/user-events", {
    onEvent({ event, data }) {
      if (event !== "user") return;
      const { user_id, ...rest } = JSON.parse(data) as UserEvent;
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
    open({ userId, session, address: browser, verified }, page) {
      const pages = byUser.get(userId) ?? new Set();
      const address = addressKey(browser);
      if (counts.total >= caps.total || (!verified && counts.unverified >= caps.unverifiedTotal)) return "busy";
      if (
        pages.size >= caps.perUser ||
        (bySession.get(session) ?? 0) >= caps.perSession ||
        (byAddress.get(address) ?? 0) >= caps.perAddress ||
        (!verified && (unverifiedByAddress.get(address) ?? 0) >= caps.unverifiedPerAddress)
      )
        return "too-many";
      const count = (n: 1 | -1) => {
        counts.total += n;
        add(bySession, session, n);
        add(byAddress, address, n);
        if (verified) return;
        counts.unverified += n;
        add(unverifiedByAddress, address, n);
      };
      pages.add(page);
      byUser.set(userId, pages);
      count(1);
      return () => {
        if (!pages.delete(page)) return;
        count(-1);
        if (pages.size === 0) byUser.delete(userId);
      };
    },
    connectionCount: () => counts.total,
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

export const userStreamHub = (apiUrl: string, internalToken: string | undefined, perAddress: number): UserStreams =>
  (shared[HUB] ??= userStreams({ apiUrl, internalToken, caps: streamCaps(perAddress) }));

/** Ends every open page (they reconnect, to another process) and the stream from the backend. */
export function closeUserStreamHub() {
  shared[HUB]?.close();
}
