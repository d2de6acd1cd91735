// `npm start`: builds the web app when its build is missing or older than the sources, then runs
// the backend and the web server together, and prints one line once both answer: the address and
// the demo accounts. Ctrl-C (or either one stopping) stops both.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { defaults, withDefaults } from "../config/defaults.mjs";

const root = path.resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");
const env = withDefaults(process.env);
env.DATA_DIR = path.resolve(root, env.DATA_DIR || defaults.DATA_DIR);
env.NEXT_TELEMETRY_DISABLED ||= "1";
Object.assign(env, developmentSecrets(env));

if (!dev && isBuildStale()) {
  console.log("Building the web app…");
  const startedAt = new Date();
  const build = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
    cwd: root,
    env: { ...env, NODE_ENV: "production" },
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // The build reflects the sources as they were when it began; edits made during it count as newer.
  utimesSync(path.join(root, ".next/BUILD_ID"), startedAt, startedAt);
}

// Each runs in one node process with tsx's loader (`--import tsx`), not under tsx's command, which
// starts a second process and, when that one is slow to say it got a signal, kills it: a SIGTERM
// under load became a SIGKILL, with no graceful stop. `npm run dev` reloads the backend (tsx watch).
const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");
const children = [
  run("api", dev ? [tsx, "watch", "backend/src/main.ts"] : ["--import", "tsx", "backend/src/main.ts"]),
  // Its pages wait for the backend, which takes longer to start (web-server/ops/start-gate.ts).
  run("web", ["--import", "tsx", ...youngGeneration(env), "web-server/main.ts", "--wait-for-backend", ...(dev ? ["--dev"] : [])], {
    NODE_ENV: dev ? "development" : "production",
  }),
];

/**
 * Waits until the backend says it is healthy and the web serves a page (not its "Starting…" page),
 * then prints the one line a newcomer needs: where to go and, where the demo data is seeded (the
 * embedded database, SEED=auto), whom to log in as.
 */
async function sayWhenReady() {
  const webHost = ["0.0.0.0", "::", ""].includes(env.HOST) ? "127.0.0.1" : env.HOST;
  const web = `http://${webHost.includes(":") ? `[${webHost}]` : webHost}:${env.PORT}/`;
  const answers = async (url) => {
    try {
      const res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      return res.status < 500;
    } catch {
      return false;
    }
  };
  while (!stopping && !((await answers(`${env.API_URL}/v1/health`)) && (await answers(web)))) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (stopping) return;
  const demo = !env.DATABASE_URL && env.SEED !== "never";
  const accounts = demo ? await demoAccounts() : "";
  console.log(`Ready: ${env.APP_URL}${accounts ? ` — demo accounts (e-mail / password): ${accounts}` : ""}`);
}

/** The demo users the embedded database is seeded with (backend/src/db/seed-data.ts), as "e-mail / password" pairs. */
async function demoAccounts() {
  const { demoUsers } = await tsImport("../backend/src/db/seed-data.ts", import.meta.url);
  return Object.values(demoUsers)
    .map((user) => `${user.email} / ${user.password}`)
    .join(", ");
}

/**
 * The web's young generation is held to 16 MB semi-spaces (V8's default until Node 22): left to
 * itself, Node 24 grows it to 64 MB semi-spaces under steady page load, 100 MB more resident
 * memory for no gain in throughput (docs/decisions.md, "The web's young generation"). An operator's
 * own NODE_OPTIONS setting wins.
 */
function youngGeneration(current) {
  return /--(max|min)-semi-space-size/.test(current.NODE_OPTIONS ?? "") ? [] : ["--max-semi-space-size=16"];
}

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  // The web server first: it writes its last views to the backend as it stops.
  const [api, web] = children;
  if (web.exitCode === null) web.kill("SIGTERM");
  if (api.exitCode === null) {
    if (web.exitCode === null) web.once("exit", () => api.kill("SIGTERM"));
    else api.kill("SIGTERM");
  }
  // Each stops in turn within its grace (SHUTDOWN_GRACE_SECONDS, read by both), plus a margin to close.
  const grace = Number(env.SHUTDOWN_GRACE_SECONDS || defaults.SHUTDOWN_GRACE_SECONDS);
  setTimeout(() => process.exit(code), (2 * grace + 5) * 1000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once("exit", r)) : null))).then(() => process.exit(code));
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
void sayWhenReady();

/**
 * Each process in a process group of its own, so a terminal's Ctrl-C (a SIGINT to the whole
 * foreground group) reaches this script alone, which stops them in order; each has an IPC channel
 * to this script, whose closing (this script killed outright) stops it (lib/ops/graceful-stop.ts).
 */
function run(name, args, extraEnv = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    detached: true,
  });
  child.on("exit", (code, signal) => {
    if (!stopping) console.error(`${name} stopped (${signal ?? code}); stopping the other process.`);
    stopAll(code ?? 1);
  });
  return child;
}

/**
 * AUTH_SECRET, APP_KEY and INTERNAL_TOKEN (the key both processes use to /internal/*): taken from
 * the environment, or generated once and kept in DATA_DIR; both processes get the same values.
 */
function developmentSecrets(current) {
  const names = ["AUTH_SECRET", "APP_KEY", "INTERNAL_TOKEN"];
  if (names.every((name) => current[name])) return {};
  mkdirSync(current.DATA_DIR, { recursive: true });
  const file = path.join(current.DATA_DIR, "secrets.json");
  const saved = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const secrets = Object.fromEntries(names.map((name) => [name, current[name] || saved[name] || randomBytes(32).toString("base64url")]));
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

function isBuildStale() {
  const buildId = path.join(root, ".next/BUILD_ID");
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  const sources = [
    "app",
    "common",
    "components",
    "lib",
    "public",
    "proxy.ts",
    "next.config.mjs",
    "config",
    "package.json",
    "postcss.config.mjs",
  ];
  return sources.some((source) => newerThan(path.join(root, source), built));
}

function newerThan(file, time) {
  if (!existsSync(file)) return false;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs > time;
  return readdirSync(file).some((entry) => newerThan(path.join(file, entry), time));
}
