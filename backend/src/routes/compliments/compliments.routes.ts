import { createRoute, z } from "@hono/zod-openapi";
import { createComplimentRequest, updateComplimentSchema } from "@/common/validations/compliment";
import { complimentCode } from "@/common/validations/code";
import { paginatedSchema, paginationQuery } from "../../lib/pagination";
import { doneResponse, errorResponses, errorSchema, jsonResponse, okResponse } from "../../lib/envelope";
import { bearerAuth, flagQuery, idParam, jsonBody, MALFORMED_JSON, optionalBearerAuth } from "../../lib/router";
import { directMessageSchema } from "@/common/validations/message";
import { cannotMessageResponse } from "../blocks/blocks.routes";
import { messagePageSchema, messageSchema } from "../conversations/json";
import { complimentSchema } from "./json";

const tags = ["Compliments"];

const idParams = z.object({ id: idParam });
const complimentResponse = (description: string) => okResponse(complimentSchema, description);

export const showByCode = createRoute({
  method: "get",
  path: "/compliments/code/{code}",
  operationId: "getComplimentByCode",
  summary: "Look a compliment up by its code",
  tags,
  security: optionalBearerAuth,
  description:
    "Public. Look-ups that miss (404, 422) are limited to 30 a minute per address; after that every look-up gets 429. " +
    "A look-up with a valid token by anyone but the author records that this user opened the compliment with its code, " +
    "which claim and conversation-messages require. Authors read their own through GET /compliments/own/{code}, which this limit does not touch.",
  request: {
    params: z.object({ code: complimentCode }),
    query: z.object({
      device_id: z.string().optional().openapi({
        description: "10 letters or digits: counts one view per device (never the author's). Anything else is ignored.",
      }),
    }),
  },
  responses: {
    200: complimentResponse("The compliment; `note` only for its author."),
    ...errorResponses(404, 422, 429),
    410: jsonResponse(errorSchema, 'An operator removed this compliment (reason `removed`): "This compliment was removed."'),
  },
});

export const showOwn = createRoute({
  method: "get",
  path: "/compliments/own/{code}",
  operationId: "getOwnComplimentByCode",
  summary: "Get one of the user's own compliments by its code",
  tags,
  security: bearerAuth,
  description:
    "The author's own compliment, for their dashboard and editing pages. Not counted as a view, and not " +
    "subject to the guessing limit of GET /compliments/code/{code}: anyone but the author gets the same 404 whether or " +
    "not the code exists, so the answer tells a guesser nothing.",
  request: { params: z.object({ code: complimentCode }) },
  responses: {
    200: complimentResponse("The compliment as its author sees it: `note` and `conversations` included."),
    ...errorResponses(401, 404, 422),
  },
});

export const createCompliment = createRoute({
  method: "post",
  path: "/compliments",
  operationId: "createCompliment",
  summary: "Write a compliment",
  tags,
  security: bearerAuth,
  description:
    "Limited to 30 compliments an hour per user. With `recipient_email` the compliment is also e-mailed to its recipient at " +
    "`deliver_at` (ISO 8601 with an offset; absent or past: now; `time_zone`, the IANA zone the author chose it in, default `UTC`, " +
    "is kept to show its times to them), with one reminder when `remind` (default true) and it stays " +
    "unopened; at most 20 such deliveries a day per author and 3 a day per mailbox (all spellings of one inbox: case, `+tag`, " +
    "Gmail's dots and `googlemail.com`). The address is the author's alone: only their own answers carry it, under " +
    "`delivery`. An address that unsubscribed is refused (422) before any of those is spent. " +
    "`invite_signers: true` makes it a group compliment that others sign through a link of its own (GET /compliments/{code}/signing) " +
    "until `signing_closes_at` (ISO 8601 with an offset, in the future and not after the delivery; absent: the delivery time when one " +
    "is set; null: when its author closes it). Until then its code answers like an unknown code to everyone but its author.",
  request: jsonBody(createComplimentRequest, {
    to: "Grace",
    compliment: "Your patience with every question at the help desk is a gift.",
    note: "Met at the library",
    recipient_email: "grace@example.com",
    deliver_at: "2026-12-24T09:00:00+01:00",
    time_zone: "Europe/Paris",
  }),
  responses: {
    201: complimentResponse("Created under a fresh 8-digit code."),
    ...errorResponses(401, 413, 422, 429),
    403: jsonResponse(errorSchema, "The user's e-mail address is not verified."),
    503: jsonResponse(errorSchema, "No free code is left: the 8-digit code space is nearly full."),
  },
});

export const listCompliments = createRoute({
  method: "get",
  path: "/compliments",
  operationId: "listCompliments",
  summary: "List the user's own or claimed compliments",
  tags,
  security: bearerAuth,
  request: {
    query: z.object({
      other: flagQuery.openapi({ description: "1: the compliments the user has claimed, newest claim first." }),
      ...paginationQuery,
    }),
  },
  responses: {
    200: jsonResponse(paginatedSchema(complimentSchema), "One page (default 5) of the user's own compliments, newest first."),
    ...errorResponses(401, 422),
  },
});

export const updateCompliment = createRoute({
  method: "patch",
  path: "/compliments/{id}",
  operationId: "updateCompliment",
  summary: "Edit a compliment and its ads",
  tags,
  security: bearerAuth,
  description:
    "Once the compliment is claimed (`is_claimed`), its recipient kept it as it was: a different `to` or `compliment` " +
    "is refused with 422 under that field (the same value again is accepted); the note and the ads stay editable. " +
    "Until its delivery is sent, `recipient_email`, `deliver_at`, `time_zone` and `remind` change it, and `recipient_email: null` cancels it; " +
    "after, a change is refused with 422. Anyone else's or an unknown id is 404 before the address is looked at; then an " +
    "unsubscribed address is 422 and a spent limit 429. Cancelling, or moving to another mailbox, gives the old one its point back.",
  request: { params: idParams, ...jsonBody(updateComplimentSchema, { ads: [3, 5] }) },
  responses: {
    200: complimentResponse("Updated; `ads`, when given, is the complete new ordered list."),
    ...errorResponses(401, 404, 413, 422, 429),
    403: jsonResponse(errorSchema, "A delivery was asked of a user whose e-mail address is not verified."),
  },
});

export const deleteCompliment = createRoute({
  method: "delete",
  path: "/compliments/{id}",
  operationId: "deleteCompliment",
  summary: "Delete a compliment",
  tags,
  security: bearerAuth,
  request: { params: idParams },
  responses: { 200: doneResponse("Deleted."), ...errorResponses(401, 404) },
});

export const claimCompliment = createRoute({
  method: "post",
  path: "/compliments/{id}/claim",
  operationId: "claimCompliment",
  summary: "Claim a compliment written for the user",
  tags,
  security: bearerAuth,
  description:
    "Needs proof of the code: the user must have looked the compliment up by its code with their token " +
    "(GET /compliments/code/{code}). Without it the answer is the 404 of an unknown id. A user may try 10 claims an " +
    "hour; a compliment takes 20 attempts an hour from users who have opened it. Over either limit: 429 with Retry-After.",
  request: { params: idParams },
  responses: {
    200: doneResponse("Claimed; the author and the claimer are now connected."),
    ...errorResponses(401, 404, 429),
    400: jsonResponse(errorSchema, "Already claimed, or the user's own compliment."),
  },
});

export const complimentConversation = createRoute({
  method: "get",
  path: "/compliments/{id}/conversation-messages",
  operationId: "getComplimentConversation",
  summary: "Open the conversation with a compliment's author",
  tags,
  security: bearerAuth,
  description:
    "The Reply action of the original API: finds or starts the conversation with the author, connects the two and marks it read. " +
    "Kept for those clients; POST /compliments/{id}/conversation does the same as a POST, which a browser never sends from a link. " +
    "A conversation without messages is listed nowhere (GET /compliments/conversations); POST /compliments/{id}/reply " +
    "starts it with its first message instead. " +
    "Needs proof of the code, as claim does: without an earlier look-up by code with the user's token the answer is the 404 of an unknown id.",
  request: { params: idParams, query: z.object({ page: paginationQuery.page }) },
  responses: {
    200: jsonResponse(messagePageSchema, "The conversation and a page of 15 messages; page 1 holds the newest."),
    ...errorResponses(401, 404, 422),
    ...cannotMessageResponse,
    400: jsonResponse(errorSchema, "The user wrote this compliment."),
  },
});

export const openConversation = createRoute({
  method: "post",
  path: "/compliments/{id}/conversation",
  operationId: "openComplimentConversation",
  summary: "Open the conversation with a compliment's author",
  tags,
  security: bearerAuth,
  description:
    "Finds or starts the conversation with the author, connects the two and marks it read; calling it again, or many " +
    "times at once, opens one conversation. Answers as GET /compliments/{id}/conversation-messages with its first page. " +
    "A conversation without messages is listed nowhere; POST /compliments/{id}/reply starts it with its first message instead. " +
    "Needs proof of the code, as claim does: without an earlier look-up by code with the user's token the answer is the 404 of an unknown id.",
  request: { params: idParams },
  responses: {
    200: jsonResponse(messagePageSchema, "The conversation and its newest 15 messages."),
    ...errorResponses(401, 404),
    ...cannotMessageResponse,
    400: jsonResponse(errorSchema, "The user wrote this compliment."),
  },
});

export const replyWithMessage = createRoute({
  method: "post",
  path: "/compliments/{id}/reply",
  operationId: "replyToCompliment",
  summary: "Reply to a compliment's author with a message",
  tags,
  security: bearerAuth,
  description:
    "Reply with a message: the first one starts the conversation with the author (and connects the two), later ones " +
    "add to it, so opening a reply and sending nothing creates nothing. Needs proof of the code, as claim does. " +
    "Sending is limited to 30 messages a minute per user.",
  request: { params: idParams, ...jsonBody(directMessageSchema, { message: "Thank you, that made my day!" }) },
  responses: {
    201: okResponse(
      z.object({ conversation_id: z.number().int(), message: messageSchema }),
      "Sent; `conversation_id` opens the conversation.",
    ),
    ...errorResponses(401, 404, 413, 422, 429),
    ...cannotMessageResponse,
    400: jsonResponse(errorSchema, `The user wrote this compliment, or: ${MALFORMED_JSON}`),
  },
});
