import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { Report } from "@/common/validations/report";
import {
  ads,
  businessMembers,
  complimentSignings,
  compliments,
  conversationParticipants,
  messages,
  offers,
  profiles,
  reviews,
  signatures,
  users,
} from "../../db/schema";
import type { Executor } from "../../jobs/queue";
import { MAX_ID } from "../../lib/router";
import { beingSignedSql, signingOpenSql } from "../signing/state";
import { adNotFound, complimentNotFound, messageNotFound, reviewNotFound, signatureNotFound, userNotFound } from "./errors";

/** What a report is about, as stored: the row's id, the account answerable for it (an ad's: its business's first owner), and its content now. */
export type ReportTarget = { targetId: number; targetUserId: number | null; excerpt: string };

/** The `reports.excerpt` column's length. */
const EXCERPT_MAX = 2000;

/** The content as a report keeps it: its text, cut to the column's length. */
const excerptOf = (...parts: Array<string | null | undefined>) =>
  Array.from(
    parts
      .map((p) => p?.trim())
      .filter(Boolean)
      .join("\n"),
  )
    .slice(0, EXCERPT_MAX)
    .join("");

/**
 * Finds what `report` names, as `reporterId` (null for a guest) may name it: a compliment by its
 * code only; a message only when the reporter takes part in its conversation (anyone else gets
 * the 404 of an unknown id, so ids reveal nothing); a profile by its user's id; a shown ad; a review;
 * a signature only with a key that shows it (`signatureKey`). A group compliment still being signed
 * (at `now`) is an unknown code to all but its author.
 */
export async function findReportTarget(db: Executor, report: Report, reporterId: number | null, now: Date): Promise<ReportTarget> {
  const id = report.target_id ?? 0;
  switch (report.target_kind) {
    case "compliment": {
      const [row] = await db
        .select({
          id: compliments.id,
          authorId: compliments.customerId,
          to: compliments.to,
          text: compliments.compliment,
          note: compliments.note,
        })
        .from(compliments)
        .where(
          and(eq(compliments.code, report.code ?? ""), sql`(not ${beingSignedSql(now)} or ${compliments.customerId} = ${reporterId ?? 0})`),
        );
      if (!row) throw complimentNotFound();
      return { targetId: row.id, targetUserId: row.authorId, excerpt: excerptOf(`To ${row.to}:`, row.text, row.note) };
    }
    case "message": {
      if (reporterId === null || id > MAX_ID) throw messageNotFound();
      const [row] = await db
        .select({ id: messages.id, senderId: messages.senderId, text: messages.message })
        .from(messages)
        .innerJoin(
          conversationParticipants,
          and(eq(conversationParticipants.conversationId, messages.conversationId), eq(conversationParticipants.userId, reporterId)),
        )
        .where(and(eq(messages.id, id), isNull(messages.removedAt)));
      if (!row) throw messageNotFound();
      return { targetId: row.id, targetUserId: row.senderId, excerpt: excerptOf(row.text) };
    }
    case "profile": {
      if (id > MAX_ID) throw userNotFound();
      const [row] = await db
        .select({ id: users.id, name: users.name, firstName: profiles.firstName, lastName: profiles.lastName, bio: profiles.bio })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, id));
      if (!row) throw userNotFound();
      const fullName = [row.firstName, row.lastName].filter(Boolean).join(" ");
      return { targetId: row.id, targetUserId: row.id, excerpt: excerptOf(row.name, fullName, row.bio) };
    }
    case "ad": {
      if (id > MAX_ID) throw adNotFound();
      // Only a shown ad: one waiting for review (or rejected) is as unknown to a reporter as to a reader.
      const [row] = await db
        .select({
          id: ads.id,
          businessId: ads.businessProfileId,
          title: ads.title,
          contact: ads.contact,
          offer: offers.name,
          terms: offers.terms,
        })
        .from(ads)
        .leftJoin(offers, eq(offers.adId, ads.id))
        .where(and(eq(ads.id, id), eq(ads.review, "approved")));
      if (!row) throw adNotFound();
      const [owner] = await db
        .select({ id: businessMembers.userId })
        .from(businessMembers)
        .where(and(eq(businessMembers.businessProfileId, row.businessId), eq(businessMembers.role, "owner")))
        .orderBy(asc(businessMembers.createdAt), asc(businessMembers.userId))
        .limit(1);
      return { targetId: row.id, targetUserId: owner?.id ?? null, excerpt: excerptOf(row.title, row.contact, row.offer, row.terms) };
    }
    case "signature": {
      if (id > MAX_ID) throw signatureNotFound();
      const [row] = await db
        .select({ id: signatures.id, userId: signatures.userId, name: signatures.name, text: signatures.message, to: compliments.to })
        .from(signatures)
        .innerJoin(compliments, eq(compliments.id, signatures.complimentId))
        .innerJoin(complimentSignings, eq(complimentSignings.complimentId, compliments.id))
        .where(and(eq(signatures.id, id), signatureKey(report, reporterId, now)));
      if (!row) throw signatureNotFound();
      return {
        targetId: row.id,
        targetUserId: row.userId,
        excerpt: excerptOf(`${row.name}, signing a compliment to ${row.to}:`, row.text),
      };
    }
    case "review": {
      if (id > MAX_ID) throw reviewNotFound();
      const [row] = await db
        .select({ id: reviews.id, userId: reviews.userId, text: reviews.review })
        .from(reviews)
        .where(eq(reviews.id, id));
      if (!row) throw reviewNotFound();
      return { targetId: row.id, targetUserId: row.userId, excerpt: excerptOf(row.text) };
    }
  }
}

/**
 * Whether the reporter holds a key that shows the signature in the query: its signing link's token
 * while the link is on (the signing page), or its compliment's code once signing has closed (the
 * recipient's page), or before that as its author (the organiser's panel), as the code answers.
 */
const signatureKey = (report: Report, reporterId: number | null, now: Date) =>
  or(
    report.signing_token === undefined ? sql`false` : eq(complimentSignings.token, report.signing_token),
    report.code === undefined
      ? sql`false`
      : and(
          eq(compliments.code, report.code),
          reporterId === null
            ? sql`not ${signingOpenSql(now)}`
            : or(sql`not ${signingOpenSql(now)}`, eq(compliments.customerId, reporterId)),
        ),
  );
