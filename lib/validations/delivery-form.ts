import { zonedIso } from "../format/zoned-time";
import { isEmailAddress } from "./auth";
import { deliveryMessages, MAX_DELIVERY_AHEAD_MS } from "./delivery";
import { createComplimentSchema } from "./compliment";
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

/** What the API takes from the form: nothing without an address. */
export function deliveryRequest(v: DeliveryFormValues) {
  const recipient_email = v.recipient_email.trim();
  if (!recipient_email) return {};
  const deliver_at = v.send === "later" ? zonedIso(v.date, v.time, v.time_zone) : undefined;
  return { recipient_email, remind: v.remind, ...(deliver_at && { deliver_at }) };
}

/** The create form: the compliment, and optionally its delivery. */
export const createComplimentFormSchema = createComplimentSchema.extend(deliveryFormFields).check((ctx) => {
  ctx.issues.push(...checkDelivery(ctx.value));
});

/** The delivery panel of the edit page: the delivery alone. */
export const deliveryFormSchema = z.object(deliveryFormFields).check((ctx) => {
  ctx.issues.push(...checkDelivery(ctx.value));
});
