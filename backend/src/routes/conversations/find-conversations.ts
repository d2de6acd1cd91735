import { and, eq, exists, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { conversationParticipants, conversations, messages } from "../../db/schema";
import { MAX_ID } from "../../lib/router";
import { joinPerson, personColumns } from "../users/person";
import { conversationNotFound } from "./errors";

const me = alias(conversationParticipants, "me");
const other = alias(conversationParticipants, "other");

/** When the newest message of the conversation was sent; null before the first. */
export const lastMessageAt = sql<Date | null>`(select ${messages.createdAt} from ${messages}
  where ${messages.conversationId} = ${conversations.id} order by ${messages.id} desc limit 1)`.mapWith(messages.createdAt);

/**
 * The conversations `userId` takes part in, each with the other participant, the time of its
 * newest message and the number of their messages `userId` has not read yet; callers add the
 * where, order and limit.
 */
export const selectConversations = (db: Db, userId: number) =>
  joinPerson(
    db
      .select({
        id: conversations.id,
        title: conversations.title,
        createdAt: conversations.createdAt,
        lastMessageAt,
        complimentId: conversations.complimentId,
        customer: personColumns,
        unread: sql<number>`(select count(*) from ${messages} where ${messages.conversationId} = ${conversations.id}
      and ${messages.id} > ${me.lastReadMessageId} and ${messages.senderId} <> ${me.userId})`.mapWith(Number),
      })
      .from(conversations)
      .innerJoin(me, and(eq(me.conversationId, conversations.id), eq(me.userId, userId)))
      .innerJoin(other, and(eq(other.conversationId, conversations.id), ne(other.userId, userId)))
      .$dynamic(),
    other.userId,
  );

/** How many conversations the list shows `userId`: those with another participant and a message. */
export const countConversations = (db: Db, userId: number) =>
  db.$count(
    conversationParticipants,
    and(
      eq(conversationParticipants.userId, userId),
      exists(db.select({ id: messages.id }).from(messages).where(eq(messages.conversationId, conversationParticipants.conversationId))),
      exists(
        db
          .select({ userId: other.userId })
          .from(other)
          .where(and(eq(other.conversationId, conversationParticipants.conversationId), ne(other.userId, userId))),
      ),
    ),
  );

/** Throws 404 unless `userId` takes part in the conversation, so ids reveal nothing to anyone else. */
export async function assertParticipant(db: Db, conversationId: number, userId: number) {
  if (conversationId > MAX_ID) throw conversationNotFound();
  const [found] = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)))
    .limit(1);
  if (!found) throw conversationNotFound();
}

/** Marks the messages up to `messageId` as read by `userId`; never moves the mark backwards. */
export const markReadUpTo = (db: Db, conversationId: number, userId: number, messageId: number) =>
  db
    .update(conversationParticipants)
    .set({ lastReadMessageId: sql`greatest(${conversationParticipants.lastReadMessageId}, ${messageId})` })
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)));
