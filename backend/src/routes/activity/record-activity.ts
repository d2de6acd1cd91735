import { and, asc, eq, isNotNull, not, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { complimentActivities, compliments, conversations, messages, users, type ActivityKind } from "../../db/schema";
import { takeHourlyMail } from "../conversations/unread-mail";
import { hasBlocked } from "../blocks/block-between";
import type { AppDeps } from "../../deps";
import { enqueue } from "../../jobs/queue";
import { log } from "../../lib/log";
import { activityMail } from "../../lib/mail-templates";
import type { JobKind } from "../../jobs/kinds";

type Deps = Pick<AppDeps, "db" | "mailer" | "config">;

/** The job that e-mails an activity's author, queued with the activity. */
export const ACTIVITY_MAIL = "activity-mail" as const satisfies JobKind;

/**
 * Records that the compliment `which` picks was viewed, claimed or replied to by `actorId` (null:
 * a guest), unless it was already, the actor is its author, its author is a former member (nobody
 * is left to tell) or the author blocked the actor (a blocked person's claim stays silent): one
 * statement, whose unique index keeps the first of each kind. A new activity queues a job that e-mails the author, unless
 * they turned that off. Neither a failure here nor the mail ever fails or slows the reader's request.
 */
export async function recordActivity(deps: Deps, kind: ActivityKind, which: SQL, actorId: number | null, now: Date) {
  try {
    await deps.db.transaction(async (tx) => {
      const recorded = await tx
        .insert(complimentActivities)
        .select(
          tx
            .select({
              id: sql<number>`nextval(pg_get_serial_sequence('compliment_activities', 'id'))`.as("id"),
              complimentId: compliments.id,
              authorId: compliments.customerId,
              kind: sql<ActivityKind>`${kind}`.as("kind"),
              actorId: sql<number | null>`cast(${actorId} as integer)`.as("actor_id"),
              createdAt: sql<Date>`cast(${now.toISOString()} as timestamptz)`.as("created_at"),
            })
            .from(compliments)
            // `<>` is never true of a null author either.
            .where(
              actorId === null
                ? and(which, isNotNull(compliments.customerId))
                : and(which, sql`${compliments.customerId} <> ${actorId}`, not(hasBlocked(compliments.customerId, actorId))),
            ),
        )
        .onConflictDoNothing()
        .returning({ id: complimentActivities.id });
      await enqueue(tx, ...recorded.map(({ id }) => ({ kind: ACTIVITY_MAIL, payload: { activityId: id }, runAt: now })));
    });
  } catch (error) {
    log().error({ kind, err: error }, "Recording an activity failed");
  }
}

const actor = alias(users, "actor");

/**
 * The reply an activity is about: the first message its actor wrote in their conversation with
 * the author about the compliment.
 */
async function firstReply(db: Deps["db"], complimentId: number, actorId: number) {
  const [reply] = await db
    .select({ conversationId: messages.conversationId, message: messages.message })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(conversations.complimentId, complimentId), eq(messages.senderId, actorId)))
    .orderBy(asc(messages.id))
    .limit(1);
  return reply;
}

/**
 * E-mails the author about activity `id`, if they want such e-mails and have not blocked its actor. A reply is quoted, with a
 * button to its conversation, and counts as this hour's mail about that conversation: the
 * unread-message mail of the same reply does not follow it (conversations/unread-mail.ts).
 */
export async function mailActivity({ db, mailer, config, clock }: Deps & Pick<AppDeps, "clock">, id: number) {
  const [row] = await db
    .select({
      complimentId: complimentActivities.complimentId,
      authorId: complimentActivities.authorId,
      actorId: complimentActivities.actorId,
      kind: complimentActivities.kind,
      to: compliments.to,
      code: compliments.code,
      author: { name: users.name, email: users.email, notify: users.notifyByEmail },
      actorName: actor.name,
      blocked: hasBlocked(complimentActivities.authorId, complimentActivities.actorId),
    })
    .from(complimentActivities)
    .innerJoin(compliments, eq(compliments.id, complimentActivities.complimentId))
    .innerJoin(users, eq(users.id, complimentActivities.authorId))
    .leftJoin(actor, eq(actor.id, complimentActivities.actorId))
    .where(eq(complimentActivities.id, id));
  // Recorded before the author blocked its actor, mailed after: the blocker hears nothing from them.
  if (!row?.author.notify || row.blocked) return;
  const reply = row.kind === "replied" && row.actorId !== null ? await firstReply(db, row.complimentId, row.actorId) : undefined;
  if (reply) await takeHourlyMail(db, reply.conversationId, row.authorId, clock.now());
  await mailer.send(
    activityMail(config, { kind: row.kind, to: row.to, code: row.code, author: row.author, actorName: row.actorName, reply }),
  );
}
