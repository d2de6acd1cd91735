import { z } from "./zod";
import { emailField } from "./auth";

/** Asking for a link to receive compliments by e-mail again: the address it goes to, as any form checks one. */
export const resubscribeRequestSchema = z.object({ email: emailField });
export type ResubscribeRequestInput = z.input<typeof resubscribeRequestSchema>;

/** What the backend answers and the unsubscribe pages say, each written once. */
export const unsubscribeMessages = {
  unsubscribed: "You will not receive any more compliments at this address.",
  resubscribed: "You will receive compliments at this address again.",
  linkAsked: "If this address has unsubscribed, we have sent it a link to receive compliments again. It works for 24 hours.",
  invalidToken: "This unsubscribe link is invalid.",
  tooLate: "It is too late to undo this here. Ask for a link by e-mail instead.",
  invalidLink: "This link is invalid or has expired.",
} as const;
