import { eq } from "drizzle-orm";
import { firstRow } from "../../db/rows";
import { claims, complimentAds, compliments, reviews } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { MAX_ID } from "../../lib/router";
import { complimentAdNotFound, notYourCompliment } from "./errors";
import { adReviewJson } from "./json";
import { selectReviews } from "./select-reviews";

export type NewReview = { compliment_ad_id: number; review: string };

/**
 * Writes the user's review of an ad on a compliment, which only the compliment's author and its
 * claimer may do. The compliment's ad row is key-share locked first, so an ad removed meanwhile
 * answers 404, never a broken reference.
 */
export async function createReview({ db, clock }: Pick<AppDeps, "db" | "clock">, userId: number, input: NewReview) {
  if (input.compliment_ad_id > MAX_ID) throw complimentAdNotFound();
  const id = await db.transaction(async (tx) => {
    const [complimentAd] = await tx
      .select({ id: complimentAds.id, authorId: compliments.customerId, claimerId: claims.userId })
      .from(complimentAds)
      .innerJoin(compliments, eq(compliments.id, complimentAds.complimentId))
      .leftJoin(claims, eq(claims.complimentId, compliments.id))
      .where(eq(complimentAds.id, input.compliment_ad_id))
      .for("key share", { of: complimentAds });
    if (!complimentAd) throw complimentAdNotFound();
    if (userId !== complimentAd.authorId && userId !== complimentAd.claimerId) throw notYourCompliment();
    const created = firstRow(
      await tx
        .insert(reviews)
        .values({
          complimentAdId: complimentAd.id,
          userId,
          complimentAuthorId: complimentAd.authorId,
          review: input.review,
          createdAt: clock.now(),
        })
        .returning({ id: reviews.id }),
      "the review insert",
    );
    return created.id;
  });
  return adReviewJson(firstRow(await selectReviews(db).where(eq(reviews.id, id)), "the review just written"), userId);
}
