import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { complimentAds, reviews } from "../../db/schema";
import { paginated, type PageRequest } from "../../lib/pagination";
import { complimentAdNotFound } from "./errors";
import { adReviewJson } from "./json";
import { selectReviews } from "./select-reviews";

/** One page of the reviews of an ad on a compliment, newest first, as `viewerId` (null for a guest) sees them. */
export async function listReviews(db: Db, complimentAdId: number, viewerId: number | null, page: PageRequest) {
  const [complimentAd] = await db.select({ id: complimentAds.id }).from(complimentAds).where(eq(complimentAds.id, complimentAdId)).limit(1);
  if (!complimentAd) throw complimentAdNotFound();
  const ofAd = eq(reviews.complimentAdId, complimentAdId);
  const [rows, total] = await Promise.all([
    selectReviews(db).where(ofAd).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(page.perPage).offset(page.offset),
    db.$count(reviews, ofAd),
  ]);
  return paginated(
    "Reviews retrieved successfully.",
    rows.map((r) => adReviewJson(r, viewerId)),
    page,
    total,
  );
}
