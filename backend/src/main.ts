import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { serve } from "@hono/node-server";
import Redis from "ioredis";
import { createApp } from "./app";
import { migrateDatabase, openDatabase } from "./db/client";
import { needsSeed, seedDatabase } from "./db/seed";
import { loadEnv } from "./env";
import { randomToken } from "./lib/crypto";
import { fileOffsetClock, systemClock } from "./lib/clock";
import { createEvents, createUserEvents } from "./lib/events";
import { jobHandlers } from "./jobs/handlers";
import { startWorker } from "./jobs/worker";
import { createMailer } from "./lib/mailer";
import { limiterFactory } from "./lib/rate-limit";

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
  if (env.SEED === "auto" && database.kind === "pglite" && (await needsSeed(database.db))) {
    console.log("Empty embedded database: seeding demo data…");
    await seedDatabase(database.db);
  }
  if (!env.APP_KEY) console.warn("APP_KEY is not set: signed links will not survive a restart.");
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  const events = createEvents({ redis });
  const userEvents = createUserEvents({ redis });

  const deps = {
    db: database.db,
    mailer: createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR, from: env.MAIL_FROM }),
    clock: env.CLOCK_OFFSET_FILE ? fileOffsetClock(env.CLOCK_OFFSET_FILE, (file) => readFileSync(file, "utf8")) : systemClock,
    limiter: limiterFactory({ redis }),
    events,
    userEvents,
    config: {
      appName: env.APP_NAME,
      appUrl: env.APP_URL,
      apiUrl: env.API_URL,
      appKey: env.APP_KEY ?? randomToken(),
      trustedProxies: new Set(env.TRUSTED_PROXIES.split(",").map((s) => s.trim())),
      tokenTtlDays: env.TOKEN_TTL_DAYS,
      tokenIdleMinutes: env.TOKEN_IDLE_MINUTES,
      notifyUnreadAfter: env.NOTIFY_UNREAD_AFTER,
      deliveryReminderAfter: env.DELIVERY_REMINDER_AFTER,
      userRequestsAtOnce: env.USER_REQUESTS_AT_ONCE,
    },
  };
  const app = createApp(deps);
  const worker = startWorker(deps, jobHandlers(deps));

  const server = serve({ fetch: app.fetch, port: env.API_PORT, hostname: env.API_HOST }, (info) =>
    console.log(`API listening on http://${info.address}:${info.port}/v1 (${database.kind})`),
  );

  const stop = async () => {
    await Promise.all([events.close(), userEvents.close()]); // ends the web servers' event streams, which would keep the server open
    server.close(async () => {
      await worker.stop();
      redis?.disconnect();
      await database.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
