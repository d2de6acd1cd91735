import { createRoute, z } from "@hono/zod-openapi";
import { contestExplanation, decisionActions, decisionReason, moderationMessages, suspensionDays } from "@/common/validations/moderation";
import { adReviewSchema } from "@/common/validations/business";
import { reportTargets } from "../../db/schema";
import { ownOfferSchema } from "../business-setup/json";
import { doneResponse, errorResponses, errorSchema, jsonResponse, okResponse } from "../../lib/envelope";
import { paginatedSchema, paginationQuery } from "../../lib/pagination";
import { bearerAuth, idParam, jsonBody, MAX_ID, noAuth } from "../../lib/router";
import { decisionSchema, queueItemSchema } from "./json";

const tags = ["Moderation"];
const operatorOnly = "Operators only: anyone else signed in gets 403, a guest 401.";
const refused = { ...errorResponses(401), 403: jsonResponse(errorSchema, "The user is no operator.") };

export const listQueue = createRoute({
  method: "get",
  path: "/moderation/reports",
  operationId: "listModerationQueue",
  summary: "The queue of open reports, folded by what they report",
  description: `${operatorOnly} Open reports of one target make one item, oldest first (by its first report); each item shows the reported content in place. Up to 50 items.`,
  tags,
  security: bearerAuth,
  responses: { 200: okResponse(z.array(queueItemSchema), "The open items, oldest first."), ...refused },
});

const decisionRequest = z.object({
  target_kind: z.enum(reportTargets),
  target_id: z.number().int().min(1).max(MAX_ID),
  action: z.enum(decisionActions),
  reason: decisionReason,
  suspend_days: z
    .number()
    .refine((days) => (suspensionDays as readonly number[]).includes(days), { error: moderationMessages.durationInvalid })
    .nullable()
    .optional()
    .openapi({
      enum: [...suspensionDays, null],
      description: "For a suspension: 1, 7, 30 or 365 days; null or absent: until an operator lifts it.",
    }),
});

export const decide = createRoute({
  method: "post",
  path: "/moderation/decisions",
  operationId: "createModerationDecision",
  summary: "Decide every open report of one target",
  description:
    `${operatorOnly} Writes one row of the append-only log and marks the target's open reports decided. ` +
    "`remove` deletes a compliment (its code then answers 410), erases a message's text, deletes a review or clears a profile's bio; " +
    "`suspend` refuses the account's tokens and log in until the end (or until lifted) and holds its deliveries. " +
    "The affected person gets a statement of reasons by mail (not for a dismissal), each notifier the decision.",
  tags,
  security: bearerAuth,
  request: jsonBody(decisionRequest, {
    target_kind: "compliment",
    target_id: 42,
    action: "remove",
    reason: "Threatens the person it is addressed to (rules: harassment).",
    suspend_days: null,
  }),
  responses: {
    201: okResponse(decisionSchema, "Decided."),
    ...refused,
    ...errorResponses(404, 413, 422),
  },
});

export const lift = createRoute({
  method: "post",
  path: "/moderation/users/{id}/lift",
  operationId: "removeSuspension",
  summary: "End a user's suspension now",
  description: `${operatorOnly} Logged as a decision with action "lift"; the user may log in again and their waiting deliveries go.`,
  tags,
  security: bearerAuth,
  request: {
    params: z.object({ id: idParam }),
    ...jsonBody(z.object({ reason: decisionReason }), { reason: "Contest upheld: the messages were quoted out of context." }),
  },
  responses: {
    201: okResponse(decisionSchema, "Lifted."),
    ...refused,
    ...errorResponses(400, 404, 413, 422),
  },
});

export const listLog = createRoute({
  method: "get",
  path: "/moderation/log",
  operationId: "listModerationLog",
  summary: "The operators' log of decisions, newest first",
  description: operatorOnly,
  tags,
  security: bearerAuth,
  request: { query: z.object(paginationQuery) },
  responses: {
    200: jsonResponse(paginatedSchema(decisionSchema), "One page (default 20) of decisions."),
    ...refused,
    ...errorResponses(422),
  },
});

const contestLink = z.object({
  decision: z.string().openapi({ example: "17" }),
  expires: z.string(),
  signature: z.string(),
});

export const showContest = createRoute({
  method: "get",
  path: "/reports/contest",
  operationId: "getContestedDecision",
  summary: "The decision a signed contest link names",
  description: "Open to anyone holding the link the statement of reasons mailed.",
  tags,
  security: noAuth,
  request: { query: contestLink },
  responses: {
    200: okResponse(
      z.object({ action: z.string(), reason: z.string(), created_at: z.string(), suspended_until: z.string().nullable() }),
      "The decision.",
    ),
    403: jsonResponse(errorSchema, "The link was altered or has expired."),
    ...errorResponses(422),
  },
});

export const contest = createRoute({
  method: "post",
  path: "/reports/contest",
  operationId: "createDecisionContest",
  summary: "Contest a decision with the signed link of its statement of reasons",
  description: 'Creates a report of the decision (target_kind "decision"): a new item in the operators\' queue.',
  tags,
  security: noAuth,
  request: jsonBody(contestLink.extend({ explanation: contestExplanation }), {
    decision: "17",
    expires: "1798761600",
    signature: "the-signature-from-the-link",
    explanation: "The message was a quote from a film, not a threat.",
  }),
  responses: {
    201: doneResponse("The contest is in the queue."),
    403: jsonResponse(errorSchema, "The link was altered or has expired."),
    ...errorResponses(413, 422, 429),
  },
});

export const waitingAdSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    image: z.string().nullable(),
    contact: z.string(),
    created_at: z.string(),
    business: z.object({
      id: z.number().int(),
      name: z.string(),
      logo: z.string().nullable(),
      email: z.string().nullable(),
      website: z.string().nullable(),
      address: z.string().nullable(),
      time_zone: z.string(),
    }),
    offer: ownOfferSchema.nullable(),
  })
  .openapi("WaitingAd", { description: "An ad of a business not yet approved, waiting for an operator's review." });

export const listWaitingAds = createRoute({
  method: "get",
  path: "/moderation/ads",
  operationId: "listWaitingAds",
  summary: "The ads waiting for review, oldest first",
  description: `${operatorOnly} A new business's ads wait here until an operator approves one of them. Up to 50.`,
  tags,
  security: bearerAuth,
  responses: { 200: okResponse(z.array(waitingAdSchema), "The waiting ads, oldest first."), ...refused },
});

export const reviewAd = createRoute({
  method: "post",
  path: "/moderation/ads/{adId}/review",
  operationId: "createAdReviewDecision",
  summary: "Approve or reject a waiting ad",
  description:
    `${operatorOnly} Logged as a decision (action approve or reject, target kind ad). Approving puts the ad live and approves its business: ` +
    "its later ads and edits go live at once. Rejecting needs a reason (at most 2000 characters), mailed to the business's owners; the ad stays hidden.",
  tags,
  security: bearerAuth,
  request: {
    params: z.object({ adId: idParam }),
    ...jsonBody(adReviewSchema, { decision: "reject", reason: "The image shows a price the offer does not give." }),
  },
  responses: {
    201: okResponse(decisionSchema, "Reviewed."),
    409: jsonResponse(errorSchema, "The ad is not waiting for review (already reviewed, or live)."),
    ...refused,
    ...errorResponses(404, 413, 422),
  },
});
