import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conversations, messages } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { assertParticipant, markReadUpTo } from "./find-conversations";
import { findMessage } from "./find-messages";

/** Adds a message, which its sender has read by writing it, and makes it the conversation's latest activity. */
export async function addMessage(tx: Db, conversationId: number, senderId: number, text: string, now: Date): Promise<number> {
  const [sent] = await tx.insert(messages).values({ conversationId, senderId, message: text, createdAt: now })
    .returning({ id: messages.id });
  await markReadUpTo(tx, conversationId, senderId, sent.id);
  await tx.update(conversations).set({ updatedAt: now }).where(eq(conversations.id, conversationId));
  return sent.id;
}

/** Sends `text` from `senderId` to a conversation they take part in; 404 for anyone else. */
export async function sendMessage({ db, clock }: Pick<AppDeps, "db" | "clock">, senderId: number, conversationId: number, text: string) {
  const id = await db.transaction(async (tx) => {
    await assertParticipant(tx, conversationId, senderId);
    return addMessage(tx, conversationId, senderId, text, clock.now());
  });
  return findMessage(db, id, senderId);
}
