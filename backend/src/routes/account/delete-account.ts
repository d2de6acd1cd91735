import { and, eq, inArray, isNull, ne, notExists, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  businessMembers,
  businessProfiles,
  claims,
  compliments,
  conversationParticipants,
  conversations,
  deliveries as deliveryRows,
  files,
  jobs,
  passwordResets,
  profiles,
  reports,
  signingEmailCodes,
  signingInvitations,
  users,
} from "../../db/schema";
import type { AppDeps } from "../../deps";
import { FORMER_MEMBER } from "@/common/messages";
import { verifyPassword } from "../../lib/passwords";
import { afterRetiring, retireCompliments } from "../compliments/delete-compliment";
import type { deliveryScheduler } from "../deliveries/schedule";
import { soleOwner, wrongPassword } from "./errors";

type Deps = Pick<AppDeps, "db" | "events"> & { deliveries: ReturnType<typeof deliveryScheduler> };

const otherOwner = alias(businessMembers, "other_owner");

/** The businesses `userId` is the only owner of, by name. */
async function soleOwnerOf(db: Db, userId: number) {
  const rows = await db
    .select({ name: businessProfiles.name })
    .from(businessMembers)
    .innerJoin(businessProfiles, eq(businessProfiles.id, businessMembers.businessProfileId))
    .where(
      and(
        eq(businessMembers.userId, userId),
        eq(businessMembers.role, "owner"),
        notExists(
          db
            .select({ one: sql`1` })
            .from(otherOwner)
            .where(
              and(
                eq(otherOwner.businessProfileId, businessMembers.businessProfileId),
                eq(otherOwner.role, "owner"),
                ne(otherOwner.userId, userId),
              ),
            ),
        ),
      ),
    )
    .orderBy(businessProfiles.name);
  return rows.map((r) => r.name);
}

/**
 * `text` with every spelling of `name` in it, as a whole word, replaced by FORMER_MEMBER (a SQL
 * expression): "Ana" goes from "Ana & Mariana Anders", and Mariana keeps her name.
 */
const withoutName = (text: typeof conversations.title | typeof reports.excerpt, name: string) =>
  sql`regexp_replace(${text}, ${`(?<![[:alnum:]_])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![[:alnum:]_])`}, ${FORMER_MEMBER}, 'gi')`;

/**
 * Delete my account (GDPR Art. 17), after the password is typed again. In one transaction: the
 * account and everything that is only its own go (sessions, profile, picture, claims, coupons,
 * memberships, exports, settings); compliments someone kept stay with their keeper and messages
 * stay in their conversations, both signed by a former member; unkept compliments are deleted as
 * their author's own delete does; the address and the name are erased wherever else they were
 * written (direct conversations' titles, reports, pending resets and mails, invitations to sign). A business's only
 * owner is refused until the business has another owner or is closed.
 */
export async function deleteAccount({ db, events, deliveries }: Deps, userId: number, password: string) {
  const [user] = await db
    .select({ name: users.name, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!(await verifyPassword(user?.passwordHash, password)) || !user) throw wrongPassword();
  const owned = await soleOwnerOf(db, userId);
  if (owned.length) throw soleOwner(owned);

  const { name, email } = user;
  const done = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const written = await tx
      .select({ id: compliments.id, code: compliments.code, kept: sql<boolean>`${claims.id} is not null` })
      .from(compliments)
      .leftJoin(claims, eq(claims.complimentId, compliments.id))
      .where(eq(compliments.customerId, userId));
    const kept = written.filter((c) => c.kept);
    const unkept = await retireCompliments(
      tx,
      deliveries,
      written.filter((c) => !c.kept).map((c) => c.id),
      { authorId: userId },
    );
    // A kept compliment's delivery was its author's: its recipient's address and any mail still to go leave with them.
    if (kept.length)
      await tx.delete(deliveryRows).where(
        inArray(
          deliveryRows.complimentId,
          kept.map((c) => c.id),
        ),
      );

    const mine = tx
      .select({ id: conversationParticipants.conversationId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.userId, userId));
    await tx
      .update(conversations)
      .set({ title: withoutName(conversations.title, name) })
      .where(and(inArray(conversations.id, mine), isNull(conversations.complimentId)));

    // Reports about the account quote its content as reported; its name goes from them (the operators' log keeps ids only).
    await tx
      .update(reports)
      .set({ excerpt: withoutName(reports.excerpt, name) })
      .where(or(eq(reports.targetUserId, userId), and(eq(reports.targetKind, "profile"), eq(reports.targetId, userId))));

    const [avatar] = await tx.select({ key: profiles.avatar }).from(profiles).where(eq(profiles.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    if (avatar?.key) {
      const stillUsed = tx
        .select({ one: sql`1` })
        .from(profiles)
        .where(eq(profiles.avatar, avatar.key));
      await tx.delete(files).where(and(eq(files.key, avatar.key), notExists(stillUsed)));
    }

    const address = sql`lower(${email})`;
    await tx.delete(passwordResets).where(sql`lower(${passwordResets.email}) = ${address}`);
    // Invitations to sign, and codes confirming the address to sign as a guest: the signatures went with the account.
    await tx.delete(signingInvitations).where(sql`${signingInvitations.email} = ${address}`);
    await tx.delete(signingEmailCodes).where(sql`${signingEmailCodes.email} = ${address}`);
    await tx.delete(jobs).where(sql`strpos(lower(${jobs.payload}::text), ${address}) > 0`);
    await tx
      .update(reports)
      .set({ notifierEmail: null, notifierName: null })
      .where(sql`lower(${reports.notifierEmail}) = ${address}`);
    return { codes: [...unkept.codes, ...kept.map((c) => c.code)], held: unkept.held };
  });
  await afterRetiring({ events, deliveries }, done);
}
