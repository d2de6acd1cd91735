import { and, asc, eq } from "drizzle-orm";
import { complimentSignings, compliments, deliveries, signatures } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { enqueue } from "../../jobs/queue";
import { complimentNotFound } from "../compliments/errors";
import { closeSigningNow, closingJobs } from "./close-signing";
import { notGroupCompliment, signatureNotFound, signingClosed } from "./errors";
import { organiserSigningJson } from "./json";
import { closingTime, newSigningToken } from "./start-signing";
import { isSigningOpen } from "./state";

type Deps = Pick<AppDeps, "db" | "clock" | "config" | "events">;
export type SigningChanges = { closes_at?: string | null; show_signatures?: boolean };

/**
 * The organiser's side of a group compliment, by its code: the author alone. Anyone else, and an
 * unknown code, get the 404 of an unknown compliment; the author's compliment that is not a
 * group compliment answers that it is not signed by others.
 */
export function organiser(deps: Deps) {
  const { db, clock, config } = deps;

  async function own(authorId: number, code: string) {
    const [found] = await db
      .select({
        id: compliments.id,
        code: compliments.code,
        signing: complimentSignings,
        deliverAt: deliveries.deliverAt,
        delivery: deliveries.status,
      })
      .from(compliments)
      .leftJoin(complimentSignings, eq(complimentSignings.complimentId, compliments.id))
      .leftJoin(deliveries, eq(deliveries.complimentId, compliments.id))
      .where(and(eq(compliments.code, code), eq(compliments.customerId, authorId)));
    if (!found) throw complimentNotFound();
    if (!found.signing) throw notGroupCompliment();
    return { ...found, signing: found.signing };
  }

  async function view(complimentId: number, organiserId: number) {
    const [signing] = await db.select().from(complimentSignings).where(eq(complimentSignings.complimentId, complimentId));
    if (!signing) throw notGroupCompliment();
    const rows = await db
      .select()
      .from(signatures)
      .where(eq(signatures.complimentId, complimentId))
      .orderBy(asc(signatures.createdAt), asc(signatures.id));
    return organiserSigningJson(config, signing, rows, organiserId, clock.now());
  }

  const setSigning = (complimentId: number, values: Partial<typeof complimentSignings.$inferInsert>) =>
    db.update(complimentSignings).set(values).where(eq(complimentSignings.complimentId, complimentId));

  return {
    async show(authorId: number, code: string) {
      return view((await own(authorId, code)).id, authorId);
    },

    /** A new closing time (future, not after a scheduled delivery) or showing signatures to signers; only while open. */
    async update(authorId: number, code: string, changes: SigningChanges) {
      const found = await own(authorId, code);
      const now = clock.now();
      if (!isSigningOpen(found.signing, now)) throw signingClosed();
      const deliverAt = found.delivery === "scheduled" ? found.deliverAt : null;
      const closesAt = changes.closes_at === undefined ? undefined : closingTime(changes.closes_at, deliverAt, now, "closes_at");
      await db.transaction(async (tx) => {
        await tx
          .update(complimentSignings)
          .set({
            ...(closesAt !== undefined && { closesAt, closingMailAt: null }),
            ...(changes.show_signatures !== undefined && { showSignatures: changes.show_signatures }),
          })
          .where(eq(complimentSignings.complimentId, found.id));
        if (closesAt !== undefined) await enqueue(tx, ...closingJobs(found.id, closesAt, now));
      });
      return view(found.id, authorId);
    },

    /** "Close signing": from now the code shows the compliment with its signatures. Closing a closed one changes nothing. */
    async close(authorId: number, code: string) {
      const found = await own(authorId, code);
      await closeSigningNow(deps, found.id);
      return view(found.id, authorId);
    },

    /** A new signing link (the old one stops working), or none (`off`). */
    async replaceLink(authorId: number, code: string, { off = false } = {}) {
      const found = await own(authorId, code);
      await setSigning(found.id, { token: off ? null : newSigningToken() });
      return view(found.id, authorId);
    },

    /** Hides a signature from the recipient (and from signers), or shows it again. */
    async hide(authorId: number, code: string, signatureId: number, hidden: boolean) {
      const found = await own(authorId, code);
      const changed = await db
        .update(signatures)
        .set({ hiddenAt: hidden ? clock.now() : null })
        .where(and(eq(signatures.id, signatureId), eq(signatures.complimentId, found.id)))
        .returning({ id: signatures.id });
      if (changed.length === 0) throw signatureNotFound();
      publishIfClosed(found);
      return view(found.id, authorId);
    },

    async remove(authorId: number, code: string, signatureId: number) {
      const found = await own(authorId, code);
      const removed = await db
        .delete(signatures)
        .where(and(eq(signatures.id, signatureId), eq(signatures.complimentId, found.id)))
        .returning({ id: signatures.id });
      if (removed.length === 0) throw signatureNotFound();
      publishIfClosed(found);
      return view(found.id, authorId);
    },
  };

  /** After close the code's public answer carries the signatures: a change to them drops cached pages. */
  function publishIfClosed(found: { code: string; signing: typeof complimentSignings.$inferSelect }) {
    if (!isSigningOpen(found.signing, clock.now())) deps.events.publish([found.code]);
  }
}
