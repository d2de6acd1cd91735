import { and, count, eq, min, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";
import type { JobKind, NewJob } from "./kinds";

/** A transaction or the database itself: a job is written with the change that causes it. */
export type Executor = Pick<Db, "insert" | "update" | "select" | "delete" | "execute">;

export type ClaimedJob = { id: number; kind: string; payload: Record<string, unknown>; attempts: number };

/** Waits after each failed run, in seconds; a job that fails once more than this lists is marked failed. */
export const RETRY_DELAYS = [60, 300, 1800, 7200] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS.length + 1;

export type { NewJob };

/** Stores jobs; written inside the caller's transaction, they exist exactly when its change does. */
export async function enqueue(db: Executor, ...list: NewJob[]): Promise<void> {
  if (list.length) await db.insert(jobs).values(list);
}

/**
 * Takes up to `limit` due jobs and holds each until `lockedUntil`. Rows another worker holds are
 * skipped, not waited for, so every job is taken by one worker; a job whose worker died is due
 * again once its hold has passed, which is the one way a mail can go out twice.
 */
export async function claimDue(db: Db, now: Date, lockedUntil: Date, limit: number): Promise<ClaimedJob[]> {
  const result = await db.execute(sql`
    update ${jobs} set attempts = attempts + 1, locked_until = ${lockedUntil.toISOString()}
    where id in (
      select id from ${jobs}
      where state = 'pending' and run_at <= ${now.toISOString()}
        and (locked_until is null or locked_until <= ${now.toISOString()})
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, kind, payload, attempts`);
  // node-postgres and PGlite both answer with `rows`.
  return (result as unknown as { rows: ClaimedJob[] }).rows;
}

/** A job that ran: it is done and gone. */
export async function finish(db: Db, id: number) {
  await db.delete(jobs).where(eq(jobs.id, id));
}

/** A run that failed: due again after its back-off, or failed for good when `retryAt` is absent. */
export async function fail(db: Db, id: number, error: string, retryAt?: Date) {
  await db
    .update(jobs)
    .set(retryAt ? { runAt: retryAt, lockedUntil: null, lastError: error } : { state: "failed", lockedUntil: null, lastError: error })
    .where(eq(jobs.id, id));
}

/** When a job that failed its `attempts`th run is tried again; none after the last. */
export function retryAt(attempts: number, now: Date): Date | undefined {
  const delay = RETRY_DELAYS[attempts - 1];
  return delay === undefined ? undefined : new Date(now.getTime() + delay * 1000);
}

/** What an operator watches: jobs waiting to run, failed ones, and how long the oldest due job has waited; of one kind, given one. */
export async function queueStats(db: Db, now: Date, kind?: JobKind) {
  const ofKind = kind ? eq(jobs.kind, kind) : undefined;
  const [pending] = await db
    .select({ n: count(), oldest: min(jobs.runAt) })
    .from(jobs)
    .where(and(ofKind, eq(jobs.state, "pending"), sql`${jobs.runAt} <= ${now.toISOString()}`));
  const [scheduled] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(ofKind, eq(jobs.state, "pending"), sql`${jobs.runAt} > ${now.toISOString()}`));
  const [failed] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(ofKind, eq(jobs.state, "failed")));
  const oldest = pending?.oldest ? new Date(pending.oldest) : undefined;
  return {
    pending: pending?.n ?? 0,
    scheduled: scheduled?.n ?? 0,
    failed: failed?.n ?? 0,
    oldest_waiting_seconds: oldest ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000)) : 0,
  };
}
