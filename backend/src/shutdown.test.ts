import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "@/scripts/lib/processes";

// The real backend process (main.ts, on PGlite in both passes) stopped with SIGTERM while requests are under way.

const root = path.resolve(__dirname, "../..");
const LOGIN = JSON.stringify({ email: "nobody@example.test", password: "not the password" });

type Backend = { port: number; child: ChildProcess; logs: () => Record<string, unknown>[]; exited: Promise<number | null> };
const running: Backend[] = [];

async function startBackend(graceSeconds: number): Promise<Backend> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "shutdown-"));
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "backend/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      API_PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED: "never",
      SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
      LOG_LEVEL: "info",
      LOG_FORMAT: "json",
    },
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  const backend = {
    port,
    child,
    exited,
    logs: () =>
      out
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
  running.push(backend);
  for (const deadline = Date.now() + 60_000; ; await new Promise((r) => setTimeout(r, 200))) {
    const res = await fetch(`http://127.0.0.1:${port}/v1/health/ready`).catch(() => undefined);
    if (res?.status === 200) return backend;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the backend did not start:\n${out}`);
  }
}

afterAll(async () => {
  for (const { child, exited } of running) {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGKILL");
    await exited;
  }
});

const opened = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });

/** Everything the server sends until it closes the connection: status, headers and (de-chunked) body. */
const answer = (socket: Socket) =>
  new Promise<{ status: number; headers: string; body: string }>((resolve) => {
    let raw = "";
    socket.on("data", (chunk: Buffer) => (raw += chunk));
    socket.once("close", () => {
      const [head = "", rest = ""] = raw.split(/\r\n\r\n(.*)/s);
      const body = /transfer-encoding: chunked/i.test(head) ? rest.replace(/(?:^|\r\n)[\da-f]+\r\n/gi, "").replace(/\r\n$/, "") : rest;
      resolve({ status: Number(head.split(" ")[1] ?? 0), headers: head.toLowerCase(), body });
    });
  });

const said = async (backend: Backend, msg: string) => {
  for (let i = 0; i < 100 && !backend.logs().some((line) => line.msg === msg); i++) await new Promise((r) => setTimeout(r, 50));
  return backend.logs().some((line) => line.msg === msg);
};

it("on SIGTERM: not ready at once, takes no new connection, answers the request under way, and exits 0 within the grace", async () => {
  const backend = await startBackend(10);

  // A login whose body arrives slowly, and a readiness check whose headers are not finished yet.
  const slow = await opened(backend.port);
  slow.write(
    `POST /v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${LOGIN.length}\r\n\r\n`,
  );
  slow.write(LOGIN.slice(0, 10));
  const probe = await opened(backend.port);
  probe.write("GET /v1/health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n");
  // A moment for the server to read both: nothing outside the process shows it has. Too short fails the test, never passes it.
  await new Promise((r) => setTimeout(r, 300));

  const stoppedAt = Date.now();
  backend.child.kill("SIGTERM");
  expect(await said(backend, "Event streams to the web servers ended")).toBe(true);

  const ready = answer(probe);
  probe.write("\r\n");
  const notReady = await ready;
  expect(notReady.status).toBe(503);
  expect(notReady.headers).toContain("connection: close");
  expect(JSON.parse(notReady.body)).toEqual({
    success: false,
    status: "unavailable",
    database: "ok",
    redis: expect.any(String),
    shutting_down: true,
  });

  await expect(opened(backend.port)).rejects.toMatchObject({ code: "ECONNREFUSED" });

  const login = answer(slow);
  slow.write(LOGIN.slice(10));
  const answered = await login;
  expect(answered.status).toBe(422); // no such user: the login's own answer, in full
  expect(JSON.parse(answered.body)).toMatchObject({ message: expect.any(String) });

  expect(await backend.exited).toBe(0);
  expect(Date.now() - stoppedAt).toBeLessThan(10_000);
  const steps = backend.logs().map((line) => line.msg);
  for (const step of ["Requests in progress answered", "Job worker stopped", "Stopped"])
    expect(steps.filter((msg) => msg === step)).toEqual([step]);
}, 90_000);

it("after the grace, closes the connections still open and exits 0 all the same", async () => {
  const backend = await startBackend(1);
  const stuck = await opened(backend.port);
  stuck.write(
    `POST /v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${LOGIN.length}\r\n\r\n{`,
  );
  // As above: a moment for the server to read the request's head, or its connection counts as idle and the grace is not waited.
  await new Promise((r) => setTimeout(r, 300));

  const closed = answer(stuck);
  const stoppedAt = Date.now();
  backend.child.kill("SIGTERM");
  expect(await backend.exited).toBe(0);
  expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(1000);
  expect(Date.now() - stoppedAt).toBeLessThan(5000);
  expect((await closed).status).toBe(0); // cut without an answer
  expect(backend.logs().map((line) => line.msg)).toContain("Grace period over: closing the connections still open");
}, 90_000);
