import { and, eq, exists, isNotNull, isNull, lt, ne, not, or, sql } from "drizzle-orm";
import { conversationParticipants, firstContactMails, messages, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { blockBetween } from "../blocks/block-between";
import type { Executor, NewJob } from "../../jobs/queue";
import type { JobHandlers } from "../../jobs/kinds";
import { unreadMessageMail } from "../../lib/mail-templates";
import type { JobKind } from "../../jobs/kinds";

export const UNREAD_MESSAGE = "unread-message" as const satisfies JobKind;
const HOUR_MS = 60 * 60_000;
/** First-contact mails (about a conversation its recipient has not written in) one person gets a day, across all senders. */
export const FIRST_CONTACT_MAILS_A_DAY = 3;

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

/** The UTC day of `now`, which the first-contact cap counts by. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Counts one first-contact mail to `userId` today, if fewer than FIRST_CONTACT_MAILS_A_DAY went:
 * one upsert whose update is conditional, so concurrent jobs (on any worker) queue on the row and
 * never pass the cap together. Whether it did.
 */
export async function takeFirstContactMail(db: Executor, userId: number, now: Date) {
  const taken = await db
    .insert(firstContactMails)
    .values({ userId, day: dayOf(now), mailed: 1 })
    .onConflictDoUpdate({
      target: [firstContactMails.userId, firstContactMails.day],
      set: { mailed: sql`${firstContactMails.mailed} + 1` },
      setWhere: lt(firstContactMails.mailed, FIRST_CONTACT_MAILS_A_DAY),
    })
    .returning({ mailed: firstContactMails.mailed });
  return taken.length > 0;
}

/** Gives back a first-contact mail counted by `takeFirstContactMail` whose send failed. */
const giveBackFirstContactMail = (db: Executor, userId: number, now: Date) =>
  db
    .update(firstContactMails)
    .set({ mailed: sql`${firstContactMails.mailed} - 1` })
    .where(and(eq(firstContactMails.userId, userId), eq(firstContactMails.day, dayOf(now))));

/** Rolls back the hour taken when the day's first-contact mails are spent. */
class DayFull extends Error {}

/**
 * The conversation's hour for `userId` and, for a first contact, one of their first-contact mails
 * today, both or neither (one transaction). Whether they may be mailed.
 */
async function takeMailSlot(db: AppDeps["db"], conversationId: number, userId: number, firstContact: boolean, now: Date) {
  if (!firstContact) return takeHourlyMail(db, conversationId, userId, now);
  return db
    .transaction(async (tx) => {
      if (!(await takeHourlyMail(tx, conversationId, userId, now))) return false;
      if (!(await takeFirstContactMail(tx, userId, now))) throw new DayFull();
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof DayFull) return false;
      throw error;
    });
}

/**
 * E-mails each other participant who has not read the message, wants e-mails and was not mailed
 * about this conversation within the hour: the start of the message and a button to the
 * conversation. A failed send gives the hour back, so the retry mails them. Only a verified
 * address is mailed: anyone may message any account, so an account registered with someone
 * else's address would otherwise let strangers mail that person their own words.
 *
 * A first contact (a conversation the recipient has not written in) is mailed only when its sender's
 * address is verified, and to no one more than FIRST_CONTACT_MAILS_A_DAY times a day: anyone may
 * message anyone, and each new conversation has an hour of its own, so a hundred throwaway accounts
 * could otherwise mail one person a hundred times an hour. The rest wait for the recipient's next
 * visit (their unread badge). Once the recipient has written there, only the hourly rule applies.
 */
export function unreadMessageJobs({
  db,
  mailer,
  clock,
  config,
}: Pick<AppDeps, "db" | "mailer" | "clock" | "config">): JobHandlers<typeof UNREAD_MESSAGE> {
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
            senderVerified: isNotNull(users.emailVerifiedAt),
          })
          .from(messages)
          .innerJoin(users, eq(users.id, messages.senderId))
          .where(eq(messages.id, Number(messageId)));
        if (!message?.senderId) return;
        const senderId = message.senderId;
        const waiting = await db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            lastMailedAt: conversationParticipants.lastMailedAt,
            hasWritten: exists(
              db
                .select({ one: sql`1` })
                .from(messages)
                .where(and(eq(messages.conversationId, message.conversationId), eq(messages.senderId, conversationParticipants.userId))),
            ),
          })
          .from(conversationParticipants)
          .innerJoin(users, eq(users.id, conversationParticipants.userId))
          .where(
            and(
              eq(conversationParticipants.conversationId, message.conversationId),
              ne(conversationParticipants.userId, senderId),
              lt(conversationParticipants.lastReadMessageId, message.id),
              eq(users.notifyByEmail, true),
              isNotNull(users.emailVerifiedAt),
              // Sent before a block, mailed after it: the blocker hears nothing from them.
              not(blockBetween(conversationParticipants.userId, senderId)),
            ),
          );
        const now = clock.now();
        for (const recipient of waiting) {
          const firstContact = !recipient.hasWritten;
          if (firstContact && !message.senderVerified) continue;
          if (!(await takeMailSlot(db, message.conversationId, recipient.id, firstContact, now))) continue;
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
            if (firstContact) await giveBackFirstContactMail(db, recipient.id, now);
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
