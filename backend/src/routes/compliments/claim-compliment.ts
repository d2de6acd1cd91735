import { eq } from "drizzle-orm";
import { claims, compliments } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { connectUsers } from "../connections/connect-users";
import { cannotClaim, complimentNotFound } from "./errors";

/**
 * Claims someone else's compliment for `userId` and connects the two users. The unique claim per
 * compliment decides between simultaneous claims: exactly one insert returns a row.
 */
export async function claimCompliment({ db, clock }: Pick<AppDeps, "db" | "clock">, userId: number, id: number) {
  const [compliment] = await db.select({ authorId: compliments.customerId }).from(compliments)
    .where(eq(compliments.id, id)).limit(1);
  if (!compliment) throw complimentNotFound();
  if (compliment.authorId === userId) throw cannotClaim();
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [claim] = await tx.insert(claims).values({ complimentId: id, userId, createdAt: now })
      .onConflictDoNothing().returning({ id: claims.id });
    if (!claim) throw cannotClaim();
    await connectUsers(tx, compliment.authorId, userId, now);
  });
}
