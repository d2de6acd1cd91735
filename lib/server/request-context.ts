import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The request being answered, for code that has no request object at hand: the logger, and what
 * Next itself logs while rendering. Kept on globalThis because the web server (run by tsx)
 * and Next's bundle load this module as two separate instances.
 */
const KEY = Symbol.for("compliments.request-context");
const shared = globalThis as { [KEY]?: AsyncLocalStorage<{ requestId: string }> };
const storage = (shared[KEY] ??= new AsyncLocalStorage());

export const runInRequest = <T>(requestId: string, work: () => T): T => storage.run({ requestId }, work);

export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;
