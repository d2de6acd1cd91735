import { and, eq } from "drizzle-orm";
import { complimentSignings, compliments } from "../../db/schema";
import type { Executor } from "../../jobs/queue";
import { complimentNotFound } from "../compliments/errors";
import { signingClosed } from "../signing/errors";
import { isSigningOpen } from "../signing/state";

/**
 * The group compliment with this code, as its organiser (the author) acts on it. Anyone else, a
 * code that names no compliment, and a compliment nobody signs get the 404 of an unknown code, as
 * GET /compliments/own/{code} answers. `lock` holds its signing row to the end of the transaction,
 * so that invitations and reminders of one compliment are counted one call at a time.
 */
export async function organisedSigning(db: Executor, authorId: number, code: string, { lock = false } = {}) {
  const query = db
    .select({ complimentId: compliments.id, closesAt: complimentSignings.closesAt, closedAt: complimentSignings.closedAt })
    .from(compliments)
    .innerJoin(complimentSignings, eq(complimentSignings.complimentId, compliments.id))
    .where(and(eq(compliments.code, code), eq(compliments.customerId, authorId)))
    .limit(1);
  const [found] = lock ? await query.for("update", { of: complimentSignings }) : await query;
  if (!found) throw complimentNotFound();
  return found;
}

/** As `organisedSigning`, refusing with 409 once signing has closed: invitations and reminders go out only while it is open. */
export async function openSigning(db: Executor, authorId: number, code: string, now: Date) {
  const signing = await organisedSigning(db, authorId, code, { lock: true });
  if (!isSigningOpen(signing, now)) throw signingClosed();
  return signing;
}
