import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { connections, conversationParticipants, conversations, messages, users } from "../../db/schema";
import { blockedFromMessaging, notAcceptingMessages } from "./errors";
import { blockBetween } from "./block-between";

/**
 * What one person writing to another must pass; the one place for these rules:
 * - a block, either way, refuses everything: messages, replies and new conversations (`blocked`);
 * - a direct message (a conversation about no compliment, new or going on) also needs the
 *   recipient's "Who may message me" to admit the sender (`not-accepting`): anyone, people they
 *   are connected with, or no one; a direct conversation the recipient has written in themselves
 *   admits the other person's answers whatever the setting.
 * A conversation about a compliment (replying to it, and writing on) is not a direct message.
 */
export async function assertMayMessage(db: Db, senderId: number, recipientId: number, about: { direct: boolean; conversationId?: number }) {
  const [row] = await db
    .select({
      blocked: blockBetween(senderId, recipientId),
      setting: users.whoMayMessage,
      connected: sql<boolean>`exists (select 1 from ${connections} where ${and(
        eq(connections.userId, recipientId),
        eq(connections.connectedUserId, senderId),
      )})`,
      answered:
        !about.direct || about.conversationId === undefined
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${messages} where ${and(
              eq(messages.conversationId, about.conversationId),
              eq(messages.senderId, recipientId),
            )})`,
    })
    .from(users)
    .where(eq(users.id, recipientId));
  if (!row) return;
  if (row.blocked) throw blockedFromMessaging();
  if (!about.direct || row.answered || row.setting === "anyone") return;
  if (row.setting === "connections" && row.connected) return;
  throw notAcceptingMessages();
}

/** `assertMayMessage` for a send in conversation `conversationId`, to its other participant (none: nothing to check). */
export async function assertMayWrite(db: Db, conversationId: number, senderId: number) {
  const [other] = await db
    .select({ userId: conversationParticipants.userId, complimentId: conversations.complimentId })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(and(eq(conversationParticipants.conversationId, conversationId), ne(conversationParticipants.userId, senderId)))
    .limit(1);
  if (!other) return;
  await assertMayMessage(db, senderId, other.userId, { direct: other.complimentId === null, conversationId });
}
