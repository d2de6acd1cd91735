import { isEmailAddress } from "./auth";
import { z } from "./zod";

/** Addresses one call invites; a compliment's invitations in all; mails that remind one invitee. */
export const INVITES_PER_CALL = 50;
export const INVITATIONS_MAX = 200;
export const REMINDERS_MAX = 2;

export const invitationMessages = {
  required: "Enter at least one e-mail address.",
  /** The API's: it never repeats what was sent. */
  invalid: "Each address must be a valid e-mail address.",
  /** The form's, which names the address the person just typed. */
  invalidOne: (address: string) => `${address} is not a valid e-mail address.`,
  tooManyAtOnce: `Invite at most ${INVITES_PER_CALL} addresses at once.`,
  tooMany: `A compliment can have at most ${INVITATIONS_MAX} invitations.`,
  /** Said once invitations went out (the answer's message, announced by the panel). */
  invited: (added: number) => (added === 1 ? "1 invitation is on its way." : `${added} invitations are on their way.`),
  reminded: (reminded: number) =>
    reminded === 0
      ? "No one was reminded: everyone invited has signed or has had two reminders."
      : reminded === 1
        ? "1 reminder is on its way."
        : `${reminded} reminders are on their way.`,
} as const;

/** The addresses as the form's box holds them: separated by commas, semicolons, spaces or lines. */
export const splitAddresses = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

const address = z.string({ error: invitationMessages.required }).trim().refine(isEmailAddress, { error: invitationMessages.invalid });

/** What the API takes: up to INVITES_PER_CALL addresses; each is lower-cased, and repeats are one. */
export const inviteSignersSchema = z.object({
  emails: z
    .array(address, { error: invitationMessages.required })
    .min(1, { error: invitationMessages.required })
    .max(INVITES_PER_CALL, { error: invitationMessages.tooManyAtOnce }),
});

/** The panel's form: one box of addresses, checked as the API will check them. */
export const invitationFormSchema = z.object({
  addresses: z.string().superRefine((text, ctx) => {
    const list = splitAddresses(text);
    const issue = (message: string) => ctx.addIssue({ code: "custom", message });
    if (list.length === 0) return issue(invitationMessages.required);
    if (list.length > INVITES_PER_CALL) return issue(invitationMessages.tooManyAtOnce);
    const wrong = list.find((a) => !isEmailAddress(a));
    if (wrong !== undefined) issue(invitationMessages.invalidOne(wrong));
  }),
});
export type InvitationFormInput = z.input<typeof invitationFormSchema>;
