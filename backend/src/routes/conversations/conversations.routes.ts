import { createRoute, z } from "@hono/zod-openapi";
import { directMessageSchema, sendMessageSchema } from "@/common/validations/message";
import { integerQuery, paginatedSchema, paginationQuery } from "../../lib/pagination";
import { errorResponses, jsonResponse, okResponse } from "../../lib/envelope";
import { bearerAuth, idParam, jsonBody, MAX_ID } from "../../lib/router";
import { cannotMessageResponse } from "../blocks/blocks.routes";
import { conversationSchema, messagePageSchema, messageSchema } from "./json";
import { MAX_NEW_MESSAGES } from "./find-messages";

const tags = ["Conversations"];

const idParams = z.object({ id: idParam });
const sendLimit = "Sending is limited to 30 messages a minute per user, direct messages included.";

export const listConversations = createRoute({
  method: "get",
  path: "/compliments/conversations",
  operationId: "listConversations",
  summary: "List the user's conversations",
  tags,
  security: bearerAuth,
  request: { query: z.object(paginationQuery) },
  responses: {
    200: jsonResponse(
      paginatedSchema(conversationSchema),
      "One page (default 15) of the user's conversations, about compliments and direct, most recent activity first.",
    ),
    ...errorResponses(401, 422),
  },
});

export const showConversation = createRoute({
  method: "get",
  path: "/compliments/conversations/{id}",
  operationId: "getConversation",
  summary: "Get a conversation's messages",
  tags,
  security: bearerAuth,
  description: "For its two participants only. Page 1, and every `after` poll, marks the messages answered as read.",
  request: {
    params: idParams,
    query: z.object({
      page: paginationQuery.page,
      after: integerQuery("after", 0, MAX_ID)
        .optional()
        .openapi({
          description:
            `A message id: instead of a page, only the newer messages, oldest first, at most ${MAX_NEW_MESSAGES}, ` +
            "as a single page. For polling.",
        }),
      before: integerQuery("before", 1, MAX_ID)
        .optional()
        .openapi({
          description:
            "With `page`: the oldest message id the client holds. The page is then read as the 15 messages before it " +
            "(one index range, however deep), still answered with the page's numbers; without it, by offset.",
        }),
    }),
  },
  responses: {
    200: jsonResponse(messagePageSchema, "The conversation and a page of 15 messages; page 1 holds the newest."),
    ...errorResponses(401, 404, 422),
  },
});

export const sendMessage = createRoute({
  method: "post",
  path: "/compliments/conversations/messages",
  operationId: "sendMessage",
  summary: "Send a message in a conversation",
  tags,
  security: bearerAuth,
  description: `For the conversation's participants only. ${sendLimit}`,
  request: jsonBody(sendMessageSchema, { conversation_id: 7, message: "Thank you, that made my day!" }),
  responses: {
    201: okResponse(messageSchema, "Sent; its sender has read the conversation up to it."),
    ...errorResponses(401, 404, 413, 422, 429),
    ...cannotMessageResponse,
  },
});

export const messageUser = createRoute({
  method: "post",
  path: "/users/{id}/messages",
  operationId: "sendDirectMessage",
  summary: "Send a direct message to a user",
  tags,
  security: bearerAuth,
  description:
    "The profile message box: sends a message to this user in the direct conversation of the two " +
    `(about no compliment), which the first message starts. ${sendLimit}`,
  request: { params: idParams, ...jsonBody(directMessageSchema, { message: "Thank you, that made my day!" }) },
  responses: {
    201: okResponse(
      z.object({ conversation_id: z.number().int(), message: messageSchema }),
      "Sent; `conversation_id` opens the conversation.",
    ),
    ...errorResponses(401, 404, 413, 422, 429),
    ...cannotMessageResponse,
  },
});
