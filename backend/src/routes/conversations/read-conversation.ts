import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conversations } from "../../db/schema";
import { conversationNotFound } from "./errors";
import { assertParticipant, selectConversations } from "./find-conversations";
import { markReadUpTo } from "./unread-counter";
import { findMessagePage, findMessagesAfter } from "./find-messages";
import { done } from "../../lib/envelope";
import { conversationJson } from "./json";

/**
 * A page counted back from the newest (1 holds the newest), read from just before the message id
 * `before` when the client gives the oldest it holds; or the messages newer than a message id (a poll).
 */
export type HistoryPosition = { page: number; before?: number } | { after: number };

/**
 * A conversation `userId` takes part in, with messages from `position`. Reading the newest
 * (page 1, or a poll) marks them read, up to the newest message answered: never past one the
 * user has not been shown.
 */
export async function readConversation(db: Db, conversationId: number, userId: number, position: HistoryPosition) {
  await assertParticipant(db, conversationId, userId);
  const polling = "after" in position;
  const page = polling
    ? await findMessagesAfter(db, conversationId, userId, position.after)
    : await findMessagePage(db, conversationId, userId, position.page, position.before);
  const newest = page.data.at(-1);
  if (newest && (polling || position.page === 1)) await markReadUpTo(db, conversationId, userId, newest.id);
  const [conversation] = await selectConversations(db, userId).where(eq(conversations.id, conversationId));
  if (!conversation) throw conversationNotFound();
  return { ...done("Conversation retrieved successfully."), conversation: conversationJson(conversation), ...page };
}
