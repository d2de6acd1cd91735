import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { complimentOpenings, compliments } from "../../db/schema";
import { complimentNotFound } from "./errors";

export type OpenedCompliment = { id: number; code: string; authorId: number; to: string };

/**
 * The compliment `userId` acts on by id (claim, reply): its author may, and so may a user who has
 * opened it with its code; anyone else gets the 404 of an unknown id, so ids reveal nothing.
 * `lock` takes the row for update inside a transaction.
 */
export async function findOpenedCompliment(db: Db, userId: number, id: number, { lock = false } = {}): Promise<OpenedCompliment> {
  const query = db
    .select({
      id: compliments.id,
      code: compliments.code,
      authorId: compliments.customerId,
      to: compliments.to,
      openedBy: complimentOpenings.userId,
    })
    .from(compliments)
    .leftJoin(complimentOpenings, and(eq(complimentOpenings.complimentId, compliments.id), eq(complimentOpenings.userId, userId)))
    .where(eq(compliments.id, id));
  const [found] = lock ? await query.for("update", { of: compliments }) : await query.limit(1);
  // A compliment whose author's account is gone ("Former member") has nobody left to claim from or reply to.
  if (!found || found.authorId === null || (found.authorId !== userId && found.openedBy === null)) throw complimentNotFound();
  return { id: found.id, code: found.code, authorId: found.authorId, to: found.to };
}
