import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { profiles, reviews, users } from "../../db/schema";

/** Reviews with their authors; callers add the where, order and limit. */
export const selectReviews = (db: Db) =>
  db.select({
    id: reviews.id,
    review: reviews.review,
    createdAt: reviews.createdAt,
    author: { id: users.id, name: users.name, avatar: profiles.avatar },
  })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .$dynamic();
