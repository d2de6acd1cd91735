import type Redis from "ioredis";
import { isCode } from "@/common/code";
import type { UserEvent } from "@/common/user-event";
import { randomToken } from "./crypto";
import { log } from "./log";

/**
 * A channel of change events: in process by default, through Redis when a client is given, so
 * every backend process hears every change. Publish only after the change is committed.
 */
export type EventBus<T> = {
  publish(message: T): void;
  /**
   * `onEnd` runs when this process can no longer promise every message to the listener (its Redis
   * subscription dropped, or the process is stopping): whoever relies on it should start over.
   */
  subscribe(listener: (message: T) => void, onEnd?: () => void): () => void;
  listenerCount(): number;
  /** Whether this process hears every message now: always in process; through Redis, while its subscriber is subscribed. */
  hearsAll(): boolean;
  close(): Promise<void>;
};

/** Receives the codes of compliments whose public answer changed. */
export type ChangeListener = (codes: string[]) => void;

/**
 * Change events for the compliments' public answers, so that caches of them (the web's page
 * cache) can drop what changed.
 */
export type ComplimentEvents = Omit<EventBus<string[]>, "publish"> & { publish(codes: readonly string[]): void };

export type { UserEvent };

export type UserEvents = EventBus<UserEvent>;

const CHANNEL = "compliments:changed";
const USER_CHANNEL = "users:events";
/** Keeps each message, and each event the web reads, small when a user with many compliments changes their picture. */
const CODES_PER_MESSAGE = 500;

/**
 * Through Redis, the publishing process hears its own change at once, not by Redis's echo (which it
 * skips): a read it answers right after the change (its guest answers) never sees the old compliment
 * while the echo is on its way.
 */
export function createEvents({ redis, channel = CHANNEL }: { redis?: Redis; channel?: string } = {}): ComplimentEvents {
  const bus = createBus(channel, parseCodes, redis, { hearOwnAtOnce: true });
  return {
    ...bus,
    publish(codes) {
      for (const chunk of chunks([...new Set(codes)], CODES_PER_MESSAGE)) bus.publish(chunk);
    },
  };
}

export const createUserEvents = ({ redis, channel = USER_CHANNEL }: { redis?: Redis; channel?: string } = {}): UserEvents =>
  createBus(channel, parseUserEvent, redis);

function createBus<T>(
  channel: string,
  parse: (message: string) => T | undefined,
  redis?: Redis,
  { hearOwnAtOnce = false } = {},
): EventBus<T> {
  const listeners = new Map<(message: T) => void, (() => void) | undefined>();
  const deliver = (message: T) => {
    for (const listener of [...listeners.keys()]) {
      try {
        listener(message);
      } catch (error) {
        log().error({ err: error, channel }, "A change-event listener failed");
      }
    }
  };
  const end = () => {
    const ended = [...listeners.values()];
    listeners.clear();
    for (const onEnd of ended) onEnd?.();
  };
  const origin = hearOwnAtOnce ? randomToken(9) : undefined;
  const relay = redis ? redisRelay(redis, channel, parse, deliver, end, origin) : undefined;

  return {
    publish(message) {
      if (!relay || origin) deliver(message);
      relay?.publish(message);
    },
    subscribe(listener, onEnd) {
      listeners.set(listener, onEnd);
      return () => void listeners.delete(listener);
    },
    listenerCount: () => listeners.size,
    hearsAll: () => relay?.live() ?? true,
    async close() {
      end();
      await relay?.close();
    },
  };
}

/**
 * Publishes on `redis` and listens on a second connection in subscriber mode, relaying every
 * message to this process's listeners, its own messages included unless it names an `origin`,
 * which its messages carry and which then skips their echo. While the subscription is down
 * messages are lost, so listeners are ended when it drops and when it comes back.
 */
function redisRelay<T>(
  redis: Redis,
  channel: string,
  parse: (message: string) => T | undefined,
  deliver: (message: T) => void,
  end: () => void,
  origin?: string,
) {
  const subscriber = redis.duplicate();
  let live = false;
  let lost = false;
  subscriber.on("message", (from: string, message: string) => {
    if (from !== channel || (origin && parseJson(message)?.origin === origin)) return;
    const parsed = parse(message);
    if (parsed !== undefined) deliver(parsed);
  });
  // Ended when it drops, and again when it is back: whoever started over in between missed messages too.
  subscriber.on("ready", () => {
    if (lost) end();
    live = true;
    lost = false;
  });
  subscriber.on("close", () => {
    if (live) end();
    lost ||= live;
    live = false;
  });
  subscriber.on("error", (error: Error) => log().warn({ channel, error: error.message }, "Redis subscriber error"));
  subscriber.subscribe(channel).catch((error: Error) => log().error({ channel, error: error.message }, "Could not subscribe"));

  return {
    publish(message: T) {
      redis
        .publish(channel, serialize(message, origin))
        .catch((error: Error) => log().error({ channel, error: error.message }, "Could not publish"));
    },
    live: () => live,
    close: async () => void subscriber.disconnect(),
  };
}

const serialize = (message: unknown, origin?: string) =>
  JSON.stringify(Array.isArray(message) ? { codes: message, ...(origin && { origin }) } : message);

function parseJson(message: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(message);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined; // not one of ours
  }
}

function parseCodes(message: string): string[] | undefined {
  const codes = parseJson(message)?.codes;
  return Array.isArray(codes) && codes.every((code) => typeof code === "string" && isCode(code)) ? codes : undefined;
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

function parseUserEvent(message: string): UserEvent | undefined {
  const event = parseJson(message);
  if (!event || !isId(event.user_id)) return undefined;
  const user_id = event.user_id;
  if (event.type === "message" && isId(event.conversation_id)) return { user_id, type: "message", conversation_id: event.conversation_id };
  if (event.type === "unread" && Number.isSafeInteger(event.count) && (event.count as number) >= 0)
    return { user_id, type: "unread", count: event.count as number };
  if (event.type === "signed-out") return { user_id, type: "signed-out" };
  return undefined;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size));
  return out;
}
