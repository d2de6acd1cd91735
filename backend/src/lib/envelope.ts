import { z } from "@hono/zod-openapi";

/**
 * The envelope of every JSON answer, as Laravel clients expect it: `{ success: true, message }`,
 * usually with `data`, or `{ success: false, message, errors? }`. The body builders and the
 * OpenAPI schemas of the contract live side by side so they cannot drift apart.
 */

/** A success without data: `{ success: true, message }`. */
export const done = (message: string) => ({ success: true as const, message });

/** A success with data: `{ success: true, message, data }`. */
export const ok = <T>(message: string, data: T) => ({ ...done(message), data });

/**
 * Why a request was refused, where a screen takes a different branch for it: a stable name, so
 * clients never compare message text. `wrong-business`: the coupon was issued by another business;
 * `not-a-member`: the user belongs to no business; `unsubscribed`: the recipient's address is on
 * the unsubscribe list; `blocked`: the person has blocked the sender; `not-accepting`: the person's
 * "Who may message me" leaves the sender out; `suspended`: the account is suspended; `sole-owner`: the
 * account is a business's only owner; `removed`: an operator removed the content; `offer-ended`: the coupon's offer was ended voiding its coupons;
 * `already-thanked`: the recipient has thanked a group compliment's signers already.
 * `signing-link-invalid`: a group compliment's signing link is unknown or turned off; `signing-closed`: its signing has closed.
 */
export const REASONS = [
  "wrong-business",
  "not-a-member",
  "unsubscribed",
  "blocked",
  "not-accepting",
  "suspended",
  "sole-owner",
  "removed",
  "offer-ended",
  "already-thanked",
  "signing-link-invalid",
  "signing-closed",
] as const;
export type Reason = (typeof REASONS)[number];

/** A failure: `{ success: false, message }`, with every field's messages for a 422 and its `reason` where it has one. */
export const failed = (message: string, errors?: Record<string, string[]>, reason?: Reason) => ({
  success: false as const,
  message,
  ...(errors && { errors }),
  ...(reason && { reason }),
});

export const doneSchema = z.object({ success: z.literal(true), message: z.string() });

export const okSchema = <T extends z.ZodType>(data: T) => doneSchema.extend({ data });

export const errorSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    reason: z
      .enum(REASONS)
      .optional()
      .openapi({ description: "Why, where a client branches on it (a stable name; the message is for people)." }),
  })
  .openapi("Error");

/** An OpenAPI response whose body is `schema` as JSON. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

/** The OpenAPI response of `done`. */
export const doneResponse = (description: string) => jsonResponse(doneSchema, description);

/** The OpenAPI response of `ok` with `data` of this schema. */
export const okResponse = <T extends z.ZodType>(data: T, description: string) => jsonResponse(okSchema(data), description);

/** The OpenAPI responses of `failed`, one per status, each with its usual meaning. */
export const errorResponses = (...statuses: Array<keyof typeof errorDescriptions>) =>
  Object.fromEntries(statuses.map((s) => [s, jsonResponse(errorSchema, errorDescriptions[s])]));

const errorDescriptions = {
  400: "The request cannot be carried out in the resource's current state.",
  401: "Unauthenticated.",
  403: "Forbidden.",
  404: "Not found.",
  413: "The request body is too large (see the document's description).",
  422: "Validation failed; `errors` holds the messages per field.",
  429: "Too many attempts; see Retry-After.",
} as const;
