import { requiredString } from "./auth";
import { messages as authMessages } from "./messages";
import { z } from "./zod";

export const accountMessages = {
  /** Delete my account: the password typed is not the account's. */
  wrongPassword: "That password is not right. Type the password you log in with.",
} as const;

/** Delete my account asks for the password again; any string is checked against the account's. */
export const deleteAccountSchema = z.object({
  password: requiredString(authMessages.passwordRequired, { test: (v) => v.length <= 255, invalid: accountMessages.wrongPassword }),
});

export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
