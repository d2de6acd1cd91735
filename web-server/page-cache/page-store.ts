import Redis from "ioredis";
import { log } from "../../lib/server/log";
import { metrics } from "../../lib/server/metrics";

/** A rendered public page: its HTML with `nonce` standing where each response writes a fresh one. */
export type CachedPage = { html: string; nonce: string };

/** Where rendered pages are kept, by key: shared by every web process in Redis, else in memory. */
export type PageStore = {
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage): Promise<void>;
  delete(keys: string[]): Promise<void>;
  /** Drops what only this process holds (after it may have missed change events); a shared store keeps its entries, which other processes kept up to date. */
  forgetLocal(): void;
  close(): void;
};

/** A safety net only: change events drop an entry within a second of the change. */
const TTL_SECONDS = 600;
/** Pages are some 30 kB; this bounds the memory store to about 10 MB. */
const MEMORY_ENTRIES = 300;

/** The store of one process; `entries` bounds it, the least recently used going first. */
export function memoryPageStore(entries = MEMORY_ENTRIES): PageStore {
  const pages = new Map<string, { page: CachedPage; expires: number }>();
  return {
    async get(key) {
      const entry = pages.get(key);
      if (!entry || entry.expires < Date.now()) return undefined;
      pages.delete(key);
      pages.set(key, entry);
      return entry.page;
    },
    async set(key, page) {
      pages.delete(key);
      if (pages.size >= entries) pages.delete(pages.keys().next().value!);
      pages.set(key, { page, expires: Date.now() + TTL_SECONDS * 1000 });
    },
    async delete(keys) {
      for (const key of keys) pages.delete(key);
    },
    forgetLocal: () => pages.clear(),
    close() {},
  };
}

export function redisPageStore(url: string, prefix = "page:"): PageStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on("error", (error) => log.error({ reason: error.message }, "Page cache: Redis failed"));
  return {
    async get(key) {
      const value = await redis.get(prefix + key).catch(() => null);
      return value ? (JSON.parse(value) as CachedPage) : undefined;
    },
    async set(key, page) {
      await redis.set(prefix + key, JSON.stringify(page), "EX", TTL_SECONDS).catch(() => undefined);
    },
    async delete(keys) {
      if (keys.length) await redis.del(...keys.map((k) => prefix + k)).catch(() => undefined);
    },
    forgetLocal() {},
    close: () => redis.disconnect(),
  };
}

/** The kind of page a key holds ("compliment", "build"): a metric label that never carries a code. */
const kindOf = (key: string) => key.slice(0, key.indexOf(":"));

/** `store`, with its hits, misses and fills counted (lib/server/metrics.ts). */
export function countedPageStore(store: PageStore): PageStore {
  return {
    ...store,
    async get(key) {
      const page = await store.get(key);
      (page ? metrics.pageCacheHits : metrics.pageCacheMisses).labels(kindOf(key)).inc();
      return page;
    },
    async set(key, page) {
      await store.set(key, page);
      metrics.pageCacheFills.labels(kindOf(key)).inc();
    },
  };
}
