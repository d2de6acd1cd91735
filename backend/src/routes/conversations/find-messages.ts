import { and, asc, desc, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listTotal } from "../../db/list-total";
import { firstRow } from "../../db/rows";
import { messages } from "../../db/schema";
import { pageFields, pageRequest } from "../../lib/pagination";
import { joinPerson, personColumns } from "../users/person";
import { messageJson } from "./json";

export const MESSAGES_PER_PAGE = 15;
/** The most one poll answers; a client that gets this many polls again from the last. */
export const MAX_NEW_MESSAGES = 100;

const selectMessages = (db: Db) =>
  joinPerson(
    db
      .select({
        id: messages.id,
        message: messages.message,
        removedAt: messages.removedAt,
        createdAt: messages.createdAt,
        conversationId: messages.conversationId,
        sender: personColumns,
      })
      .from(messages)
      .$dynamic(),
    messages.senderId,
  );

/** One page of messages, newest first: those before the message id `before` (a keyset), or the `page`-th by offset. */
export const messagePageRows = (db: Db, conversationId: number, page: number, before?: number) => {
  const request = pageRequest({ page }, MESSAGES_PER_PAGE);
  const inConversation = eq(messages.conversationId, conversationId);
  const query = selectMessages(db)
    .where(before === undefined ? inConversation : and(inConversation, lt(messages.id, before)))
    .orderBy(desc(messages.id))
    .limit(request.perPage);
  return before === undefined ? query.offset(request.offset) : query;
};

/**
 * One page of a conversation's messages as `viewerId` sees them: page 1 holds the newest, listed
 * oldest first. With `before` (the oldest message the client holds), the page is read from there,
 * however deep, and answered with the same page numbers.
 */
export async function findMessagePage(db: Db, conversationId: number, viewerId: number, page: number, before?: number) {
  const request = pageRequest({ page }, MESSAGES_PER_PAGE);
  const [rows, total] = await Promise.all([messagePageRows(db, conversationId, page, before), listTotal(db, "messages", conversationId)]);
  return { data: rows.reverse().map((m) => messageJson(m, viewerId)), ...pageFields(request, total) };
}

/** The messages newer than `afterId`, oldest first, as one page: the answer to a client polling for new ones. */
export async function findMessagesAfter(db: Db, conversationId: number, viewerId: number, afterId: number) {
  const rows = await selectMessages(db)
    .where(and(eq(messages.conversationId, conversationId), gt(messages.id, afterId)))
    .orderBy(asc(messages.id))
    .limit(MAX_NEW_MESSAGES);
  return { data: rows.map((m) => messageJson(m, viewerId)), current_page: 1, last_page: 1, per_page: MAX_NEW_MESSAGES, total: rows.length };
}

/** A message just sent, as `viewerId` sees it. */
export async function findMessage(db: Db, id: number, viewerId: number) {
  return messageJson(firstRow(await selectMessages(db).where(eq(messages.id, id)), "the message just sent"), viewerId);
}
