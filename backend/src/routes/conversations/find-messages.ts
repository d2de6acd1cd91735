import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { messages, profiles, users } from "../../db/schema";
import { pageFields, pageRequest } from "../../lib/pagination";
import { messageJson } from "./json";

export const MESSAGES_PER_PAGE = 15;

/** One page of a conversation's messages as `viewerId` sees them: page 1 holds the newest, listed oldest first. */
export async function findMessagePage(db: Db, conversationId: number, viewerId: number, page: number) {
  const request = pageRequest({ page }, MESSAGES_PER_PAGE);
  const [rows, total] = await Promise.all([
    db.select({
      id: messages.id,
      message: messages.message,
      createdAt: messages.createdAt,
      conversationId: messages.conversationId,
      sender: { id: users.id, name: users.name, avatar: profiles.avatar },
    })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(messages.conversationId, conversationId))
      .orderBy(desc(messages.id))
      .limit(request.perPage)
      .offset(request.offset),
    db.$count(messages, eq(messages.conversationId, conversationId)),
  ]);
  return { data: rows.reverse().map((m) => messageJson(m, viewerId)), ...pageFields(request, total) };
}
