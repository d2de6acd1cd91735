"use client";

import { toConversation, toMessage, toMessagePage, toPage } from "@/lib/api/shapes";
import type { Answer, RequestJson } from "@/lib/api/wire";
import { CONVERSATION_ERROR, SEND_ERROR } from "@/common/messages";
import { callApi, mapped, v1 } from "./api";

/** One page of the user's conversations, most recent activity first. */
export const listConversations = (page: number, limit: number) =>
  mapped(callApi<Answer<"listConversations">>(v1`compliments/conversations`, { query: { page, per_page: limit } }), (body) =>
    toPage(body, toConversation),
  );

/**
 * A page of a conversation's messages (page 1 holds the newest), oldest first within the page. With
 * `before`, the oldest message id held, the backend reads the page from there instead of by offset.
 */
export const conversationPage = (id: number, page: number, before?: number) =>
  mapped(
    callApi<Answer<"getConversation">>(v1`compliments/conversations/${id}`, {
      query: { page, before: before || undefined },
      noAnswer: CONVERSATION_ERROR,
    }),
    toMessagePage,
  );

/** The messages newer than `afterId`, oldest first: what a polling chat has not shown yet. */
export const newerMessages = (id: number, afterId: number) =>
  mapped(callApi<Answer<"getConversation">>(v1`compliments/conversations/${id}`, { query: { after: afterId } }), (body) =>
    body.data.map(toMessage),
  );

/** Sends a message; answers the server's message and the message as the server stored it (its id and time). */
export const sendMessage = (conversationId: number, text: string) =>
  mapped(
    callApi<Answer<"sendMessage">>(v1`compliments/conversations/messages`, {
      json: { conversation_id: conversationId, message: text } satisfies RequestJson<"sendMessage">,
      noAnswer: SEND_ERROR,
    }),
    (body) => ({ message: body.message, sent: toMessage(body.data) }),
  );
