import { and, asc, eq, inArray } from "drizzle-orm";
import {
  ads,
  apiTokens,
  compliments,
  messages,
  moderationDecisions,
  profiles,
  reports,
  reviews,
  signatures,
  users,
  type ReportTarget,
} from "../../db/schema";
import { firstRow } from "../../db/rows";
import type { AppDeps } from "../../deps";
import type { DecisionAction } from "@/common/validations/moderation";
import { mailJob } from "../../jobs/mail";
import { enqueue, type Executor } from "../../jobs/queue";
import { afterRetiring, retireCompliments } from "../compliments/delete-compliment";
import type { deliveryScheduler } from "../deliveries/schedule";
import { contentInPlace } from "./content";
import { contestLink } from "./contest";
import { notifierDecisionMail, statementMail } from "./decision-mails";
import { cannotLift, cannotRemove, noAccountToSuspend, nothingToDecide } from "./errors";
import { endSuspension } from "./lift";
import { decisionJson } from "./log";

type Deps = AppDeps & { deliveries: ReturnType<typeof deliveryScheduler> };
export type Decision = {
  targetKind: ReportTarget;
  targetId: number;
  action: DecisionAction;
  reason: string;
  /** For a suspension; null: until lifted. */
  suspendDays?: number | null;
};

const DAY_MS = 86_400_000;
const REMOVABLE: ReportTarget[] = ["compliment", "message", "review", "profile", "ad", "signature"];

/**
 * Decides every open report of one target at once: one row of the append-only log, the reports
 * marked decided, the action carried out, and in the same transaction the mails that tell the
 * affected person (a statement of reasons; none for a dismissal) and each notifier.
 */
export async function decide(deps: Deps, operator: { id: number; name: string }, d: Decision) {
  const { db, clock, config } = deps;
  const now = clock.now();
  const done = await db.transaction(async (tx) => {
    const open = await tx
      .select()
      .from(reports)
      .where(and(eq(reports.targetKind, d.targetKind), eq(reports.targetId, d.targetId), eq(reports.status, "open")))
      .orderBy(asc(reports.id))
      .for("update");
    if (open.length === 0) throw nothingToDecide();
    const targetUserId = open.findLast((r) => r.targetUserId !== null)?.targetUserId ?? null;
    if (d.action === "remove" && !REMOVABLE.includes(d.targetKind)) throw cannotRemove();
    if (d.action === "lift" && !(await contestsSuspension(tx, d))) throw cannotLift();
    if (d.action === "suspend" && targetUserId === null) throw noAccountToSuspend();
    const suspendedUntil = d.action === "suspend" && d.suspendDays ? new Date(now.getTime() + d.suspendDays * DAY_MS) : null;

    const decision = firstRow(
      await tx
        .insert(moderationDecisions)
        .values({
          operatorId: operator.id,
          action: d.action,
          targetKind: d.targetKind,
          targetId: d.targetId,
          targetUserId,
          reportIds: open.map((r) => r.id),
          reason: d.reason,
          suspendedUntil,
          createdAt: now,
        })
        .returning(),
      "the decision insert",
    );
    await tx
      .update(reports)
      .set({ status: "decided", decisionId: decision.id })
      .where(
        inArray(
          reports.id,
          open.map((r) => r.id),
        ),
      );

    // The facts the statement quotes: the content as it is now, or as last reported where it is gone.
    const content = await contentInPlace(tx, d.targetKind, d.targetId, open.at(-1)!.excerpt);
    const guest = targetUserId === null ? await guestSigner(tx, d) : undefined;
    // A removed signature leaves its compliment's page: the code's cached pages must go (after the commit).
    const signedCode = d.action === "remove" && d.targetKind === "signature" ? await codeOfSignature(tx, d.targetId) : undefined;
    const retired = d.action === "remove" ? await removeContent(tx, deps, d, now) : undefined;
    if (d.action === "suspend") await suspend(tx, targetUserId!, now, suspendedUntil);
    if (d.action === "lift" && targetUserId !== null) await endSuspension(tx, targetUserId, now);

    const [affected] = targetUserId ? await tx.select().from(users).where(eq(users.id, targetUserId)) : guest ? [guest] : [];
    if (affected && (d.action === "remove" || d.action === "suspend")) {
      const statement = statementMail(config, {
        to: affected.email,
        name: affected.name,
        action: d.action,
        kind: d.targetKind,
        excerpt: content.text,
        reasons: [...new Set(open.map((r) => r.reason))],
        reason: d.reason,
        suspendedUntil,
        contestUrl: contestLink(deps, decision.id),
      });
      await enqueue(tx, mailJob(statement, now));
    }
    await tellNotifiers(tx, deps, open, d);
    return { decision, retired, signedCode, suspended: d.action === "suspend" ? targetUserId : null };
  });
  if (done.retired) await afterRetiring(deps, done.retired);
  if (done.signedCode) deps.events.publish([done.signedCode]);
  // The suspended user's open pages end their streams and find the session gone.
  if (done.suspended) deps.userEvents.publish({ user_id: done.suspended, type: "signed-out" });
  return decisionJson(done.decision, operator);
}

/** Removes the content: a compliment as its author's delete does (its code then answers 410), a message's text, a review, a profile's bio, an ad (rejected). */
async function removeContent(tx: Executor, deps: Deps, d: Decision, now: Date) {
  switch (d.targetKind) {
    case "compliment":
      return retireCompliments(tx, deps.deliveries, [d.targetId], { removedAt: now });
    case "message":
      await tx.update(messages).set({ message: "", removedAt: now }).where(eq(messages.id, d.targetId));
      return undefined;
    case "review":
      await tx.delete(reviews).where(eq(reviews.id, d.targetId));
      return undefined;
    case "profile":
      await tx.update(profiles).set({ bio: null }).where(eq(profiles.userId, d.targetId));
      return undefined;
    case "signature":
      await tx.delete(signatures).where(eq(signatures.id, d.targetId));
      return undefined;
    case "ad":
      // Taken down as a rejection is: shown to nobody but its business, which reads the reason and may edit it for review.
      await tx.update(ads).set({ review: "rejected", reviewReason: d.reason }).where(eq(ads.id, d.targetId));
      return undefined;
    default:
      throw cannotRemove();
  }
}

const codeOfSignature = async (tx: Executor, signatureId: number) =>
  (
    await tx
      .select({ code: compliments.code })
      .from(signatures)
      .innerJoin(compliments, eq(compliments.id, signatures.complimentId))
      .where(eq(signatures.id, signatureId))
  )[0]?.code;

/** A guest's signature has no account: its statement of reasons goes to the address the guest confirmed, under the name they gave. */
async function guestSigner(tx: Executor, d: Decision) {
  if (d.targetKind !== "signature") return undefined;
  const [row] = await tx
    .select({ email: signatures.guestEmail, name: signatures.name })
    .from(signatures)
    .where(eq(signatures.id, d.targetId));
  return row?.email ? { email: row.email, name: row.name } : undefined;
}

/** Whether the target is a contest of a suspension: upholding it lifts that suspension. */
async function contestsSuspension(tx: Executor, d: Decision) {
  if (d.targetKind !== "decision") return false;
  const [contested] = await tx
    .select({ action: moderationDecisions.action })
    .from(moderationDecisions)
    .where(eq(moderationDecisions.id, d.targetId));
  return contested?.action === "suspend";
}

/** Suspends the account: log in is refused until `until` (null: until lifted), and every session ends now. */
async function suspend(tx: Executor, userId: number, now: Date, until: Date | null) {
  await tx.update(users).set({ suspendedAt: now, suspendedUntil: until }).where(eq(users.id, userId));
  await tx.delete(apiTokens).where(eq(apiTokens.userId, userId));
}

/** Each notifier hears the decision once, at the address their account or their guest report gave. */
async function tellNotifiers(tx: Executor, { config, clock }: Deps, open: (typeof reports.$inferSelect)[], d: Decision) {
  const memberIds = open.flatMap((r) => (r.reporterId === null ? [] : [r.reporterId]));
  const members = memberIds.length
    ? await tx.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, memberIds))
    : [];
  const told = new Set<string>();
  for (const report of open) {
    const member = members.find((m) => m.id === report.reporterId);
    const to = member?.email ?? report.notifierEmail;
    if (!to || told.has(to.toLowerCase())) continue;
    told.add(to.toLowerCase());
    const mail = notifierDecisionMail(config, {
      to,
      name: member?.name ?? report.notifierName,
      kind: d.targetKind,
      reportedAt: report.createdAt,
      action: d.action,
      reason: d.reason,
    });
    await enqueue(tx, mailJob(mail, clock.now()));
  }
}
