import { z } from "@hono/zod-openapi";
import type { messages } from "../../db/schema";
import { doneSchema } from "../../lib/envelope";
import { pageFieldsSchema } from "../../lib/pagination";
import { personSchema, type Person } from "../users/json";

export const conversationSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    customer: personSchema.openapi({ description: "The other participant." }),
    unread_messages: z.number().int().openapi({ description: "Messages from the other participant the current user has not read." }),
    created_at: z.string(),
    last_message_at: z.string().nullable().openapi({ description: "When the newest message was sent; null before the first." }),
    compliment_id: z.number().int().nullable().openapi({ description: "The compliment it is about; null for a direct conversation." }),
    blocked: z.boolean().openapi({ description: "Whether the current user blocked the other participant (no one can write here then)." }),
  })
  .openapi("Conversation");

export const messageSchema = z
  .object({
    id: z.number().int(),
    message: z.string().openapi({ description: "The text; empty when the message was removed." }),
    removed: z
      .boolean()
      .openapi({ description: "True when an operator removed the message: its text is gone, both sides see that it was removed." }),
    created_at: z.string(),
    compliment_owner: z.boolean().openapi({ description: "True when the current user sent it." }),
    customer: personSchema.openapi({ description: "The sender." }),
    conversation_id: z.number().int(),
  })
  .openapi("Message");

/** A conversation and one page of its messages: page 1 holds the newest, each page runs oldest to newest. */
export const messagePageSchema = doneSchema.extend({
  conversation: conversationSchema,
  data: z.array(messageSchema),
  ...pageFieldsSchema,
});

export type ConversationJson = z.infer<typeof conversationSchema>;
export type MessageJson = z.infer<typeof messageSchema>;

export type ConversationRow = {
  id: number;
  title: string;
  createdAt: Date;
  lastMessageAt: Date | null;
  complimentId: number | null;
  customer: Person;
  unread: number;
  blocked: boolean;
};

export const conversationJson = (c: ConversationRow): ConversationJson => ({
  id: c.id,
  title: c.title,
  customer: c.customer,
  unread_messages: c.unread,
  created_at: c.createdAt.toISOString(),
  last_message_at: c.lastMessageAt?.toISOString() ?? null,
  compliment_id: c.complimentId,
  blocked: c.blocked,
});

export type MessageRow = Pick<typeof messages.$inferSelect, "id" | "message" | "removedAt" | "createdAt" | "conversationId"> & {
  sender: Person;
};

export const messageJson = (m: MessageRow, viewerId: number): MessageJson => ({
  id: m.id,
  message: m.removedAt ? "" : m.message,
  removed: m.removedAt !== null,
  created_at: m.createdAt.toISOString(),
  compliment_owner: m.sender.id === viewerId,
  customer: m.sender,
  conversation_id: m.conversationId,
});
