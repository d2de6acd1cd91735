import { AsyncLocalStorage } from "node:async_hooks";
import { createLogger, type Logger } from "../../../lib/ops/log";

const processLog = createLogger("api");
const scoped = new AsyncLocalStorage<Logger>();

/**
 * The backend's logger for this moment: inside a request, that request's own (carrying its id, see
 * lib/request-log.ts), wherever the line is written from; outside one, the process's.
 */
export const log = (): Logger => scoped.getStore() ?? processLog;

/** Runs `work` with `logger` as what `log()` answers, in it and in everything it starts. Tests capture lines with it. */
export const withLog = <T>(logger: Logger, work: () => T): T => scoped.run(logger, work);
