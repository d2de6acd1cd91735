import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type Redis from "ioredis";
import { ApiError } from "./errors";

export type Limit = { points: number; duration: number; message: string };
export type Limiter = {
  /** Counts one attempt for `key`; throws 429 with Retry-After once the limit is used up. */
  hit(key: string): Promise<void>;
  /** As `hit`, but a refused attempt is not counted: one that goes through can be given back with `reward`. */
  reserve(key: string): Promise<void>;
  /** Gives back one attempt counted for `key`. */
  reward(key: string): Promise<void>;
  /** As `reward`, but only an attempt its current window still counts: never fewer than none, so no key gains points. */
  giveBack(key: string): Promise<void>;
  reset(key: string): Promise<void>;
};

function tooMany(res: RateLimiterRes, message: string): ApiError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new ApiError(429, message.replace(":seconds", String(seconds)), undefined, { "Retry-After": String(seconds) });
}

/** Laravel's throttle message; the limiter fills in `:seconds`. */
export const tooManyMessage = (what: string) => `Too many ${what}. Please try again in :seconds seconds.`;

export type LimiterFactory = (name: string, limit: Limit) => Limiter;

/** Limiters that never refuse: for tests and benches that measure something other than the limits. */
export const unlimited: LimiterFactory = () => ({
  hit: async () => {},
  reserve: async () => {},
  reward: async () => {},
  giveBack: async () => {},
  reset: async () => {},
});

/**
 * In memory by default; in Redis when a client is given, so several backend processes share counts.
 * A name is one limit: asking again for a name gives the same limiter, so routers that share a
 * limit share its counts in memory as they do in Redis.
 */
export function limiterFactory({ redis, prefix = "rl" }: { redis?: Redis; prefix?: string } = {}): LimiterFactory {
  const made = new Map<string, { limit: Limit; limiter: Limiter }>();
  return (name, limit) => {
    const known = made.get(name);
    if (known && !sameLimit(known.limit, limit)) throw new Error(`The "${name}" limit is defined twice, differently.`);
    if (known) return known.limiter;
    const limiter = makeLimiter(redis, `${prefix}:${name}`, limit);
    made.set(name, { limit, limiter });
    return limiter;
  };
}

const sameLimit = (a: Limit, b: Limit) => a.points === b.points && a.duration === b.duration && a.message === b.message;

function makeLimiter(redis: Redis | undefined, keyPrefix: string, limit: Limit): Limiter {
  const opts = { keyPrefix, points: limit.points, duration: limit.duration };
  const store: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...opts, storeClient: redis, useRedisPackage: false })
    : new RateLimiterMemory(opts);
  return {
    async hit(key) {
      try {
        await store.consume(key);
      } catch (e) {
        if (e instanceof RateLimiterRes) throw tooMany(e, limit.message);
        throw e;
      }
    },
    async reserve(key) {
      try {
        await store.consume(key);
      } catch (e) {
        if (!(e instanceof RateLimiterRes)) throw e;
        // The store counted the refused point too; left there, refusals would keep the key locked.
        await store.reward(key);
        throw tooMany(e, limit.message);
      }
    },
    reward: async (key) => void (await store.reward(key)),
    async giveBack(key) {
      if (((await store.get(key))?.consumedPoints ?? 0) > 0) await store.reward(key);
    },
    reset: async (key) => void (await store.delete(key)),
  };
}

/**
 * Counts only requests whose answer has one of `statuses` (the misses of a guessing attack), and
 * once those are used up refuses every request with the same key. Each request reserves its point
 * before it is looked at and gives it back when it was not a miss, so a burst of concurrent
 * guesses never has more looked at than the limit allows; the price is that one key never has
 * more requests in flight than it has points left.
 */
export const limitMisses = (limiter: Limiter, key: (c: Context) => string, statuses: readonly number[]) =>
  createMiddleware(async (c, next) => {
    const k = key(c);
    await limiter.reserve(k);
    await next();
    if (!statuses.includes(c.res.status)) await limiter.reward(k);
  });
