// `npm run lighthouse`: the one Lighthouse measurement of the project, for every figure in notes and
// decisions. Lighthouse 12 (the npm package) with its defaults: mobile form factor and simulated
// throttling, performance only, Chromium headless. It starts the app fresh in production mode (a
// fresh DATA_DIR and the demo data, as `npm start` has them), measures each page LIGHTHOUSE_RUNS
// times (3) with a new browser each run, and prints the median score, LCP, TBT and bytes transferred
// (script apart) per page. Run it on an otherwise quiet machine: simulated throttling scales what
// the CPU does, so a busy machine reads slower.
import { demoComplimentCode } from "../backend/src/db/seed-data";
import { chromiumArgs } from "./lib/chromium";
import { startApp } from "./lib/processes";

const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
/** The full browser in its new headless mode, as Lighthouse expects (not the tests' headless shell). */
const browser = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** A guest's first pages: the compliment page, and the three whose script issue 34 budgets; LIGHTHOUSE_PAGES (comma-separated paths) measures fewer. */
const pages = process.env.LIGHTHOUSE_PAGES?.split(",") ?? [`/show-compliment?code=${demoComplimentCode}`, "/", "/ads/1", "/login"];

type Reading = { score: number; lcpMs: number; tbtMs: number; kib: number; scriptKib: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(url: string): Promise<Reading> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath: browser, chromeFlags: ["--headless=new", ...chromiumArgs] });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    // A run Lighthouse could not finish (it scores 0, with no LCP) is not a reading.
    if (runtimeError || categories.performance?.score == null) throw new Error(`${url}: ${runtimeError?.message ?? "no score"}`);
    const items = (audits["resource-summary"]?.details as { items?: Array<{ resourceType: string; transferSize: number }> })?.items ?? [];
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
      tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
      kib: (audits["total-byte-weight"]?.numericValue ?? NaN) / 1024,
      scriptKib: (items.find((item) => item.resourceType === "script")?.transferSize ?? 0) / 1024,
    };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  const app = await startApp("lighthouse");
  try {
    const rows: Record<string, Record<string, string | number>> = {};
    for (const path of pages) {
      const readings: Reading[] = [];
      for (let failures = 0; readings.length < runs;) {
        try {
          readings.push(await measure(`${app.webUrl}${path}`));
        } catch (error) {
          console.warn(`A run failed and is made again: ${(error as Error).message}`);
          if (++failures > runs) throw error;
        }
      }
      const of = (key: keyof Reading) => median(readings.map((reading) => reading[key]));
      rows[path] = {
        score: of("score"),
        "scores (each run)": readings.map((reading) => reading.score).join(" "),
        "LCP s": (of("lcpMs") / 1000).toFixed(2),
        "TBT ms": Math.round(of("tbtMs")),
        "TBT (each run)": readings.map((reading) => Math.round(reading.tbtMs)).join(" "),
        "transferred KiB": Math.round(of("kib")),
        "script KiB": Math.round(of("scriptKib")),
      };
    }
    console.log(`\nLighthouse 12, mobile defaults (simulated throttling), median of ${runs}\n`);
    console.table(rows);
  } finally {
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
