import { CODE_LENGTH } from "../code";

// The words of the rules a guest's first page shows (the code box, log in, a review), kept apart from
// their schemas: a page shows them (a toast, a refusal) without loading zod, which comes with the
// form's first check (lib/forms/use-zod-form.ts).

/** Accounts: log in, register, forgot and reset password. */
export const messages = {
  nameRequired: "Name is required",
  nameInvalid: "Name is invalid",
  emailRequired: "Email is required",
  emailInvalid: "Email is invalid",
  passwordRequired: "Password is required",
  registerPasswordRule: "Use upper, lower, digit, and special char from @ # % $",
  passwordRule: "Password must include upper, lower, digit, and special character from @ # % $",
  confirmationRequired: "Password confirmation is required",
  confirmationMismatch: "Password confirmation must match the password",
  resetConfirmationRequired: "Confirm password is required",
  resetConfirmationMismatch: "Passwords do not match",
  fixErrors: "Please fix the errors in the form.",
  invalidResetLink: "Invalid reset link. Please request a new one.",
} as const;

export const codeMessages = {
  invalid: `Code must be exactly ${CODE_LENGTH} digits.`,
  onEnter: `Please enter a valid ${CODE_LENGTH}-digit code.`,
} as const;

export const reviewMessages = {
  empty: "Please write your review before submitting",
  tooLong: "The review must not exceed 1000 characters.",
  complimentAdRequired: "The compliment ad id is required.",
  noComplimentAd: "Could not find the compliment_ad_id for this ad",
  notYours: "You can only review ads on compliments you wrote or received.",
} as const;
