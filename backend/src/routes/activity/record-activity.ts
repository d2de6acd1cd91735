import { eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { complimentActivities, compliments, users, type ActivityKind } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { inBackground } from "../../lib/background";
import { activityMail } from "../../lib/mail-templates";

type Deps = Pick<AppDeps, "db" | "mailer" | "config">;

/**
 * Records that the compliment `which` picks was viewed, claimed or replied to by `actorId` (null:
 * a guest), unless it was already, or the actor is its author: one statement, whose unique index
 * keeps the first of each kind. A new activity is e-mailed to the author after the answer, unless
 * they turned that off. Neither a failure here nor the mail ever fails or slows the reader's request.
 */
export async function recordActivity(deps: Deps, kind: ActivityKind, which: SQL, actorId: number | null, now: Date) {
  try {
    const recorded = await deps.db
      .insert(complimentActivities)
      .select(
        deps.db
          .select({
            id: sql<number>`nextval(pg_get_serial_sequence('compliment_activities', 'id'))`.as("id"),
            complimentId: compliments.id,
            authorId: compliments.customerId,
            kind: sql<ActivityKind>`${kind}`.as("kind"),
            actorId: sql<number | null>`cast(${actorId} as integer)`.as("actor_id"),
            createdAt: sql<Date>`cast(${now.toISOString()} as timestamptz)`.as("created_at"),
          })
          .from(compliments)
          .where(actorId === null ? which : sql`${which} and ${compliments.customerId} <> ${actorId}`),
      )
      .onConflictDoNothing()
      .returning({ id: complimentActivities.id });
    for (const { id } of recorded) inBackground("The activity e-mail", () => mailActivity(deps, id));
  } catch (error) {
    console.error(`Recording a ${kind} activity failed:`, error);
  }
}

const actor = alias(users, "actor");

/** E-mails the author about activity `id`, if they want such e-mails. */
export async function mailActivity({ db, mailer, config }: Deps, id: number) {
  const [row] = await db
    .select({
      kind: complimentActivities.kind,
      to: compliments.to,
      code: compliments.code,
      author: { name: users.name, email: users.email, notify: users.notifyByEmail },
      actorName: actor.name,
    })
    .from(complimentActivities)
    .innerJoin(compliments, eq(compliments.id, complimentActivities.complimentId))
    .innerJoin(users, eq(users.id, complimentActivities.authorId))
    .leftJoin(actor, eq(actor.id, complimentActivities.actorId))
    .where(eq(complimentActivities.id, id));
  if (!row?.author.notify) return;
  await mailer.send(activityMail(config, { kind: row.kind, to: row.to, code: row.code, author: row.author, actorName: row.actorName }));
}
