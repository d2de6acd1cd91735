import * as z from "@/common/validations/zod-mini";
import { noControlCharacters } from "./text";
import { reviewMessages } from "./messages";

/** A review of an ad attached to a compliment: up to 1000 characters once trimmed, never blank. */
export const reviewText = z
  .string({ error: reviewMessages.empty })
  .check(
    z.trim(),
    noControlCharacters("Review", "lines"),
    z.minLength(1, { error: reviewMessages.empty }),
    z.maxLength(1000, { error: reviewMessages.tooLong }),
  );

export const reviewSchema = z.object({
  compliment_ad_id: z.number({ error: reviewMessages.complimentAdRequired }).check(z.int(), z.positive()),
  review: reviewText,
});

/** The review form's one field; the compliment ad comes from the page. */
export const reviewFormSchema = z.pick(reviewSchema, { review: true });

export type ReviewInput = z.input<typeof reviewSchema>;
