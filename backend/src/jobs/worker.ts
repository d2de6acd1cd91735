import type { AppDeps } from "../deps";
import { log } from "../lib/log";
import { isJobKind, jobPayloads, type AllJobHandlers, type JobHandler, type JobKind } from "./kinds";
import { claimDue, fail, finish, retryAt, type ClaimedJob } from "./queue";

export type WorkerOptions = {
  /** How often an idle worker looks for due jobs, so a scheduled job runs at most this late; null: only when asked. */
  pollMs: number | null;
  /** How long a taken job is held: longer than any run takes, since after it another worker may take the job. */
  holdMs: number;
  /** Jobs taken at once. */
  batch: number;
};

export const defaultWorkerOptions: WorkerOptions = { pollMs: 1000, holdMs: 5 * 60_000, batch: 10 };

/** An answer of 5xx from a mail server refuses the message for good; anything else may pass later. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
};

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** A mail server's refusal often quotes the address; log lines never carry one. */
export const withoutAddresses = (text: string) => text.replace(/[^\s<>()"',;:]+@[^\s<>()"',;:]+/g, "[address]");

/**
 * Runs due jobs in this process until stopped: every backend runs one, and the row locks of
 * `claimDue` share the jobs between them. A failed run is retried after its back-off; one refused
 * for good, or failed every time, is marked failed and logged.
 */
export function startWorker({ db, clock }: Pick<AppDeps, "db" | "clock">, handlers: AllJobHandlers, options = defaultWorkerOptions) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();

  /**
   * A stored job's handler and its payload as its kind's schema reads it: none for a kind this
   * version does not know, no payload for one that does not fit (both fail for good, not on a guess).
   */
  function typed(job: ClaimedJob): { handler?: JobHandler<JobKind>; payload?: never } {
    if (!isJobKind(job.kind)) return {};
    const parsed = jobPayloads[job.kind].safeParse(job.payload);
    // One handler per kind, fed its own kind's payload: the union is narrowed by `kind`, which TypeScript cannot follow through the map.
    return { handler: handlers[job.kind] as JobHandler<JobKind>, payload: parsed.success ? (parsed.data as never) : undefined };
  }

  async function runOne(job: ClaimedJob) {
    const { handler, payload } = typed(job);
    try {
      if (!handler) throw Object.assign(new Error(`No handler for jobs of kind "${job.kind}".`), { responseCode: 500 });
      if (!payload) throw Object.assign(new Error(`A "${job.kind}" job's payload does not fit its kind.`), { responseCode: 500 });
      await handler.run(payload);
      await finish(db, job.id);
    } catch (error) {
      const message = describe(error);
      const next = isPermanent(error) ? undefined : retryAt(job.attempts, clock.now());
      await fail(db, job.id, message, next);
      const about = { job_id: job.id, kind: job.kind, attempts: job.attempts, error: withoutAddresses(message) };
      if (next) {
        log().warn({ ...about, retry_at: next.toISOString() }, "Job failed; it will be retried");
      } else {
        log().error(about, "Job failed for good");
        // A payload that does not fit names nothing a clean-up could find.
        if (payload)
          await handler
            ?.gaveUp?.(payload, message, isPermanent(error))
            .catch((e: unknown) => log().error({ job_id: job.id, err: e }, "A failed job's clean-up failed too"));
      }
    }
  }

  /** Runs the jobs due now, concurrently; the number it ran. Tests call it to step the queue. */
  async function runDue(): Promise<number> {
    const now = clock.now();
    const due = await claimDue(db, now, new Date(now.getTime() + options.holdMs), options.batch);
    await Promise.all(due.map(runOne));
    return due.length;
  }

  function tick() {
    current = runDue()
      .then((ran) => ran === options.batch) // a full batch: there may be more waiting
      .catch((error) => (log().error({ error: describe(error) }, "The job worker could not read the queue"), false))
      .then((more) => {
        if (!stopped && options.pollMs !== null) timer = setTimeout(tick, more ? 0 : options.pollMs);
      });
  }
  if (options.pollMs !== null) tick();

  return {
    runDue,
    /** Stops taking jobs and waits for the ones running to end. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}

export type Worker = ReturnType<typeof startWorker>;
