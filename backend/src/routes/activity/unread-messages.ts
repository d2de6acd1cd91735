import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conversationParticipants, messages } from "../../db/schema";

/** How many messages, in all of `userId`'s conversations, others sent after `userId` last read there: the Messages badge. */
export async function countUnreadMessages(db: Db, userId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(conversationParticipants)
    .innerJoin(
      messages,
      and(
        eq(messages.conversationId, conversationParticipants.conversationId),
        gt(messages.id, conversationParticipants.lastReadMessageId),
        ne(messages.senderId, userId),
      ),
    )
    .where(eq(conversationParticipants.userId, userId));
  return row?.count ?? 0;
}
