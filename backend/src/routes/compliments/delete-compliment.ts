import { and, eq } from "drizzle-orm";
import { compliments, retiredCodes } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { complimentNotFound } from "./errors";

/** Deletes the author's own compliment with its ads, views, claim and conversations; its code is retired, never drawn again. */
export async function deleteCompliment({ db, events }: Pick<AppDeps, "db" | "events">, authorId: number, id: number) {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(compliments)
      .where(and(eq(compliments.id, id), eq(compliments.customerId, authorId)))
      .returning({ code: compliments.code });
    if (row) await tx.insert(retiredCodes).values(row).onConflictDoNothing();
    return row;
  });
  if (!deleted) throw complimentNotFound();
  events.publish([deleted.code]);
}
