import { emailField, requiredString } from "./auth";
import { z } from "./zod";

export const couponMessages = {
  codeRequired: "Enter the coupon code",
  codeTooLong: "A coupon code has 9 characters",
} as const;

/** The till's code field: anything up to 40 characters is looked up (spaces, dashes and dots are ignored there). */
export const couponCodeSchema = z.object({
  code: requiredString(couponMessages.codeRequired, { test: (v) => v.length <= 40, invalid: couponMessages.codeTooLong }),
});

/** An owner adds staff by the e-mail address of an existing account. */
export const addMemberSchema = z.object({ email: emailField });

export type CouponCodeInput = z.infer<typeof couponCodeSchema>;
export type AddMemberInput = z.infer<typeof addMemberSchema>;
