import { createRoute, z } from "@hono/zod-openapi";
import { loginSchema, registerSchema } from "../../../../lib/validations/auth";
import { bearerAuth, errorResponses, jsonBody, jsonResponse } from "../../lib/router";

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
