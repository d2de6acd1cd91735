import { and, eq } from "drizzle-orm";
import { compliments } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { complimentNotFound } from "./errors";
import { loadCompliments } from "./load-compliments";

/**
 * The author's own compliment with this code, note and conversations included. Anyone else gets
 * the 404 of an unknown code, so the answer tells a guesser nothing and needs no guessing limit.
 * It counts no view and records no opening.
 */
export async function findOwnCompliment(deps: Pick<AppDeps, "db" | "config" | "clock">, authorId: number, code: string) {
  const [found] = await deps.db
    .select({ id: compliments.id })
    .from(compliments)
    .where(and(eq(compliments.code, code), eq(compliments.customerId, authorId)))
    .limit(1);
  if (!found) throw complimentNotFound();
  const [compliment] = await loadCompliments(deps, [found.id], authorId);
  // Deleted between the two reads.
  if (!compliment) throw complimentNotFound();
  return compliment;
}
