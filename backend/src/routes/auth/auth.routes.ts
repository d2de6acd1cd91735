import { createRoute, z } from "@hono/zod-openapi";
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from "../../../../lib/validations/auth";
import { bearerAuth, errorResponses, errorSchema, jsonBody, jsonResponse } from "../../lib/router";

const tags = ["Auth"];

const sessionData = z.object({
  token: z.string(),
  name: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
});
const sessionResponse = z.object({ success: z.literal(true), message: z.string(), data: sessionData });

export const currentUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
});

export const register = createRoute({
  method: "post", path: "/auth/register", tags,
  request: jsonBody(registerSchema),
  responses: { 201: jsonResponse(sessionResponse, "Registered and logged in."), ...errorResponses(422, 429) },
});

export const login = createRoute({
  method: "post", path: "/auth/login", tags,
  request: jsonBody(loginSchema),
  responses: { 200: jsonResponse(sessionResponse, "Logged in."), ...errorResponses(401, 422, 429) },
});

export const me = createRoute({
  method: "get", path: "/auth/me", tags, security: bearerAuth,
  responses: {
    200: jsonResponse(z.object({ success: z.literal(true), message: z.string(), data: currentUser }), "The current user."),
    ...errorResponses(401),
  },
});

export const logout = createRoute({
  method: "get", path: "/auth/logout", tags, security: bearerAuth,
  responses: {
    200: jsonResponse(z.object({ success: z.literal(true), message: z.string() }), "The token is revoked."),
    ...errorResponses(401),
  },
});

const successResponse = (description: string) =>
  jsonResponse(z.object({ success: z.literal(true), message: z.string() }), description);

export const resendVerification = createRoute({
  method: "post", path: "/email/verify/resend", tags, security: bearerAuth,
  responses: {
    200: successResponse("A new verification link is on its way."),
    ...errorResponses(401, 429),
    400: jsonResponse(errorSchema, "The e-mail address is already verified."),
  },
});

export const verifyEmail = createRoute({
  method: "get", path: "/email/verify/{id}/{hash}", tags, security: bearerAuth,
  request: {
    params: z.object({ id: z.string(), hash: z.string() }),
    query: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
  },
  responses: {
    200: successResponse("Verified (or already verified)."),
    ...errorResponses(401),
    403: jsonResponse(errorSchema, "The link is not this user's, was altered, or has expired."),
  },
});

export const forgotPassword = createRoute({
  method: "post", path: "/auth/forgot-password", tags,
  request: jsonBody(forgotPasswordSchema),
  responses: {
    200: successResponse("The same answer whether or not the address is registered."),
    ...errorResponses(422, 429),
  },
});

export const resetPassword = createRoute({
  method: "post", path: "/auth/reset-password", tags,
  request: jsonBody(resetPasswordSchema),
  responses: { 200: successResponse("The password is changed and every session ended."), ...errorResponses(422, 429) },
});
