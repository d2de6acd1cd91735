// `npm run bench`: starts the app on free ports with a fresh DATA_DIR (or measures BENCH_URL and
// BENCH_API_URL if given) and prints, for each target, requests per second, p50 and p99 latency,
// errors, and its throughput as a ratio to a static file served by the same web server.
import autocannon from "autocannon";
import { startApp } from "./lib/processes";

const duration = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);

type Target = { name: string; path: string; on: "web" | "api" };

/** What to measure; later features add their pages here. The first is the baseline for the ratios. */
const targets: Target[] = [
  { name: "static file (/robots.txt)", path: "/robots.txt", on: "web" },
  { name: "home page (/)", path: "/", on: "web" },
  { name: "GET /v1/health", path: "/v1/health", on: "api" },
];

async function measure(url: string, seconds: number) {
  const result = await autocannon({ url, connections, duration: seconds, headers: { cookie: "device_id=benchbench1" } });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main() {
  const app = process.env.BENCH_URL
    ? { webUrl: process.env.BENCH_URL, apiUrl: process.env.BENCH_API_URL ?? "http://127.0.0.1:4000", stop: async () => {} }
    : await startApp("bench");
  try {
    const rows: Record<string, Record<string, string | number>> = {};
    let baseline = 0;
    for (const target of targets) {
      const url = `${target.on === "web" ? app.webUrl : app.apiUrl}${target.path}`;
      await measure(url, 2);
      const r = await measure(url, duration);
      baseline ||= r.rps;
      rows[target.name] = {
        "req/s": Math.round(r.rps), "p50 ms": r.p50, "p99 ms": r.p99, errors: r.errors,
        "ratio to static": (r.rps / baseline).toFixed(2),
      };
    }
    console.log(`\n${connections} connections, ${duration} s per target\n`);
    console.table(rows);
  } finally {
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
