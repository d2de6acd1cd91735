import { and, desc, eq, isNotNull, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { conversationParticipants, conversations } from "../../db/schema";
import { MAX_ID } from "../../lib/router";
import { hasBlocked } from "../blocks/block-between";
import { joinPerson, personColumns } from "../users/person";
import { conversationNotFound } from "./errors";

const me = alias(conversationParticipants, "me");
const other = alias(conversationParticipants, "other");

/**
 * The conversations `userId` takes part in, each with the other participant, the time of its
 * newest message and the number of their messages `userId` has not read yet (both kept on the
 * user's participant row), and whether `userId` blocked them; callers add the where, order and limit.
 */
export const selectConversations = (db: Db, userId: number) =>
  joinPerson(
    db
      .select({
        id: conversations.id,
        title: conversations.title,
        createdAt: conversations.createdAt,
        lastMessageAt: me.lastMessageAt,
        complimentId: conversations.complimentId,
        customer: personColumns,
        unread: me.unreadCount,
        blocked: hasBlocked(userId, other.userId),
      })
      .from(conversations)
      .innerJoin(me, and(eq(me.conversationId, conversations.id), eq(me.userId, userId)))
      // Left: the other participant's row goes with their account, and the conversation stays, with a former member.
      .leftJoin(other, and(eq(other.conversationId, conversations.id), ne(other.userId, userId)))
      .$dynamic(),
    other.userId,
  );

/** The user's conversations that hold a message, in the list's order (newest message first), read along `conversation_participants_list_idx`. */
export const listedConversations = { where: isNotNull(me.lastMessageAt), order: [desc(me.lastMessageAt), desc(me.conversationId)] };

/**
 * How many conversations the list shows `userId`: those with a message, counted from the entries
 * of the list's index alone. (A conversation whose other participant deleted their account is listed
 * with a former member.)
 */
export const countConversations = (db: Db, userId: number) =>
  db.$count(conversationParticipants, and(eq(conversationParticipants.userId, userId), isNotNull(conversationParticipants.lastMessageAt)));

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
