import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildIfMissing, freePort } from "@/scripts/lib/processes";
import { demoUsers } from "./db/seed-data";

// `npm start` itself (scripts/start.mjs) on a fresh data directory: the backend migrates and seeds
// the demo data, which takes longer than the web takes to listen. Pages asked for in that gap get the
// short "Starting…" page, never a page that says the server is down; nothing is logged as an error;
// and one line says when both answer, with the address and the demo accounts. Ctrl-C then stops
// the web server before the backend.

const root = path.resolve(__dirname, "../..");
/** What the pages say when the backend cannot be reached (lib/api/client.ts, common/messages.ts). */
const DOWN = ["Network error or server is down", "We can't reach the server right now."];
const READY = /^Ready: /;

type Answer = { at: number; url: string; status: number; retryAfter: string | null; body: string };

let child: ChildProcess | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const closed = new Promise((resolve) => child!.once("close", resolve));
    process.kill(-child.pid!, "SIGTERM");
    const timer = setTimeout(() => process.kill(-child!.pid!, "SIGKILL"), 20_000);
    await closed;
    clearTimeout(timer);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The command lines of a process's children (Linux's /proc). */
function childCommandLines(pid: number): string[][] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(" ");
  return children.map((child) => readFileSync(`/proc/${child}/cmdline`, "utf8").split("\0").filter(Boolean));
}

async function ask(url: string): Promise<Answer | undefined> {
  try {
    const res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(20_000) });
    return { at: Date.now(), url, status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.text() };
  } catch {
    return undefined; // not listening yet
  }
}

it(
  "answers pages in the start-up gap with a Starting… page, logs no error, says once where to go and as whom, and on Ctrl-C stops the web before the backend",
  async () => {
    // Built first, as framework-contracts.test.ts does: on a fresh clone the two would build at once.
    buildIfMissing();
    const [port, apiPort] = [await freePort(), await freePort()];
    dataDir = mkdtempSync(path.join(tmpdir(), "start-up-"));
    const proc = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        API_PORT: String(apiPort),
        HOST: "127.0.0.1",
        APP_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        // The embedded database, seeded: what a newcomer's first `npm start` runs on.
        DATABASE_URL: "",
        REDIS_URL: "",
        SEED: "auto",
        LOG_FORMAT: "json",
        LOG_LEVEL: "info",
      },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = proc;

    // Everything it prints, in order, with the moment each line came.
    const lines: { at: number; text: string; stream: "out" | "err" }[] = [];
    const collect = (stream: "out" | "err") => {
      let partial = "";
      return (chunk: Buffer) => {
        const parts = (partial + chunk.toString()).split("\n");
        partial = parts.pop()!;
        for (const text of parts) if (text.trim()) lines.push({ at: Date.now(), text, stream });
      };
    };
    proc.stdout!.on("data", collect("out"));
    proc.stderr!.on("data", collect("err"));
    const readyLine = () => lines.find((l) => l.stream === "out" && READY.test(l.text));

    // Pages asked for from the moment anything listens until the ready line (a build first, when the
    // sources are newer), or until one says the server is down.
    const answers: Answer[] = [];
    const saysDown = () => answers.some((a) => DOWN.some((words) => a.body.includes(words)));
    const pages = [`http://127.0.0.1:${port}/`, `http://127.0.0.1:${port}/login`, `http://127.0.0.1:${port}/show-compliment?code=12345678`];
    for (const deadline = Date.now() + 15 * 60_000; !readyLine() && !saysDown(); await new Promise((r) => setTimeout(r, 300))) {
      if (proc.exitCode !== null) throw new Error(`npm start stopped (${proc.exitCode}):\n${lines.map((l) => l.text).join("\n")}`);
      if (Date.now() > deadline) throw new Error(`no ready line:\n${lines.map((l) => l.text).join("\n")}`);
      for (const answer of await Promise.all(pages.map(ask))) if (answer && !readyLine()) answers.push(answer);
    }
    // The gap was there, and every page in it was the Starting… page: 503, Retry-After, a Retry to the same address.
    const starting = answers.filter((a) => a.status === 503);
    expect(starting.length).toBeGreaterThan(0);
    for (const answer of answers) {
      const where = `${answer.url} (${answer.status})`;
      for (const words of DOWN) expect(`${where}: ${answer.body.includes(words) ? words : ""}`).toBe(`${where}: `);
      expect([200, 503]).toContain(answer.status);
    }
    for (const answer of starting) {
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(answer.body).toContain("<title>Starting…");
      expect(answer.body).toContain(`<a href="${new URL(answer.url).pathname + new URL(answer.url).search}">Retry</a>`);
    }

    const ready = readyLine();
    expect(ready).toBeDefined();
    if (!ready) return;

    // Nothing logged as an error, and nothing on the error stream, from the end of any build to the ready line.
    const started = lines.findIndex((l) => l.text.startsWith("{"));
    const beforeReady = lines.slice(started, lines.indexOf(ready));
    const errors = beforeReady.filter((l) => l.stream === "err" || /^\{"level":(5|6)\d,/.test(l.text));
    expect(errors.map((l) => l.text)).toEqual([]);

    // One line, once both answer: the address and every demo account with its password.
    expect(lines.filter((l) => READY.test(l.text))).toHaveLength(1);
    expect(ready.text).toContain(`http://localhost:${port}`);
    for (const user of Object.values(demoUsers)) {
      expect(ready.text).toContain(user.email);
      expect(ready.text).toContain(user.password);
    }
    const home = await ask(`http://127.0.0.1:${port}/`);
    expect(home?.status).toBe(200);
    const api = await ask(`http://127.0.0.1:${apiPort}/v1/health`);
    expect(api?.status).toBe(200);

    // The web's young generation is held to 16 MB semi-spaces (docs/decisions.md); the backend's is Node's own.
    const commands = childCommandLines(proc.pid!).map((args) => args.filter((arg) => /main\.ts$|semi-space/.test(arg)));
    expect(commands.sort((a, b) => a.length - b.length)).toEqual([
      ["backend/src/main.ts"],
      ["--max-semi-space-size=16", "web-server/main.ts"],
    ]);

    // Ctrl-C, a SIGINT to the terminal's whole process group: the web server stops first, writing
    // its last views to the backend, and only then the backend.
    const closed = new Promise((resolve) => proc.once("close", resolve));
    process.kill(-proc.pid!, "SIGINT");
    expect(await closed).toBe(0);
    // Ordered by each line's own time, which a process's buffered output cannot reorder.
    const stops = lines
      .map((line) => (line.text.startsWith("{") ? (JSON.parse(line.text) as { time: number; service: string; msg: string }) : undefined))
      .filter((line) => line && ["Shutting down", "Stopped"].includes(line.msg))
      .sort((a, b) => a!.time - b!.time)
      .map((line) => `${line!.service}: ${line!.msg}`);
    expect(stops).toEqual(["web: Shutting down", "web: Stopped", "api: Shutting down", "api: Stopped"]);
  },
  20 * 60_000,
);
