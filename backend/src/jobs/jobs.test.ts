import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { freePort, startProcess } from "@/scripts/lib/processes";
import { jobs } from "../db/schema";
import type { AppDeps } from "../deps";
import { withLog } from "../lib/log";
import { createMailer, type MailMessage } from "../lib/mailer";
import { capturedLog } from "../test/captured-log";
import { until } from "@/lib/testing/until";
import { startSmtpServer, type SmtpServer } from "../test/smtp";
import { createTestApp, fakeClock, type TestApp } from "../test/test-app";
import { jobHandlers } from "./handlers";
import { mailJob } from "./mail";
import { enqueue, MAX_ATTEMPTS, queueStats } from "./queue";
import { startWorker, type Worker } from "./worker";

// The outbox against a real SMTP server: mail that is queued arrives, a server that refuses for a
// while gets it later, and a backend that dies mid-send leaves the job to another.

let t: TestApp;
let smtp: SmtpServer;
let deps: AppDeps;
let worker: Worker;
const workers: Worker[] = [];

beforeAll(async () => {
  t = await createTestApp({ worker: false });
  smtp = await startSmtpServer();
  deps = { ...t.deps, mailer: createMailer({ smtpUrl: smtp.url, dataDir: "", from: "Compliments <no-reply@example.test>" }) };
  worker = startWorker(deps, jobHandlers(deps), { pollMs: null, holdMs: 60_000, batch: 10 });
  workers.push(worker);
});
afterAll(async () => {
  await smtp.close();
  await Promise.all(workers.map((w) => w.stop()));
  await t.close();
});
beforeEach(async () => {
  smtp.received.length = 0;
  Object.assign(smtp.state, { refuse: undefined, stall: false, stalled: 0 });
  await t.db.delete(jobs);
});

const message = (to: string): MailMessage => ({ to, subject: `Hello ${to}`, text: "Plain words.", html: "<p>Plain words.</p>" });
const queue = (to: string) => enqueue(t.db, mailJob(message(to), t.clock.now()));
const stats = () => queueStats(t.db, t.clock.now());

it("fails for good, without running it, a job of a kind this version does not know or whose payload does not fit its kind", async () => {
  const now = t.clock.now();
  // Rows an older version, or a hand, could have written: the registry's types keep enqueue from writing them.
  await t.db.insert(jobs).values([
    { kind: "fax", payload: { to: "ann@example.test" }, runAt: now },
    { kind: "mail", payload: { to: "ann@example.test", subject: "No body" }, runAt: now },
  ]);
  expect(await worker.runDue()).toBe(2);
  expect(smtp.received).toEqual([]);
  const failed = await t.db.select({ kind: jobs.kind, state: jobs.state, lastError: jobs.lastError }).from(jobs).orderBy(jobs.id);
  expect(failed).toEqual([
    { kind: "fax", state: "failed", lastError: 'No handler for jobs of kind "fax".' },
    { kind: "mail", state: "failed", lastError: 'A "mail" job\'s payload does not fit its kind.' },
  ]);
});

it("delivers a queued mail over SMTP with its headers, and the job is gone", async () => {
  await enqueue(t.db, mailJob({ ...message("ann@example.test"), headers: { "X-Test": "yes" } }, t.clock.now()));
  expect(await stats()).toEqual({ pending: 1, scheduled: 0, failed: 0, oldest_waiting_seconds: 0 });

  expect(await worker.runDue()).toBe(1);
  expect(smtp.received.map((m) => m.to)).toEqual([["ann@example.test"]]);
  const raw = smtp.received[0]!.raw;
  expect(raw).toMatch(/^Subject: Hello ann@example\.test$/m);
  expect(raw).toMatch(/^From: Compliments <no-reply@example\.test>$/m);
  expect(raw).toMatch(/^X-Test: yes$/m);
  expect(await stats()).toEqual({ pending: 0, scheduled: 0, failed: 0, oldest_waiting_seconds: 0 });
});

it("runs a job no earlier than its time", async () => {
  await enqueue(t.db, mailJob(message("later@example.test"), new Date(t.clock.now().getTime() + 30_000)));
  expect(await worker.runDue()).toBe(0);
  expect(await stats()).toMatchObject({ pending: 0, scheduled: 1 });
  t.clock.advance(30_000);
  expect(await worker.runDue()).toBe(1);
  expect(smtp.received).toHaveLength(1);
});

it("keeps a mail the server refuses for a while (421) and sends it after the back-off", async () => {
  await queue("busy@example.test");
  smtp.state.refuse = 421;
  await worker.runDue();
  expect(smtp.received).toHaveLength(0);
  const [job] = await t.db.select().from(jobs);
  expect(job).toMatchObject({ state: "pending", attempts: 1, lockedUntil: null });
  expect(job!.lastError).toMatch(/421/);
  expect(job!.runAt.getTime() - t.clock.now().getTime()).toBe(60_000);

  smtp.state.refuse = undefined;
  expect(await worker.runDue()).toBe(0); // not yet: the back-off holds it a minute
  t.clock.advance(60_000);
  expect(await stats()).toMatchObject({ pending: 1, oldest_waiting_seconds: 0 });
  t.clock.advance(5_000);
  expect(await stats()).toMatchObject({ pending: 1, oldest_waiting_seconds: 5 });
  expect(await worker.runDue()).toBe(1);
  expect(smtp.received.map((m) => m.to)).toEqual([["busy@example.test"]]);
  expect(await t.db.select().from(jobs)).toEqual([]);
});

it("backs off 1 min, 5 min, 30 min and 2 h, then marks the job failed and logs it", async () => {
  await queue("never@example.test");
  smtp.state.refuse = 421;
  const waits: number[] = [];
  const logged = capturedLog();
  for (let run = 1; run <= MAX_ATTEMPTS; run++) {
    expect(await withLog(logged.log, () => worker.runDue())).toBe(1);
    const [job] = await t.db.select().from(jobs);
    if (job!.state === "pending") {
      waits.push((job!.runAt.getTime() - t.clock.now().getTime()) / 1000);
      t.clock.set(job!.runAt);
    }
  }
  expect(waits).toEqual([60, 300, 1800, 7200]);
  const [job] = await t.db.select().from(jobs);
  expect(job).toMatchObject({ state: "failed", attempts: MAX_ATTEMPTS });
  expect(logged.lines().filter((line) => line.level === 50)).toEqual([
    expect.objectContaining({ msg: "Job failed for good", kind: "mail", attempts: 5, error: expect.stringMatching(/421/) }),
  ]);
  t.clock.advance(24 * 60 * 60_000);
  expect(await worker.runDue()).toBe(0);
  expect(await stats()).toMatchObject({ pending: 0, failed: 1 });
});

it("fails a mail the server refuses for good (550) at once, without retrying", async () => {
  await queue("gone@example.test");
  smtp.state.refuse = 550;
  await worker.runDue();
  const [job] = await t.db.select().from(jobs);
  expect(job).toMatchObject({ state: "failed", attempts: 1 });
});

it("logs a refusal without the address the server quotes", async () => {
  await queue("quoted@example.test");
  const refusal = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 <quoted@example.test>: No such user"), {
    responseCode: 550,
  });
  const refusing = { ...deps, mailer: { send: () => Promise.reject(refusal) } };
  const logged = capturedLog();
  await withLog(logged.log, () => startWorker(refusing, jobHandlers(refusing), { pollMs: null, holdMs: 60_000, batch: 10 }).runDue());
  const lines = logged.text();
  expect(lines).toContain("rejected: 550 <[address]>: No such user");
  expect(lines).not.toContain("quoted@example.test");
});

it("gives each job to one worker when several run at once", async () => {
  for (let i = 0; i < 20; i++) await queue(`crowd-${i}@example.test`);
  const others = [1, 2, 3].map(() => startWorker(deps, jobHandlers(deps), { pollMs: null, holdMs: 60_000, batch: 3 }));
  workers.push(...others);
  while ((await Promise.all([worker, ...others].map((w) => w.runDue()))).some((n) => n > 0));
  const addresses = smtp.received.flatMap((m) => m.to).sort();
  expect(addresses).toHaveLength(20);
  expect(new Set(addresses).size).toBe(20);
});

describe("a worker that dies mid-send", () => {
  const HOLD_MS = 5 * 60_000;

  it("leaves its job to another worker once the hold has passed: one duplicate at most, never none", async () => {
    await queue("patient@example.test");
    smtp.state.stall = true;
    await (t.databaseUrl ? killedBackendTakes : abandonedWorkerTakes)();
    await until(() => smtp.state.stalled === 1, "the first worker's send to be under way");
    smtp.state.stall = false;

    // Within the hold nobody else takes it; after it, another worker sends it.
    const later = fakeClock(new Date(Date.now() + HOLD_MS - 10_000));
    const second = startWorker({ ...deps, clock: later }, jobHandlers(deps), { pollMs: null, holdMs: HOLD_MS, batch: 10 });
    workers.push(second);
    expect(await second.runDue()).toBe(0);
    later.advance(20_000);
    expect(await second.runDue()).toBe(1);
    expect(smtp.received.map((m) => m.to)).toEqual([["patient@example.test"]]);
    expect(await t.db.select().from(jobs).where(eq(jobs.state, "pending"))).toEqual([]);
  });

  /** On PostgreSQL: a second backend process takes the job, and is killed with SIGKILL while it sends. */
  async function killedBackendTakes() {
    const dataDir = mkdtempSync(path.join(tmpdir(), "jobs-backend-"));
    const backend = startProcess(
      [require.resolve("tsx/cli"), "backend/src/main.ts"],
      {
        DATABASE_URL: t.databaseUrl!,
        SMTP_URL: smtp.url,
        API_PORT: String(await freePort()),
        DATA_DIR: dataDir,
        SEED: "never",
        REDIS_URL: "",
      },
      "second-backend",
    );
    try {
      await until(() => smtp.state.stalled === 1, "the second backend to start sending", 30_000);
      const exited = new Promise((resolve) => backend.once("exit", resolve));
      process.kill(-backend.pid!, "SIGKILL");
      await exited;
      const [job] = await t.db.select().from(jobs);
      expect(job).toMatchObject({ state: "pending", attempts: 1 });
      expect(job!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    } finally {
      if (backend.exitCode === null && backend.signalCode === null) process.kill(-backend.pid!, "SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  /** On PGlite, which one process owns: a worker takes the job and is never heard from again. */
  async function abandonedWorkerTakes() {
    const first = startWorker({ ...deps, clock: fakeClock(new Date()) }, jobHandlers(deps), { pollMs: null, holdMs: HOLD_MS, batch: 10 });
    // It ends only when the server closes at the end of the file, long after its job was done elsewhere.
    void first.runDue().catch(() => undefined);
  }
});
