import { z } from "./zod";
import { noControlCharacters } from "./text";

export const reviewMessages = {
  empty: "Please write your review before submitting",
  tooLong: "The review must not exceed 1000 characters.",
  complimentAdRequired: "The compliment ad id is required.",
  noComplimentAd: "Could not find the compliment_ad_id for this ad",
  notYours: "You can only review ads on compliments you wrote or received.",
} as const;

/** A review of an ad attached to a compliment: up to 1000 characters once trimmed, never blank. */
export const reviewText = z
  .string({ error: reviewMessages.empty })
  .trim()
  .check(noControlCharacters("Review", "lines"))
  .min(1, { error: reviewMessages.empty })
  .max(1000, { error: reviewMessages.tooLong });

export const reviewSchema = z.object({
  compliment_ad_id: z.number({ error: reviewMessages.complimentAdRequired }).int().positive(),
  review: reviewText,
});

/** The review form's one field; the compliment ad comes from the page. */
export const reviewFormSchema = reviewSchema.pick({ review: true });

export type ReviewInput = z.input<typeof reviewSchema>;
