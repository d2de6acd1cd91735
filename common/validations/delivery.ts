import { z } from "./zod";
import { isEmailAddress } from "./auth";
import { isTimeZone } from "../zoned-time";

/** Sending a compliment to its recipient by e-mail (issue 19): the API's fields and their messages. */
export const deliveryMessages = {
  emailInvalid: "Recipient email is invalid",
  whenInvalid: "Delivery time must be a date and time with its time zone.",
  zoneInvalid: "Time zone must be one of the list, such as Europe/London.",
  whenTooFar: "Delivery time must be within a year.",
  suppressed: "This address has asked not to receive compliments. Please give them the card instead.",
  alreadySent: "This compliment has already been sent, so its delivery can no longer be changed.",
  whenRequired: "Please choose the date and time to send it.",
  whenPast: "Delivery time must be in the future.",
  /** Why a delivery failed, as its author reads it: the mail server's own words go to the log only. */
  refused: "The recipient's mail server refused this address.",
  notSent: "The mail could not be sent. Please check the address, or give them the card.",
} as const;

/** The longest an author may schedule ahead. */
export const MAX_DELIVERY_AHEAD_MS = 366 * 24 * 60 * 60_000;

/** Optional: an empty or blank address is no address (null). */
export const recipientEmail = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : typeof v === "string" ? v.trim() : v),
  z.string({ error: deliveryMessages.emailInvalid }).refine(isEmailAddress, { error: deliveryMessages.emailInvalid }).nullable(),
);

/** ISO 8601 with its offset (`2026-12-24T09:00:00+01:00`); a time already past means now. */
export const deliverAt = z.iso.datetime({ offset: true, error: deliveryMessages.whenInvalid });

/** The IANA zone (`America/New_York`) the author chose the time in; every time of the delivery is shown to them in it. */
export const deliveryTimeZone = z
  .string({ error: deliveryMessages.zoneInvalid })
  .refine((zone) => zone.length <= 64 && isTimeZone(zone), { error: deliveryMessages.zoneInvalid });

/** The delivery fields `POST /v1/compliments` and `PATCH /v1/compliments/{id}` accept. */
export const deliveryFields = {
  recipient_email: recipientEmail.optional(),
  deliver_at: deliverAt.optional(),
  time_zone: deliveryTimeZone.optional(),
  remind: z.boolean().optional(),
};
