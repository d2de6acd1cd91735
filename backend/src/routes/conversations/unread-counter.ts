import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conversationParticipants as participant, messages } from "../../db/schema";

/**
 * The unread counter of each participant row, exact under concurrent sends and reads:
 * - a send locks the conversation's participant rows (in user id order, so two sends cannot
 *   deadlock) before it inserts, so the sends of one conversation commit in message id order;
 * - a read locks its own row, then recounts that one conversation after the new read mark in a
 *   statement of its own, whose snapshot holds every send that touched the row before the lock.
 */

/** Matches the partial index `conversation_participants_unread_idx` (a literal, so every plan can use it). */
export const hasUnread = sql`${participant.unreadCount} > 0`;

/** Waits for, then holds, every participant row of the conversation until the transaction ends: call before inserting a message. */
export const lockParticipants = (tx: Db, conversationId: number) =>
  tx
    .select({ userId: participant.userId })
    .from(participant)
    .where(eq(participant.conversationId, conversationId))
    .orderBy(asc(participant.userId))
    .for("update");

/**
 * Counts message `messageId`, sent at `sentAt`: one more unread for each other participant, read by
 * its sender. With the rows locked before the insert, it is the conversation's newest message: no
 * one has read past it, and the sender has then read everything.
 */
export const countSent = (tx: Db, conversationId: number, senderId: number, messageId: number, sentAt: Date) =>
  tx
    .update(participant)
    .set({
      unreadCount: sql`case when ${participant.userId} = ${senderId} then 0 else ${participant.unreadCount} + 1 end`,
      lastReadMessageId: sql`case when ${participant.userId} = ${senderId}
        then greatest(${participant.lastReadMessageId}, ${messageId}) else ${participant.lastReadMessageId} end`,
      lastMessageAt: sentAt,
    })
    .where(eq(participant.conversationId, conversationId));

/** Marks the messages up to `messageId` as read by `userId` (never moving the mark backwards) and recounts what is left unread. */
export const markReadUpTo = (db: Db, conversationId: number, userId: number, messageId: number) =>
  db.transaction(async (tx) => {
    const mine = and(eq(participant.conversationId, conversationId), eq(participant.userId, userId));
    await tx.select({ userId: participant.userId }).from(participant).where(mine).for("update");
    const readTo = sql`greatest(${participant.lastReadMessageId}, ${messageId})`;
    await tx
      .update(participant)
      .set({
        lastReadMessageId: readTo,
        unreadCount: sql`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversationId}
          and ${messages.id} > ${readTo} and ${messages.senderId} <> ${userId})`,
      })
      .where(mine);
  });
