import { format } from "node:util";
import type { Logger } from "../../lib/ops/log";
import { log } from "../../lib/server/log";

/** Colour codes, and the "⨯" Next puts before an error it prints: no words of their own. */
const plain = (text: string) =>
  text
    .replace(/\u001b\[[0-9;]*m/g, "")
    .replace(/^\s*⨯\s*/, "")
    .trim();

/**
 * Sends what Next and libraries print with console.* to `target` (the process's logger), so the
 * process writes only log lines: an error Next reports while rendering becomes one error line with
 * its request's id. A browser that hung up (Next's ResponseAborted) is not an error of ours, and its
 * request's line already says `aborted`: it is logged at debug. Returns what puts console back.
 */
export function captureConsole(target: Logger = log) {
  const levels = { error: "error", warn: "warn", info: "info", log: "info", debug: "debug" } as const;
  const originals = Object.fromEntries(Object.keys(levels).map((method) => [method, console[method as keyof typeof levels]]));
  for (const [method, level] of Object.entries(levels)) {
    console[method as keyof typeof levels] = (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const rest = args.filter((arg) => arg !== err);
      const message = plain(rest.length ? format(...rest) : "") || err?.message || err?.name;
      if (err?.name === "ResponseAborted") target.debug("The browser hung up before the answer was sent");
      else if (err) target[level]({ err }, message);
      else target[level](message);
    };
  }
  return () => Object.assign(console, originals);
}
