import { and, eq, isNotNull, isNull, lt, ne, or } from "drizzle-orm";
import { conversationParticipants, messages, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import type { Executor, NewJob } from "../../jobs/queue";
import type { JobHandlers } from "../../jobs/worker";
import { unreadMessageMail } from "../../lib/mail-templates";

export const UNREAD_MESSAGE = "unread-message";
const HOUR_MS = 60 * 60_000;

/** Queued with every message: it looks, `afterSeconds` later, whether the message is still unread. */
export const unreadMessageJob = (messageId: number, now: Date, afterSeconds: number): NewJob => ({
  kind: UNREAD_MESSAGE,
  payload: { messageId },
  runAt: new Date(now.getTime() + afterSeconds * 1000),
});

/**
 * Marks `userId` mailed about conversation `conversationId` now, if they were not within the hour:
 * a conditional update, so two messages' jobs (or two workers) never both mail them. Whether it did.
 */
export async function takeHourlyMail(db: Executor, conversationId: number, userId: number, now: Date) {
  const taken = await db
    .update(conversationParticipants)
    .set({ lastMailedAt: now })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
        or(isNull(conversationParticipants.lastMailedAt), lt(conversationParticipants.lastMailedAt, new Date(now.getTime() - HOUR_MS))),
      ),
    )
    .returning({ userId: conversationParticipants.userId });
  return taken.length > 0;
}

/**
 * E-mails each other participant who has not read the message, wants e-mails and was not mailed
 * about this conversation within the hour: the start of the message and a button to the
 * conversation. A failed send gives the hour back, so the retry mails them. Only a verified
 * address is mailed: anyone may message any account, so an account registered with someone
 * else's address would otherwise let strangers mail that person their own words.
 */
export function unreadMessageJobs({ db, mailer, clock, config }: Pick<AppDeps, "db" | "mailer" | "clock" | "config">): JobHandlers {
  return {
    [UNREAD_MESSAGE]: {
      async run({ messageId }) {
        const [message] = await db
          .select({
            id: messages.id,
            conversationId: messages.conversationId,
            senderId: messages.senderId,
            text: messages.message,
            senderName: users.name,
          })
          .from(messages)
          .innerJoin(users, eq(users.id, messages.senderId))
          .where(eq(messages.id, Number(messageId)));
        if (!message) return;
        const waiting = await db
          .select({ id: users.id, name: users.name, email: users.email, lastMailedAt: conversationParticipants.lastMailedAt })
          .from(conversationParticipants)
          .innerJoin(users, eq(users.id, conversationParticipants.userId))
          .where(
            and(
              eq(conversationParticipants.conversationId, message.conversationId),
              ne(conversationParticipants.userId, message.senderId),
              lt(conversationParticipants.lastReadMessageId, message.id),
              eq(users.notifyByEmail, true),
              isNotNull(users.emailVerifiedAt),
            ),
          );
        const now = clock.now();
        for (const recipient of waiting) {
          if (!(await takeHourlyMail(db, message.conversationId, recipient.id, now))) continue;
          try {
            await mailer.send(
              unreadMessageMail(config, {
                recipient,
                senderName: message.senderName,
                message: message.text,
                conversationId: message.conversationId,
              }),
            );
          } catch (error) {
            await db
              .update(conversationParticipants)
              .set({ lastMailedAt: recipient.lastMailedAt })
              .where(
                and(eq(conversationParticipants.conversationId, message.conversationId), eq(conversationParticipants.userId, recipient.id)),
              );
            throw error;
          }
        }
      },
    },
  };
}
