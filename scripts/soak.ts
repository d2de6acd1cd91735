// `npm run soak`: starts the app with every process's heap capped at 256 MB (or measures SOAK_URL
// if given), sends the public compliment page, the home page and the login page at a steady
// 40 requests/s for 5 minutes, and prints requests, errors, and the memory of the web and backend
// processes (with the web's young and old heaps) at minute 1 and at the end. Fails when a process
// died, a request failed, or a process ended more than 10 % above its minute-1 memory.
import { readdirSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import { demoComplimentCode } from "../backend/src/db/seed-data";
import { internalAuthorization } from "../lib/internal-token";
import { startApp } from "./lib/processes";

const rate = Number(process.env.SOAK_RATE || 40);
const minutes = Number(process.env.SOAK_MINUTES || 5);
const heapMb = 256;
const allowedGrowth = 0.1;

const paths = [`/show-compliment?code=${demoComplimentCode}`, "/", "/login"];

type Sample = { requests: number; errors: number; webMb: number; apiMb: number; webYoungMb?: number; webOldMb?: number };

/** Every process below `root` (inclusive), from /proc. */
function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      /* exited meanwhile */
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

/** Resident memory of the web server and of the backend (each with any process it runs under). */
function memory(startPid: number) {
  const tree = processTree(startPid).slice(1);
  const sum = (match: RegExp) => tree.filter((pid) => match.test(commandLine(pid))).reduce((mb, pid) => mb + rssMb(pid), 0);
  return { webMb: sum(/web-server\/main\.ts/), apiMb: sum(/backend\/src\/main\.ts/) };
}

/** The web's young and old generations as V8 sizes them (its metrics), to tell garbage room from growth. */
async function webHeap(webUrl: string, internalToken: string) {
  const text = await (
    await fetch(`${webUrl}/internal/metrics`, { headers: { Authorization: internalAuthorization(internalToken) } })
  ).text();
  const space = (name: string) =>
    Number(new RegExp(`^nodejs_heap_space_size_total_bytes\\{space="${name}"[^}]*\\} (\\d+)`, "m").exec(text)?.[1] ?? NaN) / 2 ** 20;
  return { webYoungMb: space("new"), webOldMb: space("old") };
}

function load(webUrl: string, seconds: number) {
  return autocannon({
    url: webUrl,
    connections: 8,
    overallRate: rate,
    duration: seconds,
    requests: paths.map((path) => ({ path })),
    headers: { cookie: "device_id=soaksoak01" },
  });
}

async function main() {
  const app = await startApp("soak", { NODE_OPTIONS: `--max-old-space-size=${heapMb}` });
  const samples: Sample[] = [];
  let requests = 0;
  let errors = 0;
  try {
    for (const seconds of [60, (minutes - 1) * 60]) {
      const result = await load(app.webUrl, seconds);
      requests += result.requests.total;
      errors += result.errors + result.timeouts + result.non2xx;
      samples.push({ requests, errors, ...memory(app.pid), ...(await webHeap(app.webUrl, app.internalToken)) });
      console.log(`minute ${Math.round((samples.length === 1 ? 60 : minutes * 60) / 60)}: ${JSON.stringify(samples.at(-1))}`);
    }
  } finally {
    await app.stop();
  }
  const [first, last] = samples;
  if (!first || !last) throw new Error("no memory samples were taken");
  const table = Object.fromEntries(
    samples.map((s, i) => [
      i === 0 ? "minute 1" : `minute ${minutes}`,
      {
        requests: s.requests,
        errors: s.errors,
        "web MB": s.webMb.toFixed(0),
        "web young / old heap MB": `${s.webYoungMb?.toFixed(0)} / ${s.webOldMb?.toFixed(0)}`,
        "backend MB": s.apiMb.toFixed(0),
      },
    ]),
  );
  console.log(`\n${rate} requests/s over ${paths.join(", ")}; heaps capped at ${heapMb} MB\n`);
  console.table(table);

  const problems = [
    last.webMb === 0 && "the web process died",
    last.apiMb === 0 && "the backend process died",
    last.errors > 0 && `${last.errors} requests failed`,
    last.webMb > first.webMb * (1 + allowedGrowth) && `web memory grew ${pct(first.webMb, last.webMb)}`,
    last.apiMb > first.apiMb * (1 + allowedGrowth) && `backend memory grew ${pct(first.apiMb, last.apiMb)}`,
  ].filter(Boolean);
  console.log(problems.length ? `\nFAILED: ${problems.join("; ")}` : "\nOK: no errors, memory flat within 10 %");
  if (problems.length) process.exitCode = 1;
}

const pct = (from: number, to: number) => `${(((to - from) / from) * 100).toFixed(0)} % (${from.toFixed(0)} → ${to.toFixed(0)} MB)`;

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
