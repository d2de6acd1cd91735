import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conversationParticipants, conversations } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { connectUsers } from "../connections/connect-users";
import { readConversation } from "../conversations/read-conversation";
import { cannotReplyToOwn } from "./errors";
import { findOpenedCompliment, type OpenedCompliment } from "./opened-compliment";

/**
 * The Reply action: the conversation between `userId` and the author about this compliment,
 * started on first use, with one page of its messages, read as in `readConversation`. Only a
 * user who opened the compliment with its code may reply (the title names the recipient); anyone
 * else gets the 404 of an unknown id. The compliment row is locked first, so simultaneous replies
 * make one conversation.
 */
export async function replyToCompliment({ db, clock }: Pick<AppDeps, "db" | "clock">, userId: number, id: number, page: number) {
  const conversationId = await db.transaction(async (tx) => {
    const compliment = await findOpenedCompliment(tx, userId, id, { lock: true });
    if (compliment.authorId === userId) throw cannotReplyToOwn();
    const now = clock.now();
    const existing = await findConversation(tx, compliment.id, userId);
    const conversation = existing ?? (await startConversation(tx, compliment, userId, now));
    await connectUsers(tx, compliment.authorId, userId, now);
    return conversation;
  });
  return readConversation(db, conversationId, userId, { page });
}

async function findConversation(tx: Db, complimentId: number, userId: number): Promise<number | undefined> {
  const [found] = await tx.select({ id: conversations.id })
    .from(conversations)
    .innerJoin(conversationParticipants, and(
      eq(conversationParticipants.conversationId, conversations.id), eq(conversationParticipants.userId, userId)))
    .where(eq(conversations.complimentId, complimentId))
    .orderBy(conversations.id)
    .limit(1);
  return found?.id;
}

async function startConversation(tx: Db, compliment: OpenedCompliment, userId: number, now: Date): Promise<number> {
  const [conversation] = await tx.insert(conversations)
    .values({ complimentId: compliment.id, title: `Compliment for ${compliment.to}`, createdAt: now, updatedAt: now })
    .returning({ id: conversations.id });
  await tx.insert(conversationParticipants).values([
    { conversationId: conversation.id, userId: compliment.authorId, isComplimentOwner: true },
    { conversationId: conversation.id, userId, isComplimentOwner: false },
  ]);
  return conversation.id;
}
