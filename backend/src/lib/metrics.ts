import { Gauge } from "prom-client";
import { createMetrics } from "@/lib/ops/metrics";
import { poolOf } from "../db/client";
import type { AppDeps } from "../deps";
import { queueStats } from "../jobs/queue";
import { log } from "./log";

/** The web servers' event streams (routes/internal), by path. */
export type StreamName = "compliment-events" | "user-events";

/**
 * The backend's registry: Node's figures and requests (lib/ops/metrics.ts), the event streams open to
 * web servers, and, read when scraped, the job queue, the database pool and the Redis subscribers.
 */
export function createApiMetrics({ db, clock, events, userEvents, redis }: AppDeps) {
  const metrics = createMetrics("api");
  const registers = [metrics.registry];

  const streams = new Gauge({
    name: "event_streams_open",
    help: "Change-event streams open to web servers (their page caches and users' pages hear changes through them).",
    labelNames: ["stream"],
    registers,
  });
  for (const stream of ["compliment-events", "user-events"] satisfies StreamName[]) streams.set({ stream }, 0);

  // Both queue gauges come from one query per scrape: whichever collects first starts it, the other shares it.
  let reading: ReturnType<typeof queueStats> | undefined;
  const queue = () =>
    (reading ??= queueStats(db, clock.now()).finally(() => {
      reading = undefined;
    }));
  new Gauge({
    name: "job_queue_jobs",
    help: "Jobs by state: due (waiting to run now), scheduled (for later) and failed for good.",
    labelNames: ["state"],
    registers,
    async collect() {
      this.reset();
      const stats = await queue().catch((error: unknown) => void log().warn({ err: error }, "Metrics could not read the job queue"));
      if (!stats) return; // no series rather than a stale one: an alert on its absence notices
      this.set({ state: "due" }, stats.pending);
      this.set({ state: "scheduled" }, stats.scheduled);
      this.set({ state: "failed" }, stats.failed);
    },
  });
  new Gauge({
    name: "job_queue_oldest_due_age_seconds",
    help: "How long the oldest due job has waited to run.",
    registers,
    async collect() {
      this.reset();
      const stats = await queue().catch(() => undefined); // logged once, by job_queue_jobs
      if (stats) this.set(stats.oldest_waiting_seconds);
    },
  });

  // PGlite is one in-process connection whose queue is not visible: no connection series rather than made-up ones
  // (the waiting count, which has no labels, stays 0). Looked up when scraped: the OpenAPI build's app has no database.
  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL connections of this process's pool, in use or idle.",
    labelNames: ["state"],
    registers,
    collect() {
      const pool = poolOf(db);
      if (!pool) return;
      this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
      this.set({ state: "idle" }, pool.idleCount);
    },
  });
  new Gauge({
    name: "db_pool_waiting_requests",
    help: "Queries waiting for a connection of the pool.",
    registers,
    collect() {
      this.set(poolOf(db)?.waitingCount ?? 0);
    },
  });

  if (redis) {
    new Gauge({
      name: "event_bus_redis_subscribed",
      help: "1 while the Redis subscriber of a change-event bus is subscribed; 0 while changes from other processes are missed.",
      labelNames: ["bus"],
      registers,
      collect() {
        this.set({ bus: "compliments" }, Number(events.hearsAll()));
        this.set({ bus: "users" }, Number(userEvents.hearsAll()));
      },
    });
  }

  return {
    ...metrics,
    /** Counts an event stream as open; call what it returns when the stream ends. */
    streamOpened(stream: StreamName) {
      streams.inc({ stream });
      return () => streams.dec({ stream });
    },
  };
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>;
