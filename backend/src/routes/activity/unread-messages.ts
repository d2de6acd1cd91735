import { eq, and, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conversationParticipants } from "../../db/schema";
import { hasUnread } from "../conversations/unread-counter";

/**
 * How many messages, in all of `userId`'s conversations, others sent after `userId` last read there:
 * the Messages badge. The sum of the kept counters, read from the partial index of rows with unread.
 */
export const unreadSum = (db: Db, userId: number) =>
  db
    .select({ count: sql<number>`coalesce(sum(${conversationParticipants.unreadCount}), 0)`.mapWith(Number) })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.userId, userId), hasUnread));

/** The badge's number. */
export async function countUnreadMessages(db: Db, userId: number) {
  const [row] = await unreadSum(db, userId);
  return row?.count ?? 0;
}
