"use client";

import type { z } from "@/common/validations/zod";
import type { forgotPasswordSchema, resetPasswordSchema } from "@/common/validations/auth";
import type { Answer, RequestJson } from "@/lib/api/wire";
import { callApi, mapped, v1 } from "./api";

/** What the account calls answer: the server's message to show. */
export type Notice = { message: string };
const toNotice = (body: { message: string }): Notice => ({ message: body.message });

/** A signed verification link from the mail, as its query arrives on /verify-email. */
export type VerificationLink = { id: string; hash: string; expires: string; signature: string };

/** Mails a password reset link (spec §7 POST /v1/auth/forgot-password) that returns to `next` once used. */
export const forgotPassword = (input: z.output<typeof forgotPasswordSchema>, next?: string) =>
  mapped(
    callApi<Answer<"requestPasswordReset">>(v1`auth/forgot-password`, {
      json: { ...input, ...(next && { next }) } satisfies RequestJson<"requestPasswordReset">,
    }),
    toNotice,
  );

/** Sets a new password with the mailed token; server field errors come back per field. */
export const resetPassword = (input: z.output<typeof resetPasswordSchema>) =>
  mapped(callApi<Answer<"resetPassword">>(v1`auth/reset-password`, { json: input satisfies RequestJson<"resetPassword"> }), toNotice);

/** Verifies the e-mail address with the mailed link, as the logged-in user. */
export function verifyEmail({ id, hash, ...signed }: VerificationLink) {
  return mapped(callApi<Answer<"verifyEmail">>(v1`email/verify/${id}/${hash}`, { query: signed }), toNotice);
}

/** Sends a new verification link. Spec §8 gives its 401 its own message, so the caller answers it. */
export const resendVerification = () =>
  mapped(callApi<Answer<"resendVerificationEmail">>(v1`email/verify/resend`, { method: "POST", unauthenticated: "caller" }), toNotice);
