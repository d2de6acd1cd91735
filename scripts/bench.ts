// `npm run bench`: starts the app on free ports with a fresh DATA_DIR (or measures BENCH_URL and
// BENCH_API_URL if given) and prints, for each target, requests per second, p50 and p99 latency,
// errors, and its throughput as a ratio to a static file served by the same web server; then the
// same on a fresh PostgreSQL database with Redis (BENCH_POSTGRES=0 skips it); then the gzipped
// JavaScript each public page loads; then what a delivery adds to writing a compliment (bench-writing.ts)
// and redeem latency with 20 members at the till at once (bench-redeem.ts), on PGlite and PostgreSQL,
// and a typical user's badge while a heavy user's lists run ten at once (bench-pool.ts, PostgreSQL).
import { execFileSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { demoComplimentCode } from "../backend/src/db/seed-data";
import { freshDatabase, seedDatabase } from "./lib/postgres";
import { root, startApp } from "./lib/processes";

const duration = Number(process.env.BENCH_SECONDS || 20);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const code = process.env.BENCH_CODE || demoComplimentCode;

/** `newReader`: every request comes from a new reader, with no device cookie, as first visits do. */
type Target = { name: string; path: string; on: "web" | "api"; newReader?: boolean };

/** What to measure; later features add their pages here. The first is the baseline for the ratios. */
const targets: Target[] = [
  { name: "static file (/robots.txt)", path: "/robots.txt", on: "web" },
  { name: "home page (/)", path: "/", on: "web" },
  { name: "compliment page, new reader each", path: `/show-compliment?code=${code}`, on: "web", newReader: true },
  { name: "GET /v1/health", path: "/v1/health", on: "api" },
  { name: "GET /v1/compliments/code/{code}", path: `/v1/compliments/code/${code}`, on: "api" },
];

/** Pages whose JavaScript is weighed; the smallest is the baseline for the compliment page. */
const pages = ["/", "/login", "/register", "/forgot-password", `/show-compliment?code=${code}`, `/print-compliment-card?code=${code}`];

/**
 * Requests to the API each come from an address of their own, as readers do: the look-up's guessing
 * limit lets one address have no more look-ups in flight than it has misses left (30), so a single
 * address at 50 connections would measure its refusals.
 */
const ownAddress = (request: autocannon.Request) => ({
  ...request,
  headers: { ...request.headers, "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
});

/** `amount`: that many requests, every one answered, instead of as many as fit in the time. */
async function measure(url: string, seconds: number, target: Target, amount?: number) {
  const result = await autocannon({
    url,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    ...(!target.newReader && { headers: { cookie: "device_id=benchbench" } }),
    ...(target.on === "api" && { requests: [{ setupRequest: ownAddress }] }),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    ok: result["2xx"],
  };
}

/** The code's view count as the database holds it: a look-up with a device id of its own reads it (and adds its own view). */
async function viewCount(apiUrl: string) {
  const device = `bench${randomInt(100_000).toString().padStart(5, "0")}`;
  const res = await fetch(`${apiUrl}/v1/compliments/code/${code}?device_id=${device}`, { headers: { "x-forwarded-for": "10.9.9.9" } });
  return ((await res.json()) as { data: { views: number } }).data.views;
}

/** The gzipped size of every script a page's HTML loads. */
async function javascriptKb(base: string, path: string) {
  const html = await (await fetch(`${base}${path}`)).text();
  // Script tags, and the scripts a guest's page loads after its first paint (web-server/page-cache/script-free.ts).
  const sources = [...new Set([...html.matchAll(/(?:<script[^>]+src="|"src":")([^"]+\.js)"/g)].map((m) => m[1]))];
  const sizes = await Promise.all(
    sources.map(async (src) => gzipSync(Buffer.from(await (await fetch(new URL(src ?? "", base))).arrayBuffer())).length),
  );
  return sizes.reduce((a, b) => a + b, 0) / 1024;
}

type App = { webUrl: string; apiUrl: string; stop(): Promise<unknown> };

async function measureAll(app: App, title: string) {
  const rows: Record<string, Record<string, string | number>> = {};
  let baseline = 0;
  const counts: string[] = [];
  for (const target of targets) {
    const url = `${target.on === "web" ? app.webUrl : app.apiUrl}${target.path}`;
    await measure(url, 3, target);
    const r = await measure(url, duration, target);
    baseline ||= r.rps;
    rows[target.name] = {
      "req/s": Math.round(r.rps),
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      errors: r.errors,
      "ratio to static": (r.rps / baseline).toFixed(2),
    };
    if (target.newReader) {
      // A timed run ends with requests in flight that the server answers and autocannon does not
      // count, so the count is checked over a fixed number of readers; views are written within a second.
      const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));
      await settle();
      const before = await viewCount(app.apiUrl);
      const readers = await measure(url, 0, target, 5000);
      await settle();
      const [expected, counted] = [before + 1 + readers.ok, await viewCount(app.apiUrl)];
      counts.push(
        `${target.name}: ${readers.ok} readers (${readers.errors} errors), ${counted - before - 1} views counted${counted === expected ? " (exact)" : " (NOT EXACT)"}`,
      );
    }
  }
  console.log(`\n${title}: ${connections} connections, ${duration} s per target\n`);
  console.table(rows);
  for (const line of counts) console.log(line);
}

/** The app on a fresh PostgreSQL database (migrated and seeded) with Redis. */
async function startOnPostgres(): Promise<App> {
  const database = await freshDatabase("compliments_bench");
  await seedDatabase(database.url);
  const app = await startApp("bench-pg", { DATABASE_URL: database.url, REDIS_URL: process.env.REDIS_URL || "redis://127.0.0.1:6379" });
  return { ...app, stop: () => app.stop().then(() => database.drop()) };
}

/** A backend bench (bench-writing.ts, bench-redeem.ts) in its own process: it runs the backend, whose types are not the web's. */
const benchBackend = (script: string, databaseUrl?: string) =>
  execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", script], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? "" },
  });
const benchWriting = (databaseUrl?: string) => benchBackend("scripts/bench-writing.ts", databaseUrl);
const benchRedeem = (databaseUrl?: string) => benchBackend("scripts/bench-redeem.ts", databaseUrl);
const benchPool = (databaseUrl: string) => benchBackend("scripts/bench-pool.ts", databaseUrl);

async function main() {
  const app: App = process.env.BENCH_URL
    ? { webUrl: process.env.BENCH_URL, apiUrl: process.env.BENCH_API_URL ?? "http://127.0.0.1:4000", stop: async () => {} }
    : await startApp("bench");
  try {
    await measureAll(app, process.env.BENCH_URL ? process.env.BENCH_URL : "Embedded (PGlite, memory cache)");
    const weights = Object.fromEntries(await Promise.all(pages.map(async (p) => [p, await javascriptKb(app.webUrl, p)] as const)));
    const smallest = Math.min(...Object.values(weights));
    console.log("\nJavaScript loaded per page (gzipped)\n");
    console.table(
      Object.fromEntries(
        Object.entries(weights).map(([p, kb]) => [p, { kB: kb.toFixed(1), "above smallest kB": (kb - smallest).toFixed(1) }]),
      ),
    );
  } finally {
    await app.stop();
  }
  if (process.env.BENCH_URL) return;
  benchWriting();
  benchRedeem();
  if (process.env.BENCH_POSTGRES === "0") return;
  const writing = await freshDatabase("compliments_bench_writing");
  try {
    benchWriting(writing.url);
    benchRedeem(writing.url);
    benchPool(writing.url);
  } finally {
    await writing.drop();
  }
  const onPostgres = await startOnPostgres();
  try {
    await measureAll(onPostgres, "PostgreSQL + Redis");
  } finally {
    await onPostgres.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
