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
