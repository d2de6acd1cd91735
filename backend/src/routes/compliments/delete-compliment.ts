import { and, eq } from "drizzle-orm";
import { compliments, retiredCodes } from "../../db/schema";
import type { AppDeps } from "../../deps";
import type { deliveryScheduler } from "../deliveries/schedule";
import { complimentNotFound } from "./errors";

type Deps = Pick<AppDeps, "db" | "events"> & { deliveries: ReturnType<typeof deliveryScheduler> };

/**
 * Deletes the author's own compliment with its ads, views, claim, conversations and delivery; its
 * code is retired, never drawn again. A delivery still waiting gives its address's point back.
 */
export async function deleteCompliment({ db, events, deliveries }: Deps, authorId: number, id: number) {
  const deleted = await db.transaction(async (tx) => {
    const delivery = await deliveries.holding(tx, id);
    const [row] = await tx
      .delete(compliments)
      .where(and(eq(compliments.id, id), eq(compliments.customerId, authorId)))
      .returning({ code: compliments.code });
    if (row) await tx.insert(retiredCodes).values(row).onConflictDoNothing();
    return row && { ...row, delivery };
  });
  if (!deleted) throw complimentNotFound();
  await deliveries.release(deleted.delivery);
  events.publish([deleted.code]);
}
