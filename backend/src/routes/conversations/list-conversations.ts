import type { Db } from "../../db/client";
import { paginated, type PageRequest } from "../../lib/pagination";
import { countConversations, listedConversations, selectConversations } from "./find-conversations";
import { conversationJson } from "./json";

/** One page of the user's conversations that hold a message, newest message first, with the other participant. */
export const conversationPage = (db: Db, userId: number, page: PageRequest) =>
  selectConversations(db, userId)
    .where(listedConversations.where)
    .orderBy(...listedConversations.order)
    .limit(page.perPage)
    .offset(page.offset);

/**
 * One page of the conversations `userId` takes part in that hold a message, newest message first.
 * One without messages (a Reply opened through the spec's GET call and never written to) is no
 * one's conversation yet, so it shows in no list.
 */
export async function listConversations(db: Db, userId: number, page: PageRequest) {
  const [rows, total] = await Promise.all([conversationPage(db, userId, page), countConversations(db, userId)]);
  return paginated("Conversations retrieved successfully.", rows.map(conversationJson), page, total);
}
