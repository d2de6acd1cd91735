import Redis from "ioredis";
import type { View } from "../../lib/server/compliment-views";
import { CODE_LENGTH } from "../../common/code";
import { log } from "../../lib/server/log";

export type { View };

export type ViewBatchesOptions = {
  /** Writes one batch; a throw keeps its views for the next flush. */
  write(views: View[]): Promise<void>;
  /** With a URL, every web process queues its views in one Redis list, and any of them writes them. */
  redisUrl?: string;
  /** The Redis list; processes that share it share their batches. */
  key?: string;
  /** A batch is written once it holds this many views… */
  maxViews?: number;
  /** …or this long after the last write. */
  intervalMs?: number;
  /** Views kept while the backend cannot take them (some 40 bytes each): beyond this the oldest go. */
  maxHeld?: number;
};

export type ViewBatches = {
  /** Counts a view once per (code, device) this process has seen lately; the database keeps them unique anyway. */
  add(code: string, deviceId: string): void;
  /** Writes what is queued now, in batches of at most `maxViews`. */
  flush(): Promise<void>;
  /** Stops the timer and writes everything still queued (views that cannot be written stay in Redis, when used). */
  close(): Promise<void>;
};

/** How many recently counted (code, device) pairs a process remembers, so a reload needs no write. */
const REMEMBERED = 20_000;

/**
 * Guests' views, written in batches: one backend call (one statement) per `intervalMs` or per
 * `maxViews` views, instead of one per reader. Without Redis each process writes its own views;
 * with Redis every process pushes to one list and each flush pops up to `maxViews` of them
 * atomically, so the processes together write one batch per interval and a view is written by
 * exactly one of them.
 */
export function viewBatches({
  write,
  redisUrl,
  key = "views:queued",
  maxViews = 500,
  intervalMs = 100,
  maxHeld = 100_000,
}: ViewBatchesOptions): ViewBatches {
  // Commands wait for the connection to open; once it is lost they fail after one retry, and the views are held here instead.
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  redis?.on("error", (error) => log.error({ reason: error.message }, "View batches: Redis failed"));
  const remembered = new Set<string>();
  /** Views held here: all of them without Redis; with Redis, those it could not take. */
  const held: View[] = [];
  const pushing = new Set<Promise<unknown>>();
  let flushing: Promise<void> | undefined;
  let again = false;
  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  function hold(views: View[]) {
    held.push(...views);
    if (held.length > maxHeld)
      log.error({ views: held.splice(0, held.length - maxHeld).length }, "View batches: views dropped, the backend took none");
    if (held.length >= maxViews) void flush();
  }

  function add(code: string, deviceId: string) {
    const pair = code + deviceId;
    if (remembered.has(pair)) return;
    if (remembered.size >= REMEMBERED) remembered.delete(remembered.values().next().value!);
    remembered.add(pair);
    if (!redis) return hold([{ code, device_id: deviceId }]);
    const push = redis
      .rpush(key, pair)
      .then((queued) => {
        if (queued >= maxViews) void flush();
      })
      .catch(() => hold([{ code, device_id: deviceId }]))
      .finally(() => pushing.delete(push));
    pushing.add(push);
  }

  /** Up to `maxViews` views to write: held ones first, then the shared list's oldest. */
  async function take(): Promise<View[]> {
    const views = held.splice(0, maxViews);
    if (!redis || views.length === maxViews) return views;
    const popped = (await redis.lpop(key, maxViews - views.length).catch(() => null)) ?? [];
    return views.concat(popped.map((pair) => ({ code: pair.slice(0, CODE_LENGTH), device_id: pair.slice(CODE_LENGTH) })));
  }

  /** Views a write failed for go back where they came from, so the next flush (of any process) tries again. */
  async function giveBack(views: View[]) {
    const pairs = views.map((v) => v.code + v.device_id).reverse();
    const givenBack =
      redis &&
      (await redis.lpush(key, ...pairs).then(
        () => true,
        () => false,
      ));
    if (!givenBack) held.unshift(...views);
  }

  async function writeAll() {
    for (;;) {
      const views = await take();
      if (!views.length) return;
      try {
        await write(views);
      } catch (error) {
        log.error(
          { views: views.length, reason: error instanceof Error ? error.message : String(error) },
          "View batches: writing failed (kept for the next try)",
        );
        await giveBack(views);
        return;
      }
      if (views.length < maxViews) return;
    }
  }

  /** One flush at a time per process; a flush asked for meanwhile runs right after it. */
  function flush(): Promise<void> {
    if (flushing) {
      again = true;
      return flushing;
    }
    flushing = (async () => {
      do {
        again = false;
        await writeAll();
      } while (again);
    })().finally(() => (flushing = undefined));
    return flushing;
  }

  let closed: Promise<void> | undefined;
  return {
    add,
    flush,
    close() {
      closed ??= (async () => {
        clearInterval(timer);
        await Promise.all(pushing);
        await flush();
        if (held.length) log.error({ views: held.length }, "View batches: views not written at shutdown");
        await redis?.quit().catch(() => redis.disconnect());
      })();
      return closed;
    },
  };
}
