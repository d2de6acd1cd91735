import { createRoute, z } from "@hono/zod-openapi";
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from "@/common/validations/auth";
import * as mini from "@/common/validations/zod-mini";
import { doneResponse, errorResponses, errorSchema, jsonResponse, okResponse } from "../../lib/envelope";
import { bearerAuth, jsonBody, noAuth } from "../../lib/router";

const tags = ["Auth"];

const isOperator = z.boolean().openapi({ description: "Whether the user decides reports (an operator, from OPERATOR_EMAILS)." });

const sessionData = z.object({
  token: z.string(),
  name: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  is_operator: isOperator,
});

export const currentUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  is_operator: isOperator,
  /** The stored picture's path, for the top bar; null when none is set. */
  avatar: z.string().nullable(),
  business_member: z.boolean().openapi({ description: "Whether the user belongs to a business (its owner or staff)." }),
});

/** Where a mailed link (verification, password reset) brings the user back to on this site. */
const next = z.string().optional().openapi({
  description: "A path on the web app (such as the compliment being claimed) that the mailed link returns to. Anything else is ignored.",
  example: "/show-compliment?code=12345678&intent=claim",
});
const registerRequest = mini.safeExtend(registerSchema, { next });
const forgotPasswordRequest = mini.safeExtend(forgotPasswordSchema, { next });

export const register = createRoute({
  method: "post",
  path: "/auth/register",
  operationId: "registerUser",
  summary: "Register an account and log in",
  security: noAuth,
  tags,
  request: jsonBody(registerRequest, {
    name: "Ada Lovelace",
    email: "ada@example.com",
    password: "Correct#Horse42",
    password_confirmation: "Correct#Horse42",
    next: "/show-compliment?code=12345678&intent=claim",
  }),
  responses: {
    201: okResponse(sessionData, "Registered and logged in."),
    ...errorResponses(413, 422, 429),
  },
});

export const login = createRoute({
  method: "post",
  path: "/auth/login",
  operationId: "logIn",
  summary: "Log in with e-mail and password",
  security: noAuth,
  tags,
  request: jsonBody(loginSchema, { email: "ada@example.com", password: "Correct#Horse42" }),
  responses: {
    200: okResponse(sessionData, "Logged in."),
    ...errorResponses(401, 413, 422, 429),
    403: jsonResponse(errorSchema, "The account is suspended (reason `suspended`); the message says until when."),
  },
});

export const me = createRoute({
  method: "get",
  path: "/auth/me",
  operationId: "getCurrentUser",
  summary: "Get the current user",
  tags,
  security: bearerAuth,
  responses: {
    200: okResponse(currentUser, "The current user."),
    ...errorResponses(401),
  },
});

export const logout = createRoute({
  method: "get",
  path: "/auth/logout",
  operationId: "logOut",
  summary: "Log out, revoking the token",
  tags,
  security: bearerAuth,
  responses: {
    200: doneResponse("The token is revoked."),
    ...errorResponses(401),
  },
});

export const resendVerification = createRoute({
  method: "post",
  path: "/email/verify/resend",
  operationId: "resendVerificationEmail",
  summary: "Send a new e-mail verification link",
  tags,
  security: bearerAuth,
  responses: {
    200: doneResponse("A new verification link is on its way."),
    ...errorResponses(401, 429),
    400: jsonResponse(errorSchema, "The e-mail address is already verified."),
  },
});

export const verifyEmail = createRoute({
  method: "get",
  path: "/email/verify/{id}/{hash}",
  operationId: "verifyEmail",
  summary: "Verify the user's e-mail address with a signed link",
  tags,
  security: bearerAuth,
  request: {
    params: z.object({ id: z.string(), hash: z.string() }),
    query: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
  },
  responses: {
    200: doneResponse("Verified (or already verified)."),
    ...errorResponses(401, 422),
    403: jsonResponse(errorSchema, "The link is not this user's, was altered, or has expired."),
  },
});

export const forgotPassword = createRoute({
  method: "post",
  path: "/auth/forgot-password",
  operationId: "requestPasswordReset",
  summary: "E-mail a password reset link",
  security: noAuth,
  tags,
  request: jsonBody(forgotPasswordRequest, { email: "ada@example.com", next: "/show-compliment?code=12345678&intent=claim" }),
  responses: {
    200: doneResponse("The same answer whether or not the address is registered."),
    ...errorResponses(413, 422, 429),
  },
});

export const resetPassword = createRoute({
  method: "post",
  path: "/auth/reset-password",
  operationId: "resetPassword",
  summary: "Set a new password with a reset token",
  security: noAuth,
  tags,
  request: jsonBody(resetPasswordSchema, {
    email: "ada@example.com",
    token: "the-token-from-the-reset-link",
    password: "Correct#Horse43",
    password_confirmation: "Correct#Horse43",
  }),
  responses: { 200: doneResponse("The password is changed and every session ended."), ...errorResponses(413, 422, 429) },
});
