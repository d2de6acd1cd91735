import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, errorSchema, jsonResponse, okResponse } from "../../lib/envelope";
import { paginatedSchema, paginationQuery } from "../../lib/pagination";
import { addMemberSchema } from "@/common/validations/business";
import { bearerAuth, idParam, jsonBody } from "../../lib/router";

const tags = ["Businesses"];
const businessParam = z.object({ businessId: idParam });
const ownerOnly = "For owners of the business; another member gets 403, anyone else 404.";

export const membershipSchema = z
  .object({ id: z.number().int(), name: z.string(), role: z.enum(["owner", "staff"]) })
  .openapi("Membership");

export const memberSchema = z
  .object({
    user_id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.enum(["owner", "staff"]),
    since: z.string(),
  })
  .openapi("BusinessMember");

export const adReportSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    offer: z.string().nullable().openapi({ description: "The offer's name; null when the ad has none." }),
    issued: z.number().int(),
    redeemed: z.number().int(),
    expired: z.number().int().openapi({ description: "Issued, never redeemed, and past its expiry." }),
  })
  .openapi("AdCouponReport");

export const attemptSchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    code: z.string().openapi({ description: "What was typed or scanned, as read." }),
    result: z.enum(["redeemed", "already_used", "expired", "wrong_business", "unknown", "undone"]),
    member: z.string().nullable().openapi({ description: "The member's name; null when they have since left." }),
    offer: z.string().nullable().openapi({ description: "The coupon's offer; null for a code that names none of this business's." }),
  })
  .openapi("CouponAttempt");

export const listMemberships = createRoute({
  method: "get",
  path: "/businesses",
  operationId: "listMemberships",
  summary: "List the businesses the user belongs to",
  tags,
  security: bearerAuth,
  responses: { 200: okResponse(z.array(membershipSchema), "Oldest membership first; empty for most users."), ...errorResponses(401) },
});

export const listMembers = createRoute({
  method: "get",
  path: "/businesses/{businessId}/members",
  operationId: "listMembers",
  summary: "List a business's owners and staff",
  description: ownerOnly,
  tags,
  security: bearerAuth,
  request: { params: businessParam },
  responses: { 200: okResponse(z.array(memberSchema), "Owners first, then staff, by name."), ...errorResponses(401, 403, 404) },
});

export const addMember = createRoute({
  method: "post",
  path: "/businesses/{businessId}/members",
  operationId: "addMember",
  summary: "Add a staff member by the e-mail address of their account",
  description: ownerOnly,
  tags,
  security: bearerAuth,
  request: {
    params: businessParam,
    ...jsonBody(addMemberSchema, { email: "sam@example.com" }),
  },
  responses: {
    201: okResponse(memberSchema, "Added as staff."),
    409: jsonResponse(errorSchema, "Already a member."),
    ...errorResponses(401, 403, 404, 413, 422),
  },
});

export const removeMember = createRoute({
  method: "delete",
  path: "/businesses/{businessId}/members/{userId}",
  operationId: "removeMember",
  summary: "Remove a staff member",
  description: `${ownerOnly} Owners are not removed here.`,
  tags,
  security: bearerAuth,
  request: { params: businessParam.extend({ userId: idParam }) },
  responses: { 200: okResponse(z.object({ user_id: z.number().int() }), "Removed."), ...errorResponses(401, 403, 404) },
});

export const couponReport = createRoute({
  method: "get",
  path: "/businesses/{businessId}/report",
  operationId: "getCouponReport",
  summary: "Coupons issued, redeemed and expired per ad",
  description: ownerOnly,
  tags,
  security: bearerAuth,
  request: { params: businessParam },
  responses: { 200: okResponse(z.array(adReportSchema), "Every ad of the business, by title."), ...errorResponses(401, 403, 404) },
});

export const listAttempts = createRoute({
  method: "get",
  path: "/businesses/{businessId}/attempts",
  operationId: "listCouponAttempts",
  summary: "The redemption log: every attempt and undo, newest first",
  description: ownerOnly,
  tags,
  security: bearerAuth,
  request: { params: businessParam, query: z.object(paginationQuery) },
  responses: { 200: jsonResponse(paginatedSchema(attemptSchema), "One page."), ...errorResponses(401, 403, 404, 422) },
});

export const exportAttempts = createRoute({
  method: "get",
  path: "/businesses/{businessId}/attempts/export",
  operationId: "exportCouponAttempts",
  summary: "The redemption log as CSV",
  description: `${ownerOnly} Newest first, at most the last 50,000 rows.`,
  tags,
  security: bearerAuth,
  request: { params: businessParam },
  responses: {
    200: {
      content: { "text/csv": { schema: z.string() } },
      description: "redemptions.csv: time (ISO 8601, UTC), code, result, member, offer.",
    },
    ...errorResponses(401, 403, 404),
  },
});
