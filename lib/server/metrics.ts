import { Counter, Gauge } from "prom-client";
import { createMetrics } from "../ops/metrics";

function createWebMetrics() {
  const base = createMetrics("web");
  const registers = [base.registry];
  return {
    ...base,
    /** Page-store lookups and writes, by the kind of page ("compliment", "build"): never by code. */
    pageCacheHits: new Counter({
      name: "page_cache_hits_total",
      help: "Pages answered from the page store.",
      labelNames: ["page"],
      registers,
    }),
    pageCacheMisses: new Counter({
      name: "page_cache_misses_total",
      help: "Page-store lookups that found nothing.",
      labelNames: ["page"],
      registers,
    }),
    pageCacheFills: new Counter({
      name: "page_cache_fills_total",
      help: "Rendered pages written to the page store.",
      labelNames: ["page"],
      registers,
    }),
    /** The backend's change-event streams this process follows, by path. */
    eventStreamConnected: new Gauge({
      name: "backend_event_stream_connected",
      help: "1 while the change-event stream from the backend is live, else 0.",
      labelNames: ["stream"],
      registers,
    }),
    eventStreamReconnects: new Counter({
      name: "backend_event_stream_reconnects_total",
      help: "Connections tried again after the change-event stream ended or failed.",
      labelNames: ["stream"],
      registers,
    }),
  };
}

/**
 * The web process's one registry. Kept on globalThis: the web server (run by tsx) and Next's
 * bundle load this module as separate instances, and both count into it.
 */
const KEY = Symbol.for("compliments.metrics");
const shared = globalThis as { [KEY]?: ReturnType<typeof createWebMetrics> };

export const metrics = (shared[KEY] ??= createWebMetrics());
