import { browserTimeZone, wallClock, zonedIso } from "../zoned-time";
import { isEmailAddress } from "./auth";
import { deliveryMessages, MAX_DELIVERY_AHEAD_MS } from "./delivery";
import { createComplimentSchema, editComplimentFormSchema } from "./compliment";
import { checkSigning, signingFormFields } from "./signing";
import { z } from "./zod";

/**
 * The delivery part of a form: an optional address and, for "later", a date, time and zone. The
 * API gets `recipient_email`, `deliver_at` and `remind` from `deliveryRequest`.
 */
export const deliveryFormFields = {
  recipient_email: z.string(),
  send: z.enum(["now", "later"]),
  date: z.string(),
  time: z.string(),
  time_zone: z.string(),
  remind: z.boolean(),
};

export type DeliveryFormValues = {
  recipient_email: string;
  send: "now" | "later";
  date: string;
  time: string;
  time_zone: string;
  remind: boolean;
};

export const emptyDelivery = (timeZone = ""): DeliveryFormValues => ({
  recipient_email: "",
  send: "now",
  date: "",
  time: "",
  time_zone: timeZone,
  remind: true,
});

type Issue = { code: "custom"; message: string; path: string[]; input: unknown };

/** The rules across the delivery fields: an address when there is one, a time in the future within a year when scheduled. */
export function checkDelivery(v: DeliveryFormValues, now = Date.now()): Issue[] {
  const issue = (path: string, message: string): Issue => ({ code: "custom", message, path: [path], input: v });
  const email = v.recipient_email.trim();
  if (!email) return [];
  if (!isEmailAddress(email)) return [issue("recipient_email", deliveryMessages.emailInvalid)];
  if (v.send === "now") return [];
  if (!v.date || !v.time) return [issue(v.date ? "time" : "date", deliveryMessages.whenRequired)];
  const iso = zonedIso(v.date, v.time, v.time_zone);
  if (!iso) return [issue("date", deliveryMessages.whenInvalid)];
  const at = new Date(iso).getTime();
  if (at <= now) return [issue("time", deliveryMessages.whenPast)];
  if (at - now > MAX_DELIVERY_AHEAD_MS) return [issue("date", deliveryMessages.whenTooFar)];
  return [];
}

/**
 * What the API takes from the form: nothing without an address. The zone goes with it, the
 * browser's when "now" hid the picker, so its times read in it. `nowExplicit`: "now" is sent as
 * this moment, which moves a delivery already scheduled (where an absent time keeps its time).
 */
export function deliveryRequest(v: DeliveryFormValues, { nowExplicit = false } = {}) {
  const recipient_email = v.recipient_email.trim();
  if (!recipient_email) return {};
  const deliver_at = v.send === "later" ? zonedIso(v.date, v.time, v.time_zone) : nowExplicit ? new Date().toISOString() : undefined;
  return { recipient_email, remind: v.remind, time_zone: v.time_zone || browserTimeZone(), ...(deliver_at && { deliver_at }) };
}

/** A scheduled delivery as the form shows it: its date and time in the zone its author chose. */
export const scheduledDelivery = (d: {
  recipientEmail: string;
  deliverAt: string;
  timeZone: string;
  remind: boolean;
}): DeliveryFormValues => ({
  recipient_email: d.recipientEmail,
  send: "later",
  ...wallClock(d.deliverAt, d.timeZone),
  time_zone: d.timeZone,
  remind: d.remind,
});

const deliveryKeys = Object.keys(deliveryFormFields) as (keyof DeliveryFormValues)[];
/** Whether the author changed any of the delivery fields from `was`. */
export const deliveryChanged = (was: DeliveryFormValues, now: DeliveryFormValues) => deliveryKeys.some((key) => was[key] !== now[key]);

/** The create form: the compliment, and optionally its delivery and signing by others. */
export const createComplimentFormSchema = createComplimentSchema
  .extend(deliveryFormFields)
  .extend(signingFormFields)
  .check((ctx) => {
    ctx.issues.push(...checkDelivery(ctx.value), ...checkSigning(ctx.value));
  });

/** The delivery panel of the edit page: the delivery alone. */
export const deliveryFormSchema = z.object(deliveryFormFields).check((ctx) => {
  ctx.issues.push(...checkDelivery(ctx.value));
});

/** The edit page's one form: the compliment, its ads and its delivery, saved together. */
export const editComplimentWithDeliverySchema = editComplimentFormSchema.extend(deliveryFormFields).check((ctx) => {
  ctx.issues.push(...checkDelivery(ctx.value));
});
