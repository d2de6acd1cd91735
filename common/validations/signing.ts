import { z } from "./zod";
import { emailField, nameField } from "./auth";
import { noControlCharacters } from "./text";

/** Group compliments (issue 33): signing's fields and the messages people read. */
export const signingMessages = {
  messageRequired: "Please write a message.",
  messageTooLong: "The message must not exceed 500 characters.",
  codeInvalid: "Please enter the 6-digit code from the e-mail.",
  codeWrong: "This code is not right, or it has expired. Please ask for a new one.",
  closesInvalid: "Signing closes must be a date and time with its time zone.",
  closesPast: "Signing must close in the future.",
  closesAfterDelivery: "Signing must close before the compliment is delivered.",
  linkInvalid: "This signing link is not valid.",
  closed: "Signing has closed.",
  blocked: "You can't sign this compliment.",
  signatureNotFound: "Signature not found.",
  notGroup: "This compliment is not signed by others.",
  noSignatures: "Nobody but you has signed yet. Close signing anyway?",
  noSignaturesDelivery: "Nobody but you has signed yet. Deliver it anyway?",
} as const;

export const SIGNATURE_MAX = 500;
export const EMAIL_CODE_LENGTH = 6;

/** A signature's message: 1 to 500 characters once trimmed, lines allowed. */
export const signatureMessage = z
  .string({ error: signingMessages.messageRequired })
  .trim()
  .check(noControlCharacters("Message", "lines"))
  .min(1, { error: signingMessages.messageRequired })
  .max(SIGNATURE_MAX, { error: signingMessages.messageTooLong });

export const emailCode = z
  .string({ error: signingMessages.codeInvalid })
  .trim()
  .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), { error: signingMessages.codeInvalid });

/** When signing closes: ISO 8601 with its offset; null: when the organiser closes it. */
export const signingClosesAt = z.iso.datetime({ offset: true, error: signingMessages.closesInvalid }).nullable();

/** What `POST /v1/compliments` takes besides the compliment: signing by others. */
export const signingFields = {
  invite_signers: z.boolean().optional(),
  signing_closes_at: signingClosesAt.optional(),
};

/** A signed-in person signs with a message; a guest also gives a name and the address the code was mailed to. */
export const signRequest = z.object({
  message: signatureMessage,
  name: z.optional(nameField),
  email: z.optional(emailField),
  email_code: emailCode.optional(),
});

export const emailCodeRequest = z.object({ email: emailField });

export const updateSigningRequest = z.object({
  closes_at: signingClosesAt.optional(),
  show_signatures: z.boolean().optional(),
});

export const hideSignatureRequest = z.object({ hidden: z.boolean({ error: "Hidden must be true or false." }) });

/** The guest's forms on /sign/[token]: first the address, then the code, name and message. */
export const guestEmailFormSchema = emailCodeRequest;
export const guestSignFormSchema = z.object({ name: nameField, email_code: emailCode, message: signatureMessage });
export const signFormSchema = z.object({ message: signatureMessage });

export type SignInput = z.input<typeof signRequest>;
export type UpdateSigningInput = z.input<typeof updateSigningRequest>;

/** The create form's part: "Invite others to sign", and when signing closes (a local date and time; empty: at the delivery or by hand). */
export const signingFormFields = { invite_signers: z.boolean(), signing_closes_at: z.string() };
export type SigningFormValues = { invite_signers: boolean; signing_closes_at: string };
export const emptySigning = (): SigningFormValues => ({ invite_signers: false, signing_closes_at: "" });

/** The form's own check of the closing time: a date and time in the future (the API also checks it against the delivery). */
export function checkSigning(v: SigningFormValues, now = Date.now()) {
  if (!v.invite_signers || !v.signing_closes_at) return [];
  const at = new Date(v.signing_closes_at).getTime();
  const message = Number.isNaN(at) ? signingMessages.closesInvalid : at <= now ? signingMessages.closesPast : null;
  return message ? [{ code: "custom" as const, message, path: ["signing_closes_at"], input: v }] : [];
}

/** What the API takes from the form: nothing unless others are invited; the browser's local time as ISO. */
export const signingRequest = (v: SigningFormValues) =>
  v.invite_signers
    ? { invite_signers: true, ...(v.signing_closes_at && { signing_closes_at: new Date(v.signing_closes_at).toISOString() }) }
    : {};

/** The organiser's panel: a new closing time (a local date and time, in the future). */
export const closesFormSchema = z.object({ closes_at: z.string() }).check((ctx) => {
  const issue = (message: string) => ctx.issues.push({ code: "custom", message, path: ["closes_at"], input: ctx.value });
  if (!ctx.value.closes_at) {
    issue(signingMessages.closesInvalid);
    return;
  }
  ctx.issues.push(
    ...checkSigning({ invite_signers: true, signing_closes_at: ctx.value.closes_at }).map((i) => ({ ...i, path: ["closes_at"] })),
  );
});
