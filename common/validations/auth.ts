import * as z from "@/common/validations/zod-mini";
import { controlCharactersMessage, hasControlCharacters, type TextKind } from "./text";
import { messages } from "./messages";

const NAME = /^[A-Za-z][A-Za-z ]{2,30}$/;
/**
 * Besides spaces and a second @, neither part may hold control characters or what a mail header
 * reads as a list, a display name, a comment or a quoted part: the mail goes to exactly this address.
 */
const NOT_IN_ADDRESS = String.raw`\s@"(),:;<>[\]\\\u0000-\u001f\u007f-\u009f`;
const EMAIL = new RegExp(`^[^${NOT_IN_ADDRESS}]+@[^${NOT_IN_ADDRESS}]+\\.[^${NOT_IN_ADDRESS}.]{2,}$`);
const PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[*@%$#]).{8,30}$/;

type Format = { test(value: string): boolean; invalid: string };

/**
 * A required string with one format rule: reports the `required` message when empty, otherwise the
 * control-character message when `controls` names the field, otherwise `invalid` when the format
 * fails; only one of them. None stops the form's cross-field checks.
 */
export const requiredString = (required: string, format?: Format, controls?: { label: string; kind?: TextKind }) =>
  z.string({ error: required }).check((ctx) => {
    const issue = (message: string) => ctx.issues.push({ code: "custom", message, input: ctx.value });
    if (ctx.value.length === 0) issue(required);
    else if (controls && hasControlCharacters(ctx.value, controls.kind)) issue(controlCharactersMessage(controls.label));
    else if (format && !format.test(ctx.value)) issue(format.invalid);
  });

/** Whether `value` is an address this app sends mail to. */
export const isEmailAddress = (value: string) => value.length <= 255 && EMAIL.test(value);

const matches =
  (pattern: RegExp, max = Infinity) =>
  (value: string) =>
    value.length <= max && pattern.test(value);

/** A person's name as an account holds it: a letter, then 2 to 30 letters or spaces. */
export const nameField = requiredString(messages.nameRequired, { test: matches(NAME), invalid: messages.nameInvalid }, { label: "Name" });

export const emailField = requiredString(messages.emailRequired, { test: matches(EMAIL, 255), invalid: messages.emailInvalid });

const password = (rule: string) =>
  requiredString(messages.passwordRequired, { test: matches(PASSWORD), invalid: rule }, { label: "Password", kind: "secret" });

/** An empty confirmation is reported as required, not also as a mismatch. */
const passwordsMatch = (v: { password: string; password_confirmation: string }) =>
  v.password_confirmation === "" || v.password === v.password_confirmation;

/** Reported on the confirmation field, and checked even while other fields are still invalid. */
const confirmationError = (message: string) => ({
  path: ["password_confirmation"],
  error: message,
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null,
});

export const loginSchema = z.object({
  email: emailField,
  password: password(messages.passwordRule),
});

export const registerSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: password(messages.registerPasswordRule),
    password_confirmation: requiredString(messages.confirmationRequired),
  })
  .check(z.refine(passwordsMatch, confirmationError(messages.confirmationMismatch)));

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    email: emailField,
    token: requiredString(messages.invalidResetLink, { test: (v) => !hasControlCharacters(v), invalid: messages.invalidResetLink }),
    password: password(messages.passwordRule),
    password_confirmation: requiredString(messages.resetConfirmationRequired),
  })
  .check(z.refine(passwordsMatch, confirmationError(messages.resetConfirmationMismatch)));

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;

/** First message per field, the shape both the forms and the backend's 422 use. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "body";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
