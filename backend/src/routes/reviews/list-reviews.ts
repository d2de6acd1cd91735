import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listTotal } from "../../db/list-total";
import { complimentAds, compliments, reviews } from "../../db/schema";
import { keyset, pageRows } from "../../lib/keyset";
import { paginated, type PageRequest } from "../../lib/pagination";
import { holdsCode } from "../compliments/code-holder";
import { complimentAdNotFound } from "./errors";
import { adReviewJson } from "./json";
import { selectReviews } from "./select-reviews";

/**
 * One page of the reviews of an ad on a compliment, newest first. Its reviewers can only be the
 * compliment's author and its claimer, so the list is for those who hold its code; to anyone else
 * (guests included) it is the 404 of an unknown id.
 */
/** One page of an ad's reviews on one compliment, newest first (read in index order, from the client's cursor when it sends one). */
export const adReviewsPage = (db: Db, complimentAdId: number, page: PageRequest) => {
  const at = keyset(
    { table: reviews, createdAt: reviews.createdAt, id: reviews.id, where: eq(reviews.complimentAdId, complimentAdId) },
    page,
  );
  return selectReviews(db)
    .where(at.where)
    .orderBy(...at.order)
    .limit(page.perPage)
    .offset(at.offset);
};

export async function listReviews(db: Db, complimentAdId: number, viewerId: number | null, page: PageRequest) {
  if (viewerId === null) throw complimentAdNotFound();
  const [complimentAd] = await db
    .select({ id: complimentAds.id })
    .from(complimentAds)
    .innerJoin(compliments, eq(compliments.id, complimentAds.complimentId))
    .where(and(eq(complimentAds.id, complimentAdId), holdsCode(viewerId)))
    .limit(1);
  if (!complimentAd) throw complimentAdNotFound();
  const [rows, total] = await Promise.all([
    pageRows(page, (p) => adReviewsPage(db, complimentAdId, p)),
    listTotal(db, "ad_reviews", complimentAdId),
  ]);
  return paginated(
    "Reviews retrieved successfully.",
    rows.map((r) => adReviewJson(r, viewerId)),
    page,
    total,
  );
}
