import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { firstRow } from "../../db/rows";
import { conversationParticipants, conversations, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { assertMayMessage } from "../blocks/may-message";
import { cannotMessageSelf, userNotFound } from "./errors";
import { findMessage } from "./find-messages";
import { addMessage } from "./send-message";

export type User = { id: number; name: string };

const mine = alias(conversationParticipants, "mine");
const theirs = alias(conversationParticipants, "theirs");

/**
 * The profile message box: sends `text` to `recipientId` in the direct conversation of the two
 * (about no compliment), started on first use, if the recipient takes it (blocks/may-message.ts).
 * Both users' rows are locked first, in id order, so simultaneous first messages between the same
 * two people make one conversation.
 */
export async function messageUser(
  { db, clock, config }: Pick<AppDeps, "db" | "clock" | "config">,
  senderId: number,
  recipientId: number,
  text: string,
) {
  if (recipientId === senderId) throw cannotMessageSelf();
  const sent = await db.transaction(async (tx) => {
    const pair = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, [senderId, recipientId]))
      .orderBy(asc(users.id))
      .for("no key update");
    const sender = pair.find((u) => u.id === senderId);
    const recipient = pair.find((u) => u.id === recipientId);
    if (!sender) throw new Error(`The signed-in sender ${senderId} has no user row.`);
    if (!recipient) throw userNotFound();
    return addDirectMessage(tx, sender, recipient, text, clock.now(), config.notifyUnreadAfter);
  });
  return { conversation_id: sent.conversationId, message: await findMessage(db, sent.messageId, senderId) };
}

/**
 * Adds `text` from `sender` to the direct conversation of the two, started on first use, if the
 * recipient takes it (else the refusal of blocks/may-message.ts). The caller holds both users'
 * rows locked, in id order, so two first messages make one conversation.
 */
export async function addDirectMessage(tx: Db, sender: User, recipient: User, text: string, now: Date, notifyAfter: number) {
  const existing = await findDirectConversation(tx, sender.id, recipient.id);
  await assertMayMessage(tx, sender.id, recipient.id, { direct: true, conversationId: existing });
  const conversationId = existing ?? (await startDirectConversation(tx, sender, recipient, now));
  return { conversationId, messageId: await addMessage(tx, conversationId, sender.id, text, now, notifyAfter) };
}

async function findDirectConversation(tx: Db, a: number, b: number): Promise<number | undefined> {
  const [found] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .innerJoin(mine, and(eq(mine.conversationId, conversations.id), eq(mine.userId, a)))
    .innerJoin(theirs, and(eq(theirs.conversationId, conversations.id), eq(theirs.userId, b)))
    .where(isNull(conversations.complimentId))
    .orderBy(conversations.id)
    .limit(1);
  return found?.id;
}

async function startDirectConversation(tx: Db, sender: User, recipient: User, now: Date): Promise<number> {
  const conversation = firstRow(
    await tx
      .insert(conversations)
      .values({ title: `${sender.name} & ${recipient.name}`, createdAt: now, updatedAt: now })
      .returning({ id: conversations.id }),
    "the conversation insert",
  );
  await tx.insert(conversationParticipants).values([
    { conversationId: conversation.id, userId: sender.id },
    { conversationId: conversation.id, userId: recipient.id },
  ]);
  return conversation.id;
}
