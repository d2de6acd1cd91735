import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { compliments } from "../../db/schema";
import { complimentNotFound } from "./errors";

/** Deletes the author's own compliment with its ads, views, claim and conversations. */
export async function deleteCompliment(db: Db, authorId: number, id: number) {
  const deleted = await db.delete(compliments)
    .where(and(eq(compliments.id, id), eq(compliments.customerId, authorId)))
    .returning({ id: compliments.id });
  if (deleted.length === 0) throw complimentNotFound();
}
