import { createRoute, z } from "@hono/zod-openapi";
import { messagingSettingsSchema } from "@/common/validations/messaging";
import { doneResponse, errorResponses, errorSchema, jsonResponse, okResponse } from "../../lib/envelope";
import { paginatedSchema, paginationQuery } from "../../lib/pagination";
import { bearerAuth, idParam, jsonBody } from "../../lib/router";
import { blockedPersonSchema } from "./json";

const tags = ["Blocks"];

const whatBlockingDoes =
  "While a block stands, neither person can message the other, reply to the other's compliments or start a " +
  'conversation with them (403 "You can\'t message this person.", reason `blocked`), and the blocker hears nothing ' +
  "from them: no activity, unread count, push or mail. Their existing conversations stay readable to both. " +
  "The blocked person is not told.";

/** The refusal of every call that writes to another person (blocks/may-message.ts), for their routes' responses. */
export const cannotMessageResponse = {
  403: jsonResponse(
    errorSchema,
    'The other person does not take this: "You can\'t message this person.", reason `blocked` (a block stands between ' +
      'the two, either way) or `not-accepting` (a direct message their "Who may message me" setting does not admit).',
  ),
};

const userParams = z.object({ id: idParam });

export const blockUser = createRoute({
  method: "post",
  path: "/users/{id}/block",
  operationId: "blockUser",
  summary: "Block a user",
  tags,
  security: bearerAuth,
  description: `${whatBlockingDoes} Blocking someone already blocked changes nothing.`,
  request: { params: userParams },
  responses: {
    200: doneResponse("Blocked (or already blocked)."),
    ...errorResponses(401, 404, 422),
  },
});

export const unblockUser = createRoute({
  method: "delete",
  path: "/users/{id}/block",
  operationId: "unblockUser",
  summary: "Unblock a user",
  tags,
  security: bearerAuth,
  description: "Lifts the user's block of this person; unblocking someone not blocked changes nothing.",
  request: { params: userParams },
  responses: {
    200: doneResponse("Unblocked (or was not blocked)."),
    ...errorResponses(401, 404, 422),
  },
});

export const listBlocked = createRoute({
  method: "get",
  path: "/users/blocked",
  operationId: "listBlockedUsers",
  summary: "List the people the user blocked",
  tags,
  security: bearerAuth,
  request: { query: z.object(paginationQuery) },
  responses: {
    200: jsonResponse(paginatedSchema(blockedPersonSchema), "One page (default 20) of the people the user blocked, most recent first."),
    ...errorResponses(401, 422),
  },
});

const messagingSettings = messagingSettingsSchema.openapi("MessagingSettings", {
  description:
    "Who may message the user directly or start a direct conversation with them: `anyone` (the default), " +
    "`connections` (people they are connected with) or `no_one`. Others are refused with 403, reason `not-accepting`. " +
    "Replies to the user's compliments, and conversations about them, are not direct messages: only a block stops those.",
});

export const showMessagingSettings = createRoute({
  method: "get",
  path: "/users/messaging-settings",
  operationId: "getMessagingSettings",
  summary: 'Get the user\'s "Who may message me" setting',
  tags,
  security: bearerAuth,
  responses: {
    200: okResponse(messagingSettings, "The setting; `anyone` by default."),
    ...errorResponses(401),
  },
});

export const updateMessagingSettings = createRoute({
  method: "patch",
  path: "/users/messaging-settings",
  operationId: "updateMessagingSettings",
  summary: 'Change the user\'s "Who may message me" setting',
  tags,
  security: bearerAuth,
  request: jsonBody(messagingSettings, { who_may_message: "connections" }),
  responses: {
    200: okResponse(messagingSettings, "Saved; the setting as now stored."),
    ...errorResponses(401, 413, 422),
  },
});
