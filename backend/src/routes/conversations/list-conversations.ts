import { desc, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conversations } from "../../db/schema";
import { paginated, type PageRequest } from "../../lib/pagination";
import { countConversations, lastMessageAt, selectConversations } from "./find-conversations";
import { conversationJson } from "./json";

/** One page of the conversations `userId` takes part in, most recent activity (newest message, else creation) first. */
export async function listConversations(db: Db, userId: number, page: PageRequest) {
  const [rows, total] = await Promise.all([
    selectConversations(db, userId)
      .orderBy(desc(sql`coalesce(${lastMessageAt}, ${conversations.createdAt})`), desc(conversations.id))
      .limit(page.perPage)
      .offset(page.offset),
    countConversations(db, userId),
  ]);
  return paginated("Conversations retrieved successfully.", rows.map(conversationJson), page, total);
}
