import { z } from "@hono/zod-openapi";
import type { reviews } from "../../db/schema";
import { personSchema, type Person } from "../users/json";

export const adReviewSchema = z
  .object({
    id: z.number().int(),
    review: z.string(),
    created_at: z.string(),
    is_owner: z.boolean().openapi({ description: "True when the current user wrote it; false for guests." }),
    customer: personSchema.openapi({ description: "Who wrote it." }),
  })
  .openapi("AdReview");

export type AdReviewJson = z.infer<typeof adReviewSchema>;

export type ReviewRow = Pick<typeof reviews.$inferSelect, "id" | "review" | "createdAt"> & { author: Person };

export const adReviewJson = (r: ReviewRow, viewerId: number | null): AdReviewJson => ({
  id: r.id,
  review: r.review,
  created_at: r.createdAt.toISOString(),
  is_owner: r.author.id === viewerId,
  customer: r.author,
});
