import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import Redis from "ioredis";
import { createApp } from "./app";
import { migrateDatabase, openDatabase, type Database } from "./db/client";
import { needsSeed, seedDatabase } from "./db/seed";
import { loadEnv, operatorEmails, settingWarnings } from "./env";
import { demoOperator, demoUsers } from "./db/seed-data";
import { syncOperators } from "./lib/operators";
import { randomToken } from "./lib/crypto";
import { fileOffsetClock, systemClock } from "./lib/clock";
import { createEvents, createUserEvents, type EventBus } from "./lib/events";
import { log } from "./lib/log";
import { jobHandlers } from "./jobs/handlers";
import { startWorker, type Worker } from "./jobs/worker";
import { createMailer } from "./lib/mailer";
import { limiterFactory } from "./lib/rate-limit";
import { stopGracefully, stopOnSignal } from "@/lib/ops/graceful-stop";

async function main() {
  const env = loadEnv();
  await mkdir(env.DATA_DIR, { recursive: true });
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DB_POOL_SIZE,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
  });
  await migrateDatabase(database);
  const demo = env.SEED === "auto" && database.kind === "pglite";
  if (demo && (await needsSeed(database.db))) {
    log().info("Empty embedded database: seeding demo data…");
    await seedDatabase(database.db);
  }
  // The embedded demo's operator works with no setting; on any other database only OPERATOR_EMAILS counts.
  const operators = [...operatorEmails(env.OPERATOR_EMAILS), ...(demo ? [demoUsers[demoOperator].email] : [])];
  await syncOperators(database.db, operators);
  for (const { message, fields = {} } of settingWarnings(env)) log().warn(fields, message);
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  redis?.on("error", (error: Error) => log().warn({ error: error.message }, "Redis connection error"));
  const events = createEvents({ redis });
  const userEvents = createUserEvents({ redis });
  const stopping = new AbortController();

  const deps = {
    db: database.db,
    mailer: createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR, from: env.MAIL_FROM }),
    clock: env.CLOCK_OFFSET_FILE ? fileOffsetClock(env.CLOCK_OFFSET_FILE, (file) => readFileSync(file, "utf8")) : systemClock,
    limiter: limiterFactory({ redis }),
    events,
    userEvents,
    redis,
    stopping: stopping.signal,
    config: {
      appName: env.APP_NAME,
      appUrl: env.APP_URL,
      apiUrl: env.API_URL,
      appKey: env.APP_KEY ?? randomToken(),
      internalToken: env.INTERNAL_TOKEN ?? randomToken(),
      trustedProxies: new Set(env.TRUSTED_PROXIES.split(",").map((s) => s.trim())),
      tokenTtlDays: env.TOKEN_TTL_DAYS,
      tokenIdleMinutes: env.TOKEN_IDLE_MINUTES,
      notifyUnreadAfter: env.NOTIFY_UNREAD_AFTER,
      deliveryReminderAfter: env.DELIVERY_REMINDER_AFTER,
      userRequestsAtOnce: env.USER_REQUESTS_AT_ONCE,
      operatorEmails: operators,
    },
  };
  const app = createApp(deps);
  const worker = startWorker(deps, jobHandlers(deps));

  const server = serve({ fetch: app.fetch, port: env.API_PORT, hostname: env.API_HOST }, (info) =>
    log().info({ address: info.address, port: info.port, database: database.kind }, "API listening"),
  ) as Server;

  const graceMs = env.SHUTDOWN_GRACE_SECONDS * 1000;
  stopOnSignal(async () => {
    stopping.abort(); // readiness answers 503 from now on
    await shutDown({ graceMs, server, worker, buses: [events, userEvents], redis, database });
  }, graceMs + 10_000);
}

type Running = {
  graceMs: number;
  server: Server;
  worker: Worker;
  buses: Pick<EventBus<unknown>, "close">[];
  redis?: Redis;
  database: Database;
};

/**
 * Stops without dropping work (lib/ops/graceful-stop.ts): the web servers' event streams end (they
 * would hold the server open), requests and jobs in progress get `graceMs`, and Redis and the
 * database close last, as requests and jobs use them to the end.
 */
const shutDown = ({ graceMs, server, worker, buses, redis, database }: Running) =>
  stopGracefully({
    server,
    graceMs,
    log: log(),
    async endStreams() {
      await Promise.all(buses.map((bus) => bus.close()));
      log().info("Event streams to the web servers ended");
    },
    work: {
      stop: () => worker.stop(),
      stopped: "Job worker stopped",
      leftRunning: "Grace period over: leaving the jobs still running (they run again once their hold has passed)",
    },
    async close() {
      redis?.disconnect();
      await database.close().catch((error: unknown) => log().warn({ err: error }, "Closing the database failed"));
    },
  });

main().catch((error: unknown) => {
  log().fatal({ err: error }, "The API could not start");
  process.exit(1);
});
