import { and, eq, inArray } from "drizzle-orm";
import { compliments, retiredCodes } from "../../db/schema";
import type { AppDeps } from "../../deps";
import type { Executor } from "../../jobs/queue";
import type { deliveryScheduler } from "../deliveries/schedule";
import { complimentNotFound } from "./errors";

type Deliveries = ReturnType<typeof deliveryScheduler>;
type Deps = Pick<AppDeps, "db" | "events"> & { deliveries: Deliveries };

/** What retiring compliments leaves for after the commit: their codes' change events, and what their deliveries held. */
export type Retired = { codes: string[]; held: Array<Awaited<ReturnType<Deliveries["holding"]>>> };

/**
 * In the caller's transaction: deletes these compliments (only `authorId`'s, when given) with their
 * ads, views, claim, conversations and delivery (coupons issued with them are void), and retires
 * their codes, never drawn again. `removedAt` marks an operator's removal: the codes then answer
 * 410, not 404.
 */
export async function retireCompliments(
  tx: Executor,
  deliveries: Deliveries,
  ids: number[],
  { authorId, removedAt = null }: { authorId?: number; removedAt?: Date | null } = {},
): Promise<Retired> {
  if (ids.length === 0) return { codes: [], held: [] };
  const held = await Promise.all(ids.map((id) => deliveries.holding(tx, id)));
  const rows = await tx
    .delete(compliments)
    .where(and(inArray(compliments.id, ids), authorId === undefined ? undefined : eq(compliments.customerId, authorId)))
    .returning({ code: compliments.code });
  if (rows.length) await tx.insert(retiredCodes).values(rows.map(({ code }) => ({ code, removedAt })));
  return { codes: rows.map((r) => r.code), held };
}

/** After the transaction: a waiting delivery gives its address's point back, and the codes' pages are dropped. */
export async function afterRetiring({ events, deliveries }: Pick<Deps, "events" | "deliveries">, retired: Retired) {
  for (const held of retired.held) await deliveries.release(held);
  events.publish(retired.codes);
}

/** Deletes the author's own compliment (retireCompliments). */
export async function deleteCompliment(deps: Deps, authorId: number, id: number) {
  const retired = await deps.db.transaction((tx) => retireCompliments(tx, deps.deliveries, [id], { authorId }));
  if (retired.codes.length === 0) throw complimentNotFound();
  await afterRetiring(deps, retired);
}
