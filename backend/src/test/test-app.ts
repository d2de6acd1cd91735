import Redis from "ioredis";
import { Client } from "pg";
import { createApp, defaultConfig, type App } from "../app";
import { internalAuthorization } from "@/lib/internal-token";
import type { AppDeps } from "../deps";
import { jobHandlers } from "../jobs/handlers";
import { queueStats } from "../jobs/queue";
import { startWorker, type WorkerOptions } from "../jobs/worker";
import { contractChecker, isJson, mediaType, type ContractChecker } from "./contract";
import { migrateDatabase, openDatabase, type Database } from "../db/client";
import type { Clock } from "../lib/clock";
import { randomToken } from "../lib/crypto";
import { createEvents, createUserEvents } from "../lib/events";
import { createMemoryMailer } from "../lib/mailer";
import { limiterFactory, type LimiterFactory } from "../lib/rate-limit";

export type FakeClock = Clock & { advance(ms: number): void; set(date: Date): void };

export function fakeClock(start = new Date("2026-01-15T12:00:00Z")): FakeClock {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms) => void (now += ms), set: (d) => void (now = d.getTime()) };
}

/** In-memory PGlite, or a fresh database on the server at TEST_DATABASE_URL, dropped again on close. */
async function openTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({});
  const name = `test_${randomToken(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "x")}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString() });
  return {
    ...database,
    url: target.toString(),
    async close() {
      await database.close();
      await waitUntilDisconnected(admin, name);
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Closed pool connections leave the server a moment later; dropping before that would kill them mid-goodbye. */
async function waitUntilDisconnected(admin: Client, database: string) {
  for (let i = 0; i < 50; i++) {
    const { rows } = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [database]);
    if (rows[0].n === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Tests see a queued mail within a few of these; the worker is otherwise the one every backend runs. */
const testWorker: WorkerOptions = { pollMs: 20, holdMs: 5 * 60_000, batch: 10 };

/** One migrated database and app, with its job worker, per test file: call in beforeAll, close in afterAll. */
export async function createTestApp(
  /** `worker: false`: its worker runs jobs only when the test calls `t.worker.runDue()`. */
  options: { limiter?: LimiterFactory; config?: Partial<AppDeps["config"]>; worker?: false } = {},
) {
  const database = await openTestDatabase();
  await migrateDatabase(database);
  const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
  const mailer = createMemoryMailer();
  const clock = fakeClock();
  const events = createEvents({ redis, channel: `test:${randomToken(6)}:compliments:changed` });
  const userEvents = createUserEvents({ redis, channel: `test:${randomToken(6)}:users:events` });
  const deps: AppDeps = {
    db: database.db,
    mailer,
    clock,
    events,
    userEvents,
    limiter: options.limiter ?? limiterFactory({ redis, prefix: `test:${randomToken(6)}` }),
    redis,
    stopping: new AbortController().signal,
    config: { ...defaultConfig, ...options.config },
  };
  const app = createApp(deps);
  const worker = startWorker(deps, jobHandlers(deps), options.worker === false ? { ...testWorker, pollMs: null } : testWorker);
  const request = checkedRequests(app, deps.config.internalToken);
  return {
    app,
    db: database.db,
    /** The PostgreSQL database's URL, for a second backend process; none on PGlite. */
    databaseUrl: database.url,
    mailer,
    clock,
    events,
    userEvents,
    worker,
    deps,
    request,
    async close() {
      await worker.stop();
      await Promise.all([events.close(), userEvents.close()]);
      redis?.disconnect();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Waits until the worker running by itself has run every job due now, and those they queued: a job
 * stays due until its run ends. What a test waits for before it says that nothing (else) was sent.
 */
export async function untilNoDueJob(t: TestApp, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (let due = await dueJobs(t); due > 0; due = await dueJobs(t)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${due} due jobs to run`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const dueJobs = async (t: TestApp) => (await queueStats(t.db, t.clock.now())).pending;

/** The socket address the tests' requests come from by default: the web server's, on this machine. */
const WEB_SERVER = "127.0.0.1";

/**
 * Requests to `app` as the tests make them: with a token, a JSON body, `peer`, the socket address the
 * request comes from (by default the web server's, 127.0.0.1, a trusted proxy, whose X-Forwarded-For
 * names the client; `null` for none, as an in-process request has), or `internal`, the internal
 * token a web server sends to /internal/*. Every answer is checked against the contract the app publishes.
 */
export function checkedRequests(app: App, internalToken = defaultConfig.internalToken) {
  let checker: Promise<ContractChecker> | undefined;
  /** Fails the request, so the test that made it, when the answer breaks the published contract. */
  async function keepsContract(method: string, path: string, res: Response) {
    checker ??= Promise.resolve(app.request("/v1/openapi.json")).then(async (doc) => contractChecker(await doc.json()));
    const contentType = res.headers.get("Content-Type");
    const text = isJson(mediaType(contentType)) ? await res.clone().text() : undefined;
    const check = await checker;
    const problem = check({ method, path: new URL(path, "http://test").pathname, status: res.status, contentType, text });
    if (problem) throw new Error(problem);
  }
  return async (path: string, init: RequestInit & { token?: string; json?: unknown; peer?: string | null; internal?: boolean } = {}) => {
    const { token, json, peer = WEB_SERVER, internal, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set("Authorization", `Bearer ${token}`);
    if (internal) headers.set("Authorization", internalAuthorization(internalToken));
    if (json !== undefined) headers.set("Content-Type", "application/json");
    const env = peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined;
    const res = await app.request(path, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body }, env);
    await keepsContract(rest.method ?? "GET", path, res);
    return res;
  };
}
