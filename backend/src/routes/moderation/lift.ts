import { and, eq, lte } from "drizzle-orm";
import { compliments, deliveries, moderationDecisions, users } from "../../db/schema";
import { firstRow } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { enqueue, type Executor } from "../../jobs/queue";
import { notFound } from "../../lib/errors";
import { isSuspended } from "../../lib/operators";
import { DELIVERY } from "../deliveries/schedule";
import { notSuspended } from "./errors";
import { decisionJson } from "./log";

/**
 * In the caller's transaction: ends the user's suspension now, and the deliveries that waited for
 * their author go at once (each job checks again that it is still due). False when not suspended.
 */
export async function endSuspension(tx: Executor, userId: number, now: Date): Promise<boolean> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!user || !isSuspended(user, now)) return false;
  await tx.update(users).set({ suspendedAt: null, suspendedUntil: null }).where(eq(users.id, userId));
  const waiting = await tx
    .select({ complimentId: deliveries.complimentId, deliverAt: deliveries.deliverAt })
    .from(deliveries)
    .innerJoin(compliments, eq(compliments.id, deliveries.complimentId))
    .where(and(eq(compliments.customerId, userId), eq(deliveries.status, "scheduled"), lte(deliveries.deliverAt, now)));
  await enqueue(
    tx,
    ...waiting.map((w) => ({
      kind: DELIVERY,
      payload: { complimentId: w.complimentId, deliverAt: w.deliverAt.toISOString() },
      runAt: now,
    })),
  );
  return true;
}

/** Ends a suspension now (endSuspension), logged as a decision with action "lift" and no reports. */
export async function liftSuspension(
  { db, clock }: Pick<AppDeps, "db" | "clock">,
  operator: { id: number; name: string },
  userId: number,
  reason: string,
) {
  const now = clock.now();
  const decision = await db.transaction(async (tx) => {
    if (!(await endSuspension(tx, userId, now))) {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      throw user ? notSuspended() : notFound("User");
    }
    return firstRow(
      await tx
        .insert(moderationDecisions)
        .values({
          operatorId: operator.id,
          action: "lift",
          targetKind: "profile",
          targetId: userId,
          targetUserId: userId,
          reportIds: [],
          reason,
          createdAt: now,
        })
        .returning(),
      "the decision insert",
    );
  });
  return decisionJson(decision, operator);
}
