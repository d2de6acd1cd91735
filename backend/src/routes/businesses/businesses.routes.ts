import { createRoute, z } from "@hono/zod-openapi";
import { doneResponse, errorResponses, errorSchema, jsonResponse, okResponse } from "../../lib/envelope";
import { paginatedSchema, paginationQuery } from "../../lib/pagination";
import {
  addMemberSchema,
  closeBusinessSchema,
  lastDayNotBeforeFirst,
  memberRoleSchema,
  redemptionLogFilterFields,
  redemptionLogMessages,
} from "@/common/validations/business";
import { bearerAuth, idParam, jsonBody } from "../../lib/router";
import { offerResultsSchema } from "./offer-results";

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

export const invitationSchema = z
  .object({
    email: z.string().openapi({ description: "The invited address, lower-cased." }),
    invited_by: z.string().nullable().openapi({ description: "The owner who invited it; null when their account is gone." }),
    since: z.string(),
  })
  .openapi("BusinessInvitation");

export const businessSummarySchema = z
  .object({
    time_zone: z.string().openapi({ description: "The shop's IANA time zone, which the days below are in." }),
    today: z.string().openapi({ description: "Today in the shop's zone, YYYY-MM-DD." }),
    week_start: z.string().openapi({ description: "The Monday this week began on in the shop's zone, YYYY-MM-DD." }),
    redeemed_today: z.number().int().openapi({ description: "Coupons redeemed (and not undone) since today's midnight there." }),
    redeemed_this_week: z.number().int().openapi({ description: "Coupons redeemed (and not undone) since Monday's midnight there." }),
  })
  .openapi("BusinessSummary");

export const attemptSchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    code: z
      .string()
      .openapi({ description: 'As printed on coupons ("7KQM X4RPW") when it is a coupon code; otherwise what was typed, as read.' }),
    result: z.enum(["redeemed", "already_used", "expired", "ended", "wrong_business", "unknown", "undone"]),
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
  summary: "Add a staff member by e-mail address, or invite the address to sign up and join",
  description:
    `${ownerOnly} The holder of a verified account with this address joins as staff at once (201) and is told by mail. ` +
    "Any other address (no account yet, or one not verified) is invited (202): it is mailed an invitation to sign up, " +
    "and the account joins as staff when the address is verified. At most 20 invitations a business a day (429).",
  tags,
  security: bearerAuth,
  request: {
    params: businessParam,
    ...jsonBody(addMemberSchema, { email: "sam@example.com" }),
  },
  responses: {
    201: okResponse(memberSchema, "Added as staff."),
    202: okResponse(invitationSchema, "Invited: the address joins as staff once it belongs to a verified account."),
    409: jsonResponse(errorSchema, "Already a member, or already invited."),
    ...errorResponses(401, 403, 404, 413, 422, 429),
  },
});

export const listInvitations = createRoute({
  method: "get",
  path: "/businesses/{businessId}/invitations",
  operationId: "listInvitations",
  summary: "List the addresses invited to join the staff",
  description: ownerOnly,
  tags,
  security: bearerAuth,
  request: { params: businessParam },
  responses: { 200: okResponse(z.array(invitationSchema), "Waiting invitations, newest first."), ...errorResponses(401, 403, 404) },
});

export const withdrawInvitation = createRoute({
  method: "delete",
  path: "/businesses/{businessId}/invitations",
  operationId: "deleteInvitation",
  summary: "Withdraw an invitation to join the staff",
  description: `${ownerOnly} The address no longer joins when it is verified; 404 when it has no waiting invitation here.`,
  tags,
  security: bearerAuth,
  request: { params: businessParam, ...jsonBody(addMemberSchema, { email: "sam@example.com" }) },
  responses: {
    200: okResponse(z.object({ email: z.string() }), "Withdrawn."),
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

export const updateMemberRole = createRoute({
  method: "patch",
  path: "/businesses/{businessId}/members/{userId}",
  operationId: "updateMemberRole",
  summary: "Make a staff member an owner, or an owner staff",
  description:
    `${ownerOnly} \`owner\` hands the business over to one of its staff (an owner may then delete their account); ` +
    "`staff` steps an owner down (themselves included) while another owner remains. Asking for the role a member has " +
    "changes nothing. Someone who is not a member of this business gets 404.",
  tags,
  security: bearerAuth,
  request: {
    params: businessParam.extend({ userId: idParam }),
    ...jsonBody(memberRoleSchema, { role: "owner" }),
  },
  responses: {
    200: okResponse(memberSchema, "The member with their role now."),
    409: jsonResponse(errorSchema, "The member is the business's last owner and cannot step down."),
    ...errorResponses(401, 403, 404, 413, 422),
  },
});

export const closeBusiness = createRoute({
  method: "delete",
  path: "/businesses/{businessId}",
  operationId: "deleteBusiness",
  summary: "Close a business for good",
  description:
    `${ownerOnly} Asks for the owner's password again (422 when it is not theirs). Deletes the business with its ads, ` +
    "offers and every coupon issued of them (their codes then answer 404 Unknown code), the ads' places on compliments " +
    "and the reviews written of them, favourites of its ads, its members and its redemption log. The compliments that " +
    "carried its ads answer without them from then on.",
  tags,
  security: bearerAuth,
  request: { params: businessParam, ...jsonBody(closeBusinessSchema, { password: "Correct#Horse42" }) },
  responses: { 200: doneResponse("Closed."), ...errorResponses(401, 403, 404, 413, 422) },
});

export const getOfferResults = createRoute({
  method: "get",
  path: "/businesses/{businessId}/offer-results",
  operationId: "getOfferResults",
  summary: "Each offer's coupons: issued, redeemed, expired, voided, left of the cap, by day",
  description: `${ownerOnly} Days are the business's own, in its time zone.`,
  tags,
  security: bearerAuth,
  request: { params: businessParam },
  responses: { 200: okResponse(offerResultsSchema, "Every offer of the business, by its ad's title."), ...errorResponses(401, 403, 404) },
});

export const exportOfferResults = createRoute({
  method: "get",
  path: "/businesses/{businessId}/offer-results/export",
  operationId: "exportOfferResults",
  summary: "Each offer's coupons issued and redeemed by day, as CSV",
  description: ownerOnly,
  tags,
  security: bearerAuth,
  request: { params: businessParam },
  responses: {
    200: {
      content: { "text/csv": { schema: z.string() } },
      description:
        "offer-results.csv: day (YYYY-MM-DD in the business's zone), time_zone, ad, offer, issued, redeemed; one line per " +
        "offer and day, every day from the offer's first coupon to today, oldest first.",
    },
    ...errorResponses(401, 403, 404),
  },
});

export const businessSummary = createRoute({
  method: "get",
  path: "/businesses/{businessId}/summary",
  operationId: "getBusinessSummary",
  summary: "Coupons redeemed today and this week, in the shop's time zone",
  description: `${ownerOnly} Days are the shop's (its profile's time zone); a week starts on Monday there.`,
  tags,
  security: bearerAuth,
  request: { params: businessParam },
  responses: { 200: okResponse(businessSummarySchema, "The counts."), ...errorResponses(401, 403, 404) },
});

/**
 * The log's filter as a query: days in the shop's zone, both inclusive, and part of a code.
 * `describe`, not `openapi`: these schemas come from common/, and may be made before
 * @hono/zod-openapi adds `openapi` to zod's schemas (a test that imports common/ first).
 */
const logFilterQuery = {
  from: redemptionLogFilterFields.from.describe("The first day, YYYY-MM-DD in the shop's time zone."),
  to: redemptionLogFilterFields.to.describe("The last day (inclusive), YYYY-MM-DD in the shop's time zone."),
  code: redemptionLogFilterFields.code.describe(
    "Part of a code, typed as on the coupon or not: spaces, dashes, dots and case are ignored.",
  ),
};
const filterRule = { path: ["to"], message: redemptionLogMessages.toBeforeFrom };

export const listAttempts = createRoute({
  method: "get",
  path: "/businesses/{businessId}/attempts",
  operationId: "listCouponAttempts",
  summary: "The redemption log: every attempt and undo, newest first",
  description: `${ownerOnly} Filtered by days and code when asked; the page counts are those of the filtered log.`,
  tags,
  security: bearerAuth,
  request: { params: businessParam, query: z.object({ ...paginationQuery, ...logFilterQuery }).refine(lastDayNotBeforeFirst, filterRule) },
  responses: { 200: jsonResponse(paginatedSchema(attemptSchema), "One page."), ...errorResponses(401, 403, 404, 422) },
});

export const exportAttempts = createRoute({
  method: "get",
  path: "/businesses/{businessId}/attempts/export",
  operationId: "exportCouponAttempts",
  summary: "The redemption log as CSV",
  description: `${ownerOnly} Newest first, at most the last 50,000 rows, filtered as the log is.`,
  tags,
  security: bearerAuth,
  request: { params: businessParam, query: z.object(logFilterQuery).refine(lastDayNotBeforeFirst, filterRule) },
  responses: {
    200: {
      content: { "text/csv": { schema: z.string() } },
      description:
        "redemptions.csv: time in the shop's zone (ISO 8601 with that zone's offset then; the heading names the zone, " +
        '"time (Europe/Lisbon)"), code as printed ("7KQM X4RPW"), result, member, offer.',
    },
    ...errorResponses(401, 403, 404, 422),
  },
});
