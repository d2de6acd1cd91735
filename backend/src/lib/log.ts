import { AsyncLocalStorage } from "node:async_hooks";
import { createLogger, type Logger } from "@/lib/ops/log";

type Scope = { logger?: Logger; requestId?: string };
const scope = new AsyncLocalStorage<Scope>();

/** The fields every line gets from where it is written: the request's id, inside a request. */
export const scopeFields = () => {
  const requestId = scope.getStore()?.requestId;
  return requestId ? { request_id: requestId } : {};
};

const processLog = createLogger("api", { mixin: scopeFields });

/**
 * The backend's logger: its lines written while a request runs carry that request's id (see
 * lib/request-log.ts), wherever they are written from. A mixin rather than a child logger per
 * request, which would cost every request a logger.
 */
export const log = (): Logger => scope.getStore()?.logger ?? processLog;

/** Runs `work` with `logger` as what `log()` answers, in it and in everything it starts. Tests capture lines with it. */
export const withLog = <T>(logger: Logger, work: () => T): T => scope.run({ ...scope.getStore(), logger }, work);

/** Runs `work` as the request `requestId`: every line logged in it, and in everything it starts, carries the id. */
export const inRequest = <T>(requestId: string, work: () => T): T => scope.run({ ...scope.getStore(), requestId }, work);
