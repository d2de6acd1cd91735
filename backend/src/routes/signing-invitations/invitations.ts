import { asc, count, eq, sql } from "drizzle-orm";
import { signingInvitations } from "../../db/schema";
import type { Executor } from "../../jobs/queue";

/**
 * Whether the invitation in the query is signed: a signature on its compliment whose guest
 * address, or whose signer's account address, is the invited one (both compared lower-cased).
 * Written out with its own aliases: Drizzle leaves table names off the columns of a one-table query.
 */
export const invitationSigned = sql<boolean>`exists (
  select 1 from signatures s left join users u on u.id = s.user_id
  where s.compliment_id = signing_invitations.compliment_id
    and (s.guest_email = signing_invitations.email or lower(u.email) = signing_invitations.email))`;

/** The compliment's invitations, oldest first, each with whether it is signed, and the counts of both. */
export async function listInvitations(db: Executor, complimentId: number) {
  const rows = await db
    .select({
      email: signingInvitations.email,
      signed: invitationSigned,
      remindersSent: signingInvitations.remindersSent,
      invitedAt: signingInvitations.createdAt,
    })
    .from(signingInvitations)
    .where(eq(signingInvitations.complimentId, complimentId))
    .orderBy(asc(signingInvitations.createdAt), asc(signingInvitations.email));
  const invitations = rows.map((r) => ({
    email: r.email,
    signed: r.signed,
    reminders_sent: r.remindersSent,
    invited_at: r.invitedAt.toISOString(),
  }));
  return { invitations, counts: { invited: invitations.length, signed: invitations.filter((i) => i.signed).length } };
}

/** How many addresses the compliment has invited so far. */
export async function invitationCount(db: Executor, complimentId: number) {
  const [row] = await db.select({ n: count() }).from(signingInvitations).where(eq(signingInvitations.complimentId, complimentId));
  return row?.n ?? 0;
}
