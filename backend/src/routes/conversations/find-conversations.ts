import { and, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { conversationParticipants, conversations, messages, profiles, users } from "../../db/schema";

const me = alias(conversationParticipants, "me");
const other = alias(conversationParticipants, "other");

/**
 * The conversations `userId` takes part in, each with the other participant and the number of
 * their messages `userId` has not read yet; callers add the where, order and limit.
 */
export const selectConversations = (db: Db, userId: number) =>
  db.select({
    id: conversations.id,
    title: conversations.title,
    createdAt: conversations.createdAt,
    complimentId: conversations.complimentId,
    customer: { id: users.id, name: users.name, avatar: profiles.avatar },
    unread: sql<number>`(select count(*) from ${messages} where ${messages.conversationId} = ${conversations.id}
      and ${messages.id} > ${me.lastReadMessageId} and ${messages.senderId} <> ${me.userId})`.mapWith(Number),
  })
    .from(conversations)
    .innerJoin(me, and(eq(me.conversationId, conversations.id), eq(me.userId, userId)))
    .innerJoin(other, and(eq(other.conversationId, conversations.id), ne(other.userId, userId)))
    .innerJoin(users, eq(users.id, other.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .$dynamic();

/** Marks every message so far as read by `userId`; never moves the mark backwards. */
export const markConversationRead = (db: Db, conversationId: number, userId: number) =>
  db.update(conversationParticipants)
    .set({
      lastReadMessageId: sql`greatest(${conversationParticipants.lastReadMessageId},
        coalesce((select max(${messages.id}) from ${messages} where ${messages.conversationId} = ${conversationId}), 0))`,
    })
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)));
