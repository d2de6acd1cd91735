/**
 * The harness of the whole-deployment scripts (test:scale, test:deploy): named checks that each
 * pass or fail with a detail, timed phases, and one summary at the end. One script a process, so
 * the state is the module's.
 */
type Result = { check: string; ok: boolean; ms: number; detail: string };
const results: Result[] = [];
export const phases: Record<string, number> = {};

export class CheckFailed extends Error {}
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}

/** Runs one check; a thrown `assert` is its failure's detail, anything else its stack. */
export async function check(name: string, run: () => Promise<string | void>) {
  const started = performance.now();
  let ok = true;
  let detail = "";
  try {
    detail = (await run()) ?? "";
  } catch (error) {
    ok = false;
    detail = error instanceof CheckFailed ? error.message : String((error as Error)?.stack ?? error);
  }
  const ms = Math.round(performance.now() - started);
  results.push({ check: name, ok, ms, detail });
  console.log(`${ok ? "PASS" : "FAIL"} ${name} (${ms} ms)${detail ? `: ${detail}` : ""}`);
}

/** Runs a step and records how long it took under `name`. */
export async function phase<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    phases[name] = Math.round(performance.now() - started);
  }
}

/** Prints every check and phase; the process fails when any check did. */
export function summarise() {
  console.log("\nChecks");
  console.table(Object.fromEntries(results.map((r) => [r.check, { result: r.ok ? "PASS" : "FAIL", ms: r.ms }])));
  console.log("Timings (ms)");
  console.table(phases);
  const failed = results.filter((r) => !r.ok);
  console.log(failed.length ? `\nFAILED: ${failed.map((r) => r.check.split(" ")[0]).join(", ")}` : "\nOK: every check passed");
  if (failed.length) process.exitCode = 1;
}
