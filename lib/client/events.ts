"use client";

import { readEventStream } from "@/lib/events/sse";

/**
 * What this tab hears about its user: `unread` (their count: at once on connecting, then on every
 * change), `message` (a new message in one of their conversations), `ready` (the stream is (back)
 * up: what may have been missed should be asked for again), and `poll` (the stream cannot be held:
 * look yourself, every SLOW_POLL_MS).
 */
export type TabEvent =
  { type: "unread"; count: number } | { type: "message"; conversationId: number } | { type: "ready" } | { type: "poll" };

/** The server pings every 25 s: a stream silent for longer than this is dead. */
const SILENT_MS = 60_000;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 60_000;
/** Failed tries in a row (about 3 s) before the readers fall back to looking themselves. */
const FALLBACK_AFTER = 2;
/** How often the readers look while the stream cannot be held: a slow poll, not the old 4 s one. */
export const SLOW_POLL_MS = 30_000;

const listeners = new Set<(event: TabEvent) => void>();
let release: (() => void) | undefined;

const emit = (event: TabEvent) => {
  for (const listener of [...listeners]) listener(event);
};

/**
 * Listens to this tab's one event stream (GET /api/events), shared by every reader on the page: the
 * first one opens it, the last one to leave closes it (a sign-out unmounts them all).
 */
export function subscribeTabEvents(listener: (event: TabEvent) => void) {
  listeners.add(listener);
  if (listeners.size === 1) release = holdStream();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    release?.();
    release = undefined;
  };
}

/**
 * Keeps the stream open: when it ends or fails it is tried again after 1 s, doubling up to 60 s
 * (with jitter, so many tabs do not come back at once); a stream that was up starts again at 1 s.
 * While it cannot be held the readers poll slowly. A refusal for the session (401) stops it all; a
 * refusal for holding too many streams (429) turns to polling at once; the next try waits at least
 * the refusal's Retry-After.
 */
function holdStream() {
  let stopped = false;
  let failures = 0;
  let aborter: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;

  const startPolling = () => {
    if (pollTimer) return;
    emit({ type: "poll" });
    pollTimer = setInterval(() => document.hidden || emit({ type: "poll" }), SLOW_POLL_MS);
  };
  const stopPolling = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };

  async function connect() {
    aborter = new AbortController();
    const signal = aborter.signal;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => aborter?.abort(), SILENT_MS);
    };
    let up = false;
    let retryAfterMs = 0;
    try {
      heard();
      const res = await fetch("/api/events", { signal, headers: { Accept: "text/event-stream" }, cache: "no-store" });
      if (res.status === 401) return stop(); // the session ended: the next page load goes to log in
      retryAfterMs = (Number(res.headers.get("Retry-After")) || 0) * 1000;
      if (res.status === 429) startPolling(); // other tabs hold this session's (or this address's) streams: not soon back
      if (res.ok && res.body) {
        await readEventStream(
          res.body,
          ({ event, data }) => {
            if (event === "ready") {
              up = true;
              failures = 0;
              stopPolling();
              emit({ type: "ready" });
            } else if (event === "unread") emit({ type: "unread", count: (JSON.parse(data) as { count: number }).count });
            else if (event === "message")
              emit({ type: "message", conversationId: (JSON.parse(data) as { conversation_id: number }).conversation_id });
          },
          heard,
        );
      }
    } catch {
      // no answer, or the stream broke: tried again below
    } finally {
      clearTimeout(silence);
    }
    if (stopped) return;
    if (!up && ++failures >= FALLBACK_AFTER) startPolling();
    const wait = Math.max(Math.min(FIRST_RETRY_MS * 2 ** Math.max(failures - 1, 0), MAX_RETRY_MS), retryAfterMs);
    retryTimer = setTimeout(connect, wait * (0.75 + Math.random() / 2));
  }

  function stop() {
    stopped = true;
    clearTimeout(retryTimer);
    stopPolling();
    aborter?.abort();
  }

  void connect();
  return stop;
}
