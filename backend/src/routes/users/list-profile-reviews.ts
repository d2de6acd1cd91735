import { and, count, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listTotal } from "../../db/list-total";
import { firstRow } from "../../db/rows";
import { ads, claims, complimentAds, compliments, reviews, users } from "../../db/schema";
import { keyset, pageRows } from "../../lib/keyset";
import { paginated, type PageRequest } from "../../lib/pagination";
import { MAX_ID } from "../../lib/router";
import { holdsCode } from "../compliments/code-holder";
import { userNotFound } from "./errors";
import type { ProfileReviewJson } from "./json";
import { joinPerson, personColumns } from "./person";

/** "by": the reviews the user wrote. "to": reviews, by anyone, of the ads on the user's own compliments. */
export type ReviewSide = "by" | "to";

/** The joins a review's filter reads: its compliment, whose code the viewer may hold. */
const toCompliment = sql`inner join ${complimentAds} on ${complimentAds.id} = ${reviews.complimentAdId} inner join ${compliments} on ${compliments.id} = ${complimentAds.complimentId}`;

/**
 * One page of the reviews on one side of a user (`onSide`) that the viewer may see (`visible`),
 * newest first, with the reviewed ad and compliment. The cursor is looked up through the same
 * filter: a review the viewer may not see must not tell, by the page it starts, that it exists.
 */
export const profileReviewsPage = (db: Db, { onSide, visible }: { onSide: SQL; visible?: SQL }, page: PageRequest) => {
  const at = keyset(
    { table: reviews, createdAt: reviews.createdAt, id: reviews.id, where: and(onSide, visible), joins: visible && toCompliment },
    page,
  );
  return joinPerson(
    db
      .select({
        id: reviews.id,
        createdAt: reviews.createdAt,
        review: reviews.review,
        customer: personColumns,
        compliment: { id: compliments.id, code: compliments.code, to: compliments.to },
        authorId: compliments.customerId,
        claimerId: claims.userId,
        ad: { id: ads.id, image: ads.image, title: ads.title, contact: ads.contact },
      })
      .from(reviews)
      .innerJoin(complimentAds, eq(complimentAds.id, reviews.complimentAdId))
      .innerJoin(compliments, eq(compliments.id, complimentAds.complimentId))
      .$dynamic(),
    reviews.userId,
  )
    .leftJoin(ads, eq(ads.id, complimentAds.adId))
    .leftJoin(claims, eq(claims.complimentId, compliments.id))
    .where(at.where)
    .orderBy(...at.order)
    .limit(page.perPage)
    .offset(at.offset);
};

/**
 * One page of `userId`'s reviews as `viewerId` asks for them, newest first: one joined read and
 * one count. A review on a compliment's ad is written by its author or its claimer, so it tells who
 * that compliment's people are: another user's lists hold only the reviews that user wrote, and
 * those of compliments whose code the viewer holds. A compliment's id, code and recipient go to its
 * author and its claimer alone; anyone else gets them as null.
 */
export async function listProfileReviews(
  db: Db,
  side: ReviewSide,
  { userId, viewerId }: { userId: number; viewerId: number },
  page: PageRequest,
) {
  if (userId !== viewerId && !(await userExists(db, userId))) throw userNotFound();
  const onSide = side === "by" ? eq(reviews.userId, userId) : eq(reviews.complimentAuthorId, userId);
  // A user holds the code of every compliment on their own lists, so only another viewer needs the check.
  const visible = userId === viewerId ? undefined : or(eq(reviews.userId, userId), holdsCode(viewerId));
  const where = and(onSide, visible);
  // Each side is read along its own index in the list's order: (user_id | compliment_author_id, created_at, id);
  // the user's own lists are counted by the database as rows come and go (list_totals).
  const [rows, total] = await Promise.all([
    pageRows(page, (p) => profileReviewsPage(db, { onSide, visible }, p)),
    userId === viewerId
      ? listTotal(db, side === "by" ? "reviews_by" : "reviews_to", userId)
      : db
          .select({ total: count() })
          .from(reviews)
          .innerJoin(complimentAds, eq(complimentAds.id, reviews.complimentAdId))
          .innerJoin(compliments, eq(compliments.id, complimentAds.complimentId))
          .where(where)
          .then((counted) => firstRow(counted, "count()").total),
  ]);
  const data: ProfileReviewJson[] = rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    review: r.review,
    customer: r.customer,
    ad: r.ad,
    compliment: viewerId === r.authorId || viewerId === r.claimerId ? r.compliment : { id: null, code: null, to: null },
  }));
  return paginated("Reviews retrieved successfully.", data, page, total);
}

async function userExists(db: Db, id: number) {
  if (id > MAX_ID) return false;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return Boolean(user);
}
