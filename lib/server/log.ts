import { format } from "node:util";
import { createLogger, type Logger } from "../ops/log";
import { currentRequestId } from "./request-context";

/**
 * The web process's one logger (service "web"), shared by the web server and Next's bundle through
 * globalThis. A line written while a request is answered carries that request's id.
 */
const KEY = Symbol.for("compliments.log");
const shared = globalThis as { [KEY]?: Logger };

export const log: Logger = (shared[KEY] ??= createLogger("web", {
  mixin: () => {
    const requestId = currentRequestId();
    return requestId ? { request_id: requestId } : {};
  },
}));

/**
 * Sends what Next and libraries print with console.* to the logger, so the process writes only
 * log lines: an error Next reports while rendering becomes one error line with its request's id.
 */
export function captureConsole() {
  const levels = { error: "error", warn: "warn", info: "info", log: "info", debug: "debug" } as const;
  for (const [method, level] of Object.entries(levels)) {
    console[method as keyof typeof levels] = (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const rest = args.filter((arg) => arg !== err);
      const message = rest.length ? format(...rest).trim() : (err as Error | undefined)?.message;
      if (err) log[level]({ err }, message);
      else log[level](message);
    };
  }
}
