import { z } from "@hono/zod-openapi";
import { whoMayMessageValues } from "@/common/validations/messaging";

/** A user as others see them; `avatar` is a storage key (served under /storage/) or null. */
export const personSchema = z
  .object({
    id: z.number().int().nullable().openapi({ description: "Null for a former member: the account was deleted." }),
    name: z.string().openapi({ description: 'The user\'s name; "Former member" once the account was deleted.' }),
    avatar: z.string().nullable().openapi({ example: "seed/avatars/dana.webp" }),
  })
  .openapi("Person");

export type Person = z.infer<typeof personSchema>;

export const profileSchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    name: z.string().openapi({ description: "The user's name." }),
    email: z.string().nullable().openapi({ description: "Only on the user's own profile." }),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    phone_number: z.string().nullable().openapi({ description: "Only on the user's own profile." }),
    bio: z.string().nullable(),
    code: z.string().openapi({ example: "40213377", description: "The user's 8-digit code." }),
    zip_code: z.string().nullable().openapi({ description: "Only on the user's own profile." }),
    addresses: z.array(z.string()).openapi({ description: "At most one; empty on other users' profiles." }),
    state_id: z.object({ id: z.number().int(), name: z.string(), country_id: z.number().int(), country_name: z.string() }).nullable(),
    signature: z.string().nullable().openapi({ description: "Only on the user's own profile." }),
    links: z.array(z.object({ name: z.string(), url: z.string() })),
    avatar: z
      .string()
      .nullable()
      .openapi({ example: "avatars/3q2-7wEZ4nBqv1R9sLk0dg.webp", description: "A storage key, served under /storage/." }),
    blocked: z
      .boolean()
      .openapi({ description: "Whether the signed-in viewer blocked this user; false for guests and on one's own profile." }),
    who_may_message: z
      .enum(whoMayMessageValues)
      .nullable()
      .openapi({ description: 'Only on the user\'s own profile: their "Who may message me" setting (see /users/messaging-settings).' }),
  })
  .openapi("Profile");

export type ProfileJson = z.infer<typeof profileSchema>;

/** A review on a profile: who wrote it, on which compliment, about which ad. */
export const profileReviewSchema = z
  .object({
    id: z.number().int(),
    created_at: z.string(),
    review: z.string(),
    customer: personSchema.openapi({ description: "Who wrote it." }),
    compliment: z.object({
      id: z.number().int().nullable().openapi({ description: "Only for the compliment's author and its claimer; null for anyone else." }),
      code: z
        .string()
        .nullable()
        .openapi({ example: "12345678", description: "Only for the compliment's author and its claimer; null for anyone else." }),
      to: z
        .string()
        .nullable()
        .openapi({ description: "The recipient; only for the compliment's author and its claimer, null for anyone else." }),
    }),
    ad: z.object({ id: z.number().int(), image: z.string().nullable(), title: z.string(), contact: z.string() }).nullable(),
  })
  .openapi("ProfileReview");

export type ProfileReviewJson = z.infer<typeof profileReviewSchema>;
