import type Redis from "ioredis";

/** Receives the codes of compliments whose public answer changed. */
export type ChangeListener = (codes: string[]) => void;

/**
 * Change events for the compliments' public answers, so that caches of them (the web's page
 * cache) can drop what changed. Publish only after the change is committed.
 */
export type ComplimentEvents = {
  publish(codes: readonly string[]): void;
  /**
   * `onEnd` runs when this process can no longer promise every change to the listener (its Redis
   * subscription dropped, or the process is stopping): whoever relies on it should start over.
   */
  subscribe(listener: ChangeListener, onEnd?: () => void): () => void;
  listenerCount(): number;
  close(): Promise<void>;
};

const CHANNEL = "compliments:changed";
/** Keeps each message, and each event the web reads, small when a user with many compliments changes their picture. */
const CODES_PER_MESSAGE = 500;
const CODE = /^\d{8}$/;

/** In process by default; through a Redis channel when a client is given, so every backend process hears every change. */
export function createEvents({ redis, channel = CHANNEL }: { redis?: Redis; channel?: string } = {}): ComplimentEvents {
  const listeners = new Map<ChangeListener, (() => void) | undefined>();
  const deliver = (codes: string[]) => {
    for (const listener of [...listeners.keys()]) {
      try {
        listener(codes);
      } catch (error) {
        console.error("A compliment change listener failed:", error);
      }
    }
  };
  const end = () => {
    const ended = [...listeners.values()];
    listeners.clear();
    for (const onEnd of ended) onEnd?.();
  };
  const relay = redis ? redisRelay(redis, channel, deliver, end) : undefined;

  return {
    publish(codes) {
      for (const chunk of chunks([...new Set(codes)], CODES_PER_MESSAGE)) {
        if (relay) relay.publish(chunk);
        else deliver(chunk);
      }
    },
    subscribe(listener, onEnd) {
      listeners.set(listener, onEnd);
      return () => void listeners.delete(listener);
    },
    listenerCount: () => listeners.size,
    async close() {
      end();
      await relay?.close();
    },
  };
}

/**
 * Publishes on `redis` and listens on a second connection in subscriber mode, relaying every
 * message to this process's listeners, its own messages included. While the subscription is
 * down messages are lost, so listeners are ended when it drops and when it comes back.
 */
function redisRelay(redis: Redis, channel: string, deliver: (codes: string[]) => void, end: () => void) {
  const subscriber = redis.duplicate();
  let live = false;
  let lost = false;
  subscriber.on("message", (from: string, message: string) => {
    if (from !== channel) return;
    const codes = parseMessage(message);
    if (codes) deliver(codes);
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
  subscriber.on("error", (error: Error) => console.error("Redis subscriber for compliment changes:", error.message));
  subscriber.subscribe(channel).catch((error: Error) => console.error("Could not subscribe to compliment changes:", error.message));

  return {
    publish(codes: string[]) {
      redis
        .publish(channel, JSON.stringify({ codes }))
        .catch((error: Error) => console.error("Could not publish compliment changes:", error.message));
    },
    close: async () => void subscriber.disconnect(),
  };
}

function parseMessage(message: string): string[] | undefined {
  try {
    const { codes } = JSON.parse(message) as { codes?: unknown };
    if (Array.isArray(codes) && codes.every((code) => typeof code === "string" && CODE.test(code))) return codes;
  } catch {
    // not one of ours
  }
  return undefined;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size));
  return out;
}
