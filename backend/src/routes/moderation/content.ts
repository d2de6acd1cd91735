import { and, asc, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { FORMER_MEMBER } from "@/common/messages";
import { calendarDate } from "@/lib/format/time-label";
import type { Db } from "../../db/client";
import {
  ads,
  businessProfiles,
  compliments,
  messages,
  moderationDecisions,
  profiles,
  reviews,
  signatures,
  users,
  type ReportTarget,
} from "../../db/schema";
import type { ContentJson } from "./json";

/** A reported message is shown with this many messages either side of it. */
const CONTEXT = 3;

type Found = Omit<ContentJson, "live" | "conversation"> & { conversation?: ContentJson["conversation"] };

const detail = (label: string, value: string | null | undefined) => (value ? [{ label, value }] : []);

/** Each kind's live content, or undefined once it is gone. */
type Reader = Pick<Db, "select">;
const loaders: Record<ReportTarget, (db: Reader, id: number) => Promise<Found | undefined>> = {
  async compliment(db, id) {
    const [row] = await db
      .select({ to: compliments.to, text: compliments.compliment, note: compliments.note, author: users.name })
      .from(compliments)
      .leftJoin(users, eq(users.id, compliments.customerId))
      .where(eq(compliments.id, id));
    return (
      row && {
        text: row.text,
        details: [...detail("To", row.to), ...detail("Note", row.note), ...detail("Author", row.author ?? FORMER_MEMBER)],
      }
    );
  },
  async message(db, id) {
    const [row] = await db
      .select({ text: messages.message, removed: messages.removedAt, conversationId: messages.conversationId, sender: users.name })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.senderId))
      .where(eq(messages.id, id));
    if (!row || row.removed) return undefined;
    const neighbours = (where: SQL | undefined, order: SQL, limit: number) =>
      db
        .select({
          id: messages.id,
          message: messages.message,
          removedAt: messages.removedAt,
          createdAt: messages.createdAt,
          sender: users.name,
        })
        .from(messages)
        .leftJoin(users, eq(users.id, messages.senderId))
        .where(and(eq(messages.conversationId, row.conversationId), where))
        .orderBy(order)
        .limit(limit);
    const [before, after] = await Promise.all([
      neighbours(lt(messages.id, id), desc(messages.id), CONTEXT),
      neighbours(gte(messages.id, id), asc(messages.id), CONTEXT + 1),
    ]);
    const conversation = [...before.reverse(), ...after].map((m) => ({
      id: m.id,
      sender_name: m.sender ?? FORMER_MEMBER,
      message: m.message,
      removed: m.removedAt !== null,
      created_at: m.createdAt.toISOString(),
    }));
    return { text: row.text, details: detail("Sender", row.sender ?? FORMER_MEMBER), conversation };
  },
  async profile(db, id) {
    const [row] = await db
      .select({ name: users.name, bio: profiles.bio, first: profiles.firstName, last: profiles.lastName })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, id));
    const shown = [row?.first, row?.last].filter(Boolean).join(" ");
    return row && { text: row.bio ?? "", details: [...detail("Name", row.name), ...detail("Name on the profile", shown)] };
  },
  async ad(db, id) {
    const [row] = await db
      .select({ title: ads.title, contact: ads.contact, business: businessProfiles.name })
      .from(ads)
      .innerJoin(businessProfiles, eq(businessProfiles.id, ads.businessProfileId))
      .where(eq(ads.id, id));
    return row && { text: row.title, details: [...detail("Business", row.business), ...detail("Contact", row.contact)] };
  },
  async review(db, id) {
    const [row] = await db
      .select({ text: reviews.review, author: users.name })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.id, id));
    return row && { text: row.text, details: detail("Reviewer", row.author) };
  },
  async signature(db, id) {
    const [row] = await db
      .select({ name: signatures.name, text: signatures.message, guest: signatures.guestEmail, to: compliments.to })
      .from(signatures)
      .innerJoin(compliments, eq(compliments.id, signatures.complimentId))
      .where(eq(signatures.id, id));
    return (
      row && {
        text: row.text,
        details: [
          ...detail("Signed as", row.name),
          ...detail("Signer", row.guest ? "A guest" : "A member"),
          ...detail("On a compliment to", row.to),
        ],
      }
    );
  },
  async decision(db, id) {
    const [row] = await db.select().from(moderationDecisions).where(eq(moderationDecisions.id, id));
    return (
      row && {
        text: row.reason,
        details: [
          { label: "Decision", value: `${row.action} (${row.targetKind} ${row.targetId})` },
          { label: "Decided on", value: calendarDate(row.createdAt.toISOString()) },
          ...detail("Suspended until", row.suspendedUntil && calendarDate(row.suspendedUntil.toISOString())),
        ],
      }
    );
  },
};

/** The reported content as an operator sees it in the queue: live where it still exists, else the excerpt. */
export async function contentInPlace(db: Reader, kind: ReportTarget, id: number, excerpt: string): Promise<ContentJson> {
  const found = await loaders[kind](db, id);
  if (!found) return { live: false, text: excerpt, details: [], conversation: [] };
  return { live: true, conversation: [], ...found };
}
