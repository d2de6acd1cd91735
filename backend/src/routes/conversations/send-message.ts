import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { firstRow } from "../../db/rows";
import { compliments, conversations, messages } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { recordActivity } from "../activity/record-activity";
import { assertMayWrite } from "../blocks/may-message";
import { assertParticipant } from "./find-conversations";
import { countSent, lockParticipants } from "./unread-counter";
import { findMessage } from "./find-messages";
import { unreadMessageJob } from "./unread-mail";
import { enqueue } from "../../jobs/queue";

/**
 * Adds a message, which its sender has read by writing it, and makes it the conversation's latest
 * activity; the job that e-mails the other person if it waits unread `notifyAfter` seconds goes with it.
 */
export async function addMessage(tx: Db, conversationId: number, senderId: number, text: string, now: Date, notifyAfter: number) {
  await lockParticipants(tx, conversationId);
  const sent = firstRow(
    await tx.insert(messages).values({ conversationId, senderId, message: text, createdAt: now }).returning({ id: messages.id }),
    "the message insert",
  );
  await countSent(tx, conversationId, senderId, sent.id, now);
  await tx.update(conversations).set({ updatedAt: now }).where(eq(conversations.id, conversationId));
  await enqueue(tx, unreadMessageJob(sent.id, now, notifyAfter));
  return sent.id;
}

/**
 * Sends `text` from `senderId` to a conversation they take part in; 404 for anyone else, 403 when
 * the other participant does not take it (blocks/may-message.ts). A message
 * from anyone but the author in a conversation about a compliment is a reply to it: the first is
 * the compliment's 'replied' activity.
 */
export async function sendMessage(
  deps: Pick<AppDeps, "db" | "clock" | "mailer" | "config">,
  senderId: number,
  conversationId: number,
  text: string,
) {
  const { db, clock } = deps;
  const now = clock.now();
  const id = await db.transaction(async (tx) => {
    await assertParticipant(tx, conversationId, senderId);
    await assertMayWrite(tx, conversationId, senderId);
    return addMessage(tx, conversationId, senderId, text, now, deps.config.notifyUnreadAfter);
  });
  await recordReply(deps, conversationId, senderId, now);
  return findMessage(db, id, senderId);
}

/** Records the 'replied' activity of the compliment conversation `conversationId` is about, if `senderId` is not its author. */
export const recordReply = (deps: Pick<AppDeps, "db" | "mailer" | "config">, conversationId: number, senderId: number, now: Date) =>
  recordActivity(
    deps,
    "replied",
    sql`${compliments.id} = (select ${conversations.complimentId} from ${conversations} where ${conversations.id} = ${conversationId})`,
    senderId,
    now,
  );
