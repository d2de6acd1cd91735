import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type Redis from "ioredis";
import { ApiError } from "./errors";

export type Limit = { points: number; duration: number; message: string };
export type Limiter = {
  /** Counts one attempt for `key`; throws 429 with Retry-After once the limit is used up. */
  hit(key: string): Promise<void>;
  /** Whether `key` has attempts left, without counting one. */
  check(key: string): Promise<void>;
  reset(key: string): Promise<void>;
};

function tooMany(res: RateLimiterRes, message: string): ApiError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new ApiError(429, message.replace(":seconds", String(seconds)), undefined, { "Retry-After": String(seconds) });
}

/** Laravel's throttle message; the limiter fills in `:seconds`. */
export const tooManyMessage = (what: string) => `Too many ${what}. Please try again in :seconds seconds.`;

export type LimiterFactory = (name: string, limit: Limit) => Limiter;

/** In memory by default; in Redis when a client is given, so several backend processes share counts. */
export function limiterFactory({ redis, prefix = "rl" }: { redis?: Redis; prefix?: string } = {}): LimiterFactory {
  return (name, limit) => {
    const opts = { keyPrefix: `${prefix}:${name}`, points: limit.points, duration: limit.duration };
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
      async check(key) {
        const res = await store.get(key);
        if (res && res.consumedPoints >= limit.points) throw tooMany(res, limit.message);
      },
      reset: async (key) => void (await store.delete(key)),
    };
  };
}

/**
 * Counts only requests whose answer has one of `statuses` (the misses of a guessing attack),
 * and once those are used up refuses every request with the same key.
 */
export const limitMisses = (limiter: Limiter, key: (c: Context) => string, statuses: readonly number[]) =>
  createMiddleware(async (c, next) => {
    const k = key(c);
    await limiter.check(k);
    await next();
    if (statuses.includes(c.res.status)) await limiter.hit(k);
  });
