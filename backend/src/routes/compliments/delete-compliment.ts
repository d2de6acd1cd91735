import { and, eq } from "drizzle-orm";
import { compliments } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { complimentNotFound } from "./errors";

/** Deletes the author's own compliment with its ads, views, claim and conversations. */
export async function deleteCompliment({ db, events }: Pick<AppDeps, "db" | "events">, authorId: number, id: number) {
  const [deleted] = await db
    .delete(compliments)
    .where(and(eq(compliments.id, id), eq(compliments.customerId, authorId)))
    .returning({ code: compliments.code });
  if (!deleted) throw complimentNotFound();
  events.publish([deleted.code]);
}
