import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, jsonResponse, okResponse } from "../../lib/envelope";
import { keysetQuery } from "../../lib/keyset";
import { paginatedSchema, paginationQuery } from "../../lib/pagination";
import { bearerAuth, jsonBody } from "../../lib/router";
import { notificationSettingsSchema } from "../users/notification-settings";
import { activitySchema } from "./list-activity";

const tags = ["Activity"];

export const listActivity = createRoute({
  method: "get",
  path: "/activity",
  operationId: "listActivity",
  summary: "List what happened to the user's compliments",
  tags,
  security: bearerAuth,
  description:
    "What happened to the user's own compliments: each compliment's first view by anyone but its author " +
    "(guests included), its claim and its first reply, each kind at most once.",
  request: { query: z.object({ ...paginationQuery, ...keysetQuery }) },
  responses: {
    200: jsonResponse(paginatedSchema(activitySchema), "One page (default 10) of the user's activity, newest first."),
    ...errorResponses(401, 422),
  },
});

export const unreadMessages = createRoute({
  method: "get",
  path: "/messages/unread-count",
  operationId: "countUnreadMessages",
  summary: "Count the user's unread messages",
  tags,
  security: bearerAuth,
  description: "For the Messages badge: polled every few seconds, so it is one indexed count and records nothing.",
  responses: {
    200: okResponse(
      z.object({ count: z.number().int() }),
      "How many messages others sent in the user's conversations after the user last read each.",
    ),
    ...errorResponses(401),
  },
});

export const showNotificationSettings = createRoute({
  method: "get",
  path: "/users/notification-settings",
  operationId: "getNotificationSettings",
  summary: "Get the user's e-mail notification setting",
  tags,
  security: bearerAuth,
  responses: {
    200: okResponse(notificationSettingsSchema, "The user's e-mail setting; on by default."),
    ...errorResponses(401),
  },
});

export const updateNotificationSettings = createRoute({
  method: "patch",
  path: "/users/notification-settings",
  operationId: "updateNotificationSettings",
  summary: "Change the user's e-mail notification setting",
  tags,
  security: bearerAuth,
  request: jsonBody(notificationSettingsSchema, { notify_by_email: false }),
  responses: {
    200: okResponse(notificationSettingsSchema, "Saved; the setting as now stored."),
    ...errorResponses(401, 413, 422),
  },
});
