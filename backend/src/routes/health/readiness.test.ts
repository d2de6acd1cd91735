import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Redis from "ioredis";
import { freePort } from "@/scripts/lib/processes";
import { createApp } from "../../app";
import { openDatabase, type Database } from "../../db/client";
import { createMemoryMailer } from "../../lib/mailer";
import { createTestApp, type TestApp } from "../../test/test-app";

const ready = (app: Pick<TestApp, "request">) =>
  app.request("/v1/health/ready").then(async (res) => ({ status: res.status, body: await res.json() }));

describe("GET /v1/health/ready", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("is ready while the database (and Redis, when configured) answers", async () => {
    expect(await ready(t)).toEqual({
      status: 200,
      body: { success: true, status: "ok", database: "ok", redis: process.env.REDIS_URL ? "ok" : "not_configured", shutting_down: false },
    });
  });

  it("is not ready once the process is stopping, whatever else answers", async () => {
    const stopping = new AbortController();
    stopping.abort();
    const app = createApp({ ...t.deps, stopping: stopping.signal });
    expect(await ready({ request: (path: string) => Promise.resolve(app.request(path)) })).toEqual({
      status: 503,
      body: expect.objectContaining({ success: false, status: "unavailable", database: "ok", shutting_down: true }),
    });
  });
});

/**
 * A PostgreSQL and a Redis of this test's own, stopped and started again: never the shared ones, which
 * other suites use meanwhile. CI's PostgreSQL pass only, where the server's binaries are installed.
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** The server's programs (initdb, pg_ctl): in the newest of Debian's versioned folders, whichever is installed. */
function postgresPrograms(root = "/usr/lib/postgresql"): string {
  const versions = existsSync(root) ? readdirSync(root).filter((version) => existsSync(path.join(root, version, "bin", "pg_ctl"))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`No PostgreSQL server programs under ${root}: install Debian's postgresql package.`);
  return path.join(root, newest, "bin");
}

onPostgres("readiness against a database and a Redis that go away and come back", () => {
  let PG_BIN: string;
  let dir: string;
  let pgPort: number;
  let redisPort: number;
  let redisServer: ChildProcess | undefined;
  let database: Database;
  let redis: Redis;
  let app: ReturnType<typeof createApp>;

  /** pg_ctl as the postgres user (PostgreSQL refuses to run as root), on our port and socket folder. */
  const pgCtl = (...args: string[]) => {
    const run = spawnSync("runuser", ["-u", "postgres", "--", `${PG_BIN}/pg_ctl`, "-D", `${dir}/data`, "-l", `${dir}/log`, ...args], {
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(`pg_ctl ${args.join(" ")}: ${run.stderr || run.stdout}`);
  };
  const startPostgres = () => pgCtl("-o", `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1`, "-w", "start");
  const stopPostgres = () => pgCtl("-m", "fast", "-w", "stop");

  /** In its own process group, stopped by that group's id. */
  const startRedis = async () => {
    redisServer = spawn("redis-server", ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      detached: true,
      stdio: "ignore",
    });
    const probe = new Redis(redisPort, "127.0.0.1", { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 50 });
    await probe.connect().catch(() => undefined);
    for (let i = 0; i < 100 && probe.status !== "ready"; i++) await new Promise((r) => setTimeout(r, 50));
    probe.disconnect();
  };
  const stopRedis = async () => {
    const server = redisServer;
    if (!server?.pid || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    process.kill(-server.pid, "SIGTERM");
    await exited;
  };

  /** Readiness answers as expected within a few seconds (reconnecting takes a moment). */
  async function becomes(status: number, parts: Record<string, string>) {
    let last: Awaited<ReturnType<typeof ready>> | undefined;
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      last = await ready({ request: (path: string) => Promise.resolve(app.request(path)) });
      if (last.status === status && Object.entries(parts).every(([part, state]) => last!.body[part] === state)) return last;
    }
    throw new Error(`readiness stayed ${JSON.stringify(last)}`);
  }

  beforeAll(async () => {
    PG_BIN = postgresPrograms();
    [pgPort, redisPort] = [await freePort(), await freePort()];
    dir = mkdtempSync(path.join(tmpdir(), "readiness-"));
    chownSync(dir, Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim()), 0);
    const init = spawnSync("runuser", ["-u", "postgres", "--", `${PG_BIN}/initdb`, "-D", `${dir}/data`, "-A", "trust", "-U", "postgres"], {
      encoding: "utf8",
    });
    if (init.status !== 0) throw new Error(`initdb: ${init.stderr}`);
    startPostgres();
    await startRedis();
    database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${pgPort}/postgres`, poolSize: 2 });
    // As main.ts makes it: a command waits for at most two reconnections.
    redis = new Redis(`redis://127.0.0.1:${redisPort}`, { maxRetriesPerRequest: 2 });
    redis.on("error", () => undefined); // refused connections while it is down, on purpose
    app = createApp({ db: database.db, mailer: createMemoryMailer(), redis });
  }, 60_000);

  afterAll(async () => {
    redis?.disconnect();
    await database?.close().catch(() => undefined);
    await stopRedis();
    try {
      pgCtl("-m", "immediate", "stop");
    } catch {
      // not running
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it("goes 503 when PostgreSQL stops and 200 when it is back; the same for Redis", async () => {
    await becomes(200, { database: "ok", redis: "ok" });

    stopPostgres();
    const started = Date.now();
    expect((await becomes(503, { database: "down", redis: "ok" })).body).toMatchObject({ status: "unavailable", success: false });
    expect(Date.now() - started).toBeLessThan(3000);
    startPostgres();
    await becomes(200, { database: "ok", redis: "ok" });

    await stopRedis();
    await becomes(503, { database: "ok", redis: "down" });
    await startRedis();
    await becomes(200, { database: "ok", redis: "ok" });
  }, 60_000);
});
