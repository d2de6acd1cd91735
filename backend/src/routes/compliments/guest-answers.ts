import type { AppDeps } from "../../deps";
import type { ComplimentJson } from "./json";

/** Bounds how stale a guest's view count may get: views move without a change event. */
const TTL_MS = 30_000;
const ENTRIES = 1000;

/**
 * Guests' answers to the look-up by code, kept per code until the compliment changes (every
 * backend process hears the change events and drops its copy) or TTL_MS pass. Only a guest's
 * plain look-up is answered from here: a device id counts a view and a token records an opening,
 * so those always reach the database.
 */
export function guestAnswers({ events, clock }: Pick<AppDeps, "events" | "clock">) {
  const answers = new Map<string, { data: ComplimentJson; expires: number }>();
  events.subscribe((codes) => {
    for (const code of codes) answers.delete(code);
  });
  return {
    get(code: string): ComplimentJson | undefined {
      const entry = answers.get(code);
      return entry && entry.expires > clock.now().getTime() ? entry.data : undefined;
    },
    set(code: string, data: ComplimentJson) {
      answers.delete(code);
      const oldest = answers.keys().next();
      if (answers.size >= ENTRIES && !oldest.done) answers.delete(oldest.value);
      answers.set(code, { data, expires: clock.now().getTime() + TTL_MS });
    },
  };
}
