import type { Db } from "../../db/client";
import { reviews } from "../../db/schema";
import { joinPerson, personColumns } from "../users/person";

/** Reviews with their authors; callers add the where, order and limit. */
export const selectReviews = (db: Db) =>
  joinPerson(
    db.select({ id: reviews.id, review: reviews.review, createdAt: reviews.createdAt, author: personColumns }).from(reviews).$dynamic(),
    reviews.userId,
  );
