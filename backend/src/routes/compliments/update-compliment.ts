import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { complimentMessages } from "@/common/validations/compliment";
import type { Db } from "../../db/client";
import { ads, claims, complimentAds, compliments } from "../../db/schema";
import { isLive } from "../ads/find-ads";
import type { AppDeps } from "../../deps";
import { validationError } from "../../lib/errors";
import { MAX_ID } from "../../lib/router";
import { complimentNotFound } from "./errors";
import { loadCompliments } from "./load-compliments";
import type { DeliveryInput, deliveryScheduler } from "../deliveries/schedule";

export type ComplimentChanges = { to?: string; compliment?: string; note?: string | null; ads?: number[] } & DeliveryInput;

const invalidAds = () => validationError({ ads: ["The selected ads are invalid."] });

/**
 * Changes the author's own compliment. `ads` is the complete new ordered list: ads that stay keep
 * their compliment_ads row (reviews hang off it), removed ones go, new ones are added. Once
 * claimed, its recipient and text are what the recipient kept: they no longer change. Its delivery
 * by e-mail changes until it is sent (deliveries/schedule.ts); only its author's change spends an
 * address's point, so anyone else's id is a 404 before that.
 */
export async function updateCompliment(
  deps: Pick<AppDeps, "db" | "clock" | "config" | "events"> & { deliveries: ReturnType<typeof deliveryScheduler> },
  authorId: number,
  id: number,
  changes: ComplimentChanges,
) {
  const { db, clock, events, deliveries } = deps;
  const { ads: adIds, recipient_email, deliver_at, time_zone, remind, ...fields } = changes;
  const plan = await deliveries.plan(authorId, { recipient_email, deliver_at, time_zone, remind }, id);
  const code = await deliveries.spending(authorId, plan, (applyDelivery) =>
    db.transaction(async (tx) => {
      const [own] = await tx
        .select({ code: compliments.code, to: compliments.to, compliment: compliments.compliment })
        .from(compliments)
        .where(and(eq(compliments.id, id), eq(compliments.customerId, authorId)))
        .for("update");
      if (!own) throw complimentNotFound();
      await refuseChangesToKept(tx, id, own, fields);
      if (adIds) await replaceAds(tx, id, adIds);
      await applyDelivery(tx, id);
      await tx
        .update(compliments)
        .set({ ...fields, updatedAt: clock.now() })
        .where(eq(compliments.id, id));
      return own.code;
    }),
  );
  events.publish([code]);
  const [compliment] = await loadCompliments(deps, [id], authorId);
  // Deleted right after this change.
  if (!compliment) throw complimentNotFound();
  return compliment;
}

async function replaceAds(tx: Db, complimentId: number, adIds: number[]) {
  if (adIds.some((adId) => adId > MAX_ID)) throw invalidAds();
  if (adIds.length > 0) {
    // Only approved ads can be chosen: one waiting for review is shown to nobody yet.
    const known = await tx
      .select({ id: ads.id })
      .from(ads)
      .where(and(inArray(ads.id, adIds), isLive));
    if (known.length !== adIds.length) throw invalidAds();
  }
  await tx
    .delete(complimentAds)
    .where(and(eq(complimentAds.complimentId, complimentId), adIds.length > 0 ? notInArray(complimentAds.adId, adIds) : undefined));
  if (adIds.length === 0) return;
  await tx
    .insert(complimentAds)
    .values(adIds.map((adId, position) => ({ complimentId, adId, position })))
    .onConflictDoUpdate({
      target: [complimentAds.complimentId, complimentAds.adId],
      set: { position: sql`excluded.position` },
    });
}

type Kept = { to: string; compliment: string };

/**
 * A 422 under each of `to` and `compliment` that would change a claimed compliment; the same value
 * again is no change. Read in its own statement after the row lock, so a claim that committed while
 * this waited is seen (a claim's insert and this lock wait for each other).
 */
async function refuseChangesToKept(tx: Db, complimentId: number, kept: Kept, changes: Partial<Kept>) {
  const changing = {
    to: changes.to !== undefined && changes.to !== kept.to,
    compliment: changes.compliment !== undefined && changes.compliment !== kept.compliment,
  };
  if (!changing.to && !changing.compliment) return;
  const [claim] = await tx.select({ id: claims.id }).from(claims).where(eq(claims.complimentId, complimentId)).limit(1);
  if (!claim) return;
  throw validationError({
    ...(changing.to && { to: [complimentMessages.keptTo] }),
    ...(changing.compliment && { compliment: [complimentMessages.keptText] }),
  });
}
