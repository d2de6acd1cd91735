import { and, asc, desc, eq, sql } from "drizzle-orm";
import { businessInvitations, businessMembers, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { mailJob } from "../../jobs/mail";
import { enqueue, type Executor } from "../../jobs/queue";
import { ApiError } from "../../lib/errors";
import { staffAddedMail, staffInvitationMail } from "../../lib/mail-templates";
import type { Membership } from "./members";

/** An address as invitations keep and match it: trimmed and lower-cased, as log-in matches accounts. */
export const invitedAddress = (email: string) => email.trim().toLowerCase();

export const memberColumns = {
  user_id: users.id,
  name: users.name,
  email: users.email,
  role: businessMembers.role,
  since: businessMembers.createdAt,
};

export const memberJson = (m: { user_id: number; name: string; email: string; role: "owner" | "staff"; since: Date }) => ({
  ...m,
  since: m.since.toISOString(),
});

/** One member of the business as the members list shows them. */
export async function memberRow(db: Executor, businessId: number, userId: number) {
  const [member] = await db
    .select(memberColumns)
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(and(eq(businessMembers.businessProfileId, businessId), eq(businessMembers.userId, userId)));
  return member && memberJson(member);
}

const invitationColumns = { email: businessInvitations.email, invited_by: users.name, since: businessInvitations.createdAt };
const invitationJson = (i: { email: string; invited_by: string | null; since: Date }) => ({ ...i, since: i.since.toISOString() });

/** The business's waiting invitations, newest first. */
export async function invitationsOf(db: Executor, businessId: number) {
  const rows = await db
    .select(invitationColumns)
    .from(businessInvitations)
    .leftJoin(users, eq(users.id, businessInvitations.invitedBy))
    .where(eq(businessInvitations.businessProfileId, businessId))
    .orderBy(desc(businessInvitations.createdAt), asc(businessInvitations.email));
  return rows.map(invitationJson);
}

export const alreadyMember = () => new ApiError(409, "This person is already a member of the business.");
export const alreadyInvited = () => new ApiError(409, "This address has been invited already: the invitation is waiting.");
export const invitationNotFound = () => new ApiError(404, "Invitation not found.");

export type StaffAdded =
  | { kind: "added"; member: NonNullable<Awaited<ReturnType<typeof memberRow>>> }
  | { kind: "invited"; invitation: ReturnType<typeof invitationJson> };

/**
 * Adds `email` to the business's staff. A verified account joins at once and is told by mail;
 * any other address (no account, or one not yet verified) is invited: the invitation is kept and
 * mailed, and the account joins when that address is verified (`joinInvitedBusinesses`). The
 * membership or invitation and its mail are written in one transaction.
 */
export async function addStaff(
  { db, clock, config }: Pick<AppDeps, "db" | "clock" | "config">,
  owner: { id: number; name: string },
  business: Membership,
  email: string,
): Promise<StaffAdded> {
  const now = clock.now();
  const address = invitedAddress(email);
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, name: users.name, email: users.email, verified: sql<boolean>`${users.emailVerifiedAt} is not null` })
      .from(users)
      .where(sql`lower(${users.email}) = ${address}`)
      .limit(1);
    if (account?.verified) {
      const [added] = await tx
        .insert(businessMembers)
        .values({ businessProfileId: business.businessId, userId: account.id, role: "staff", createdAt: now })
        .onConflictDoNothing()
        .returning({ userId: businessMembers.userId });
      if (!added) throw alreadyMember();
      const mail = staffAddedMail(config, { to: account.email, name: account.name, business: business.name, ownerName: owner.name });
      await enqueue(tx, mailJob(mail, now));
      return { kind: "added", member: (await memberRow(tx, business.businessId, account.id))! };
    }
    const [invited] = await tx
      .insert(businessInvitations)
      .values({ businessProfileId: business.businessId, email: address, invitedBy: owner.id, createdAt: now })
      .onConflictDoNothing()
      .returning({ email: businessInvitations.email, since: businessInvitations.createdAt });
    if (!invited) throw alreadyInvited();
    await enqueue(tx, mailJob(staffInvitationMail(config, { to: address, business: business.name, ownerName: owner.name }), now));
    return { kind: "invited", invitation: invitationJson({ ...invited, invited_by: owner.name }) };
  });
}

/** Takes back a waiting invitation; 404 when this business has none for the address. */
export async function withdrawInvitation(db: Executor, businessId: number, email: string) {
  const [gone] = await db
    .delete(businessInvitations)
    .where(and(eq(businessInvitations.businessProfileId, businessId), eq(businessInvitations.email, invitedAddress(email))))
    .returning({ email: businessInvitations.email });
  if (!gone) throw invitationNotFound();
  return gone;
}

/**
 * Once `user` has verified their address: every business that invited it gains them as staff
 * (a business they already belong to keeps their role), and its invitations are gone.
 */
export async function joinInvitedBusinesses(tx: Executor, user: { id: number; email: string }, now: Date) {
  const address = invitedAddress(user.email);
  const invitations = await tx
    .delete(businessInvitations)
    .where(eq(businessInvitations.email, address))
    .returning({ businessId: businessInvitations.businessProfileId });
  if (invitations.length === 0) return;
  await tx
    .insert(businessMembers)
    .values(invitations.map((i) => ({ businessProfileId: i.businessId, userId: user.id, role: "staff" as const, createdAt: now })))
    .onConflictDoNothing();
}
