import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { firstRow } from "../../db/rows";
import { conversationParticipants, conversations } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { assertMayMessage } from "../blocks/may-message";
import { connectUsers } from "../connections/connect-users";
import { readConversation } from "../conversations/read-conversation";
import { sendMessage } from "../conversations/send-message";
import { cannotReplyToOwn } from "./errors";
import { findOpenedCompliment, type OpenedCompliment } from "./opened-compliment";

/**
 * The conversation between `userId` and the author about this compliment, started when missing,
 * with the two connected. Only a user who opened the compliment with its code may reply (the
 * title names the recipient); anyone else gets the 404 of an unknown id. A block between the two
 * refuses a new conversation (403), never an existing one, which stays readable (its sends are
 * refused). The compliment row is locked first, so simultaneous replies make one conversation.
 */
async function openReply({ db, clock }: Pick<AppDeps, "db" | "clock">, userId: number, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const compliment = await findOpenedCompliment(tx, userId, id, { lock: true });
    if (compliment.authorId === userId) throw cannotReplyToOwn();
    const now = clock.now();
    const existing = await findReplyConversation(tx, compliment.id, userId);
    if (existing === undefined) await assertMayMessage(tx, userId, compliment.authorId, { direct: false });
    const conversation = existing ?? (await startConversation(tx, compliment, userId, now));
    await connectUsers(tx, compliment.authorId, userId, now);
    return conversation;
  });
}

/**
 * The spec's Reply call (GET conversation-messages) and its POST twin (POST conversation): the
 * conversation, started on first use, with one page of its messages, read as in `readConversation`.
 * A conversation without messages is listed nowhere, so one opened here and never written to stays
 * invisible.
 */
export async function replyToCompliment(deps: Pick<AppDeps, "db" | "clock">, userId: number, id: number, page: number) {
  const conversationId = await openReply(deps, userId, id);
  return readConversation(deps.db, conversationId, userId, { page });
}

/**
 * The web's Reply: the first message to the author starts the conversation (and the connection),
 * so pressing Reply and leaving creates nothing. Later calls add to the same conversation. The
 * message itself goes through the ordinary send.
 */
export async function sendReply(deps: Parameters<typeof sendMessage>[0], userId: number, id: number, text: string) {
  const conversationId = await openReply(deps, userId, id);
  return { conversation_id: conversationId, message: await sendMessage(deps, userId, conversationId, text) };
}

/** The conversation `userId` has with the author about this compliment, if any. */
export async function findReplyConversation(db: Db, complimentId: number, userId: number): Promise<number | undefined> {
  const [found] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .innerJoin(
      conversationParticipants,
      and(eq(conversationParticipants.conversationId, conversations.id), eq(conversationParticipants.userId, userId)),
    )
    .where(eq(conversations.complimentId, complimentId))
    .orderBy(conversations.id)
    .limit(1);
  return found?.id;
}

async function startConversation(tx: Db, compliment: OpenedCompliment, userId: number, now: Date): Promise<number> {
  const conversation = firstRow(
    await tx
      .insert(conversations)
      .values({ complimentId: compliment.id, title: `Compliment for ${compliment.to}`, createdAt: now, updatedAt: now })
      .returning({ id: conversations.id }),
    "the conversation insert",
  );
  await tx.insert(conversationParticipants).values([
    { conversationId: conversation.id, userId: compliment.authorId, isComplimentOwner: true },
    { conversationId: conversation.id, userId, isComplimentOwner: false },
  ]);
  return conversation.id;
}
