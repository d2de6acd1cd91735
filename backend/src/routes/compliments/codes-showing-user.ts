import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { claims, compliments } from "../../db/schema";

/** The codes of the compliments whose public answer shows this user: as their author or as their claimer. */
export async function codesShowingUser(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ code: compliments.code })
    .from(compliments)
    .where(eq(compliments.customerId, userId))
    .union(
      db
        .select({ code: compliments.code })
        .from(claims)
        .innerJoin(compliments, eq(compliments.id, claims.complimentId))
        .where(eq(claims.userId, userId)),
    );
  return rows.map((r) => r.code);
}
