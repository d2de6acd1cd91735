import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { claims, complimentSignings, compliments, emailSuppressions, signatures, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { mailJob } from "../../jobs/mail";
import { enqueue } from "../../jobs/queue";
import { ApiError } from "../../lib/errors";
import { complimentNotFound } from "../compliments/errors";
import { addDirectMessage, type User } from "../conversations/message-user";
import { suppressionKeys } from "../deliveries/tokens";
import { isSigningOpen } from "./state";
import { thanksMail } from "./thanks-mail";

export const notTheRecipient = () => new ApiError(403, "Only the person who kept this compliment can thank its signers.");
export const alreadyThanked = () => new ApiError(409, "You have already thanked everyone who signed.").because("already-thanked");

/**
 * "Thank everyone": the recipient (who claimed the compliment) sends `message` once to every
 * shown signer: a direct message to each with an account who takes one from them
 * (blocks/may-message.ts; the others are passed over), a mail to each guest whose address is not
 * unsubscribed. The signing row is locked and stamped first, so two presses thank once.
 */
export async function thankSigners(deps: Pick<AppDeps, "db" | "clock" | "config">, userId: number, code: string, message: string) {
  const { db, clock, config } = deps;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        id: compliments.id,
        to: compliments.to,
        token: complimentSignings.token,
        closesAt: complimentSignings.closesAt,
        closedAt: complimentSignings.closedAt,
        thankedAt: complimentSignings.thankedAt,
        claimer: claims.userId,
      })
      .from(compliments)
      .innerJoin(complimentSignings, eq(complimentSignings.complimentId, compliments.id))
      .leftJoin(claims, eq(claims.complimentId, compliments.id))
      .where(eq(compliments.code, code))
      .for("update", { of: complimentSignings });
    if (!found || isSigningOpen(found, now)) throw complimentNotFound();
    if (found.claimer !== userId) throw notTheRecipient();
    if (found.thankedAt) throw alreadyThanked();
    await tx.update(complimentSignings).set({ thankedAt: now }).where(eq(complimentSignings.complimentId, found.id));

    const signers = await tx
      .select({ userId: signatures.userId, guestEmail: signatures.guestEmail, name: signatures.name })
      .from(signatures)
      .where(and(eq(signatures.complimentId, found.id), isNull(signatures.hiddenAt)));
    const people = await lockedUsers(tx, [userId, ...signers.flatMap((s) => (s.userId && s.userId !== userId ? [s.userId] : []))]);
    const thanker = people.get(userId)!;
    let messaged = 0;
    for (const signer of people.values()) {
      if (signer.id === userId) continue;
      try {
        await addDirectMessage(tx, thanker, signer, message, now, config.notifyUnreadAfter);
        messaged++;
      } catch (error) {
        // A signer who blocked the recipient, or takes no messages from them, is passed over.
        if (!(error instanceof ApiError && error.status === 403)) throw error;
      }
    }
    const guests = signers.flatMap((s) => (s.guestEmail ? [{ email: s.guestEmail, name: s.name }] : []));
    const mailable = await notUnsubscribed(tx, guests);
    for (const guest of mailable) {
      const mail = thanksMail(config, {
        ...guest,
        signerName: guest.name,
        thankerName: thanker.name,
        to: found.to,
        message,
        token: found.token,
      });
      await enqueue(tx, mailJob(mail, now));
    }
    return { messaged, mailed: mailable.length };
  });
}

/** The users with these ids, their rows locked in id order (as every first direct message takes them). */
async function lockedUsers(tx: Db, ids: number[]): Promise<Map<number, User>> {
  const rows = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]))
    .orderBy(asc(users.id))
    .for("no key update");
  return new Map(rows.map((u) => [u.id, u]));
}

/** The guests whose address is not on the unsubscribe list. */
async function notUnsubscribed(tx: Db, guests: Array<{ email: string; name: string }>) {
  if (guests.length === 0) return [];
  const listed = new Set(
    (
      await tx
        .select({ hash: emailSuppressions.emailHash })
        .from(emailSuppressions)
        .where(
          inArray(
            emailSuppressions.emailHash,
            guests.flatMap((g) => suppressionKeys(g.email)),
          ),
        )
    ).map((r) => r.hash),
  );
  return guests.filter((g) => !suppressionKeys(g.email).some((key) => listed.has(key)));
}
