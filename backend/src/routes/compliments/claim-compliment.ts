import { eq } from "drizzle-orm";
import { claims, compliments } from "../../db/schema";
import type { AppDeps } from "../../deps";
import type { Limiter } from "../../lib/rate-limit";
import { recordActivity } from "../activity/record-activity";
import { connectUsers } from "../connections/connect-users";
import { cannotClaim } from "./errors";
import { findOpenedCompliment } from "./opened-compliment";

/**
 * Claims someone else's compliment, opened with its code, for `userId` and connects the two users.
 * `attempts` counts the tries on this compliment by users who have opened it; those who have not
 * get the 404 of an unknown id and use up nothing. The unique claim per compliment decides
 * between simultaneous claims: exactly one insert returns a row.
 */
export async function claimCompliment(
  deps: Pick<AppDeps, "db" | "clock" | "events" | "mailer" | "config"> & { attempts: Limiter },
  userId: number,
  id: number,
) {
  const { db, clock, events, attempts } = deps;
  const compliment = await findOpenedCompliment(db, userId, id);
  if (compliment.authorId === userId) throw cannotClaim();
  await attempts.hit(String(id));
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [claim] = await tx
      .insert(claims)
      .values({ complimentId: id, userId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: claims.id });
    if (!claim) throw cannotClaim();
    await connectUsers(tx, compliment.authorId, userId, now);
  });
  events.publish([compliment.code]);
  await recordActivity(deps, "claimed", eq(compliments.id, id), userId, now);
}
