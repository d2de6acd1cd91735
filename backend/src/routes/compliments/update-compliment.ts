import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ads, complimentAds, compliments } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { validationError } from "../../lib/errors";
import { MAX_ID } from "../../lib/router";
import { complimentNotFound } from "./errors";
import { loadCompliments } from "./load-compliments";

export type ComplimentChanges = { to?: string; compliment?: string; note?: string | null; ads?: number[] };

const invalidAds = () => validationError({ ads: ["The selected ads are invalid."] });

/**
 * Changes the author's own compliment. `ads` is the complete new ordered list: ads that stay keep
 * their compliment_ads row (reviews hang off it), removed ones go, new ones are added.
 */
export async function updateCompliment(
  deps: Pick<AppDeps, "db" | "clock" | "config" | "events">,
  authorId: number,
  id: number,
  changes: ComplimentChanges,
) {
  const { db, clock, events } = deps;
  const { ads: adIds, ...fields } = changes;
  const code = await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ code: compliments.code })
      .from(compliments)
      .where(and(eq(compliments.id, id), eq(compliments.customerId, authorId)))
      .for("update");
    if (!own) throw complimentNotFound();
    if (adIds) await replaceAds(tx, id, adIds);
    await tx
      .update(compliments)
      .set({ ...fields, updatedAt: clock.now() })
      .where(eq(compliments.id, id));
    return own.code;
  });
  events.publish([code]);
  const [compliment] = await loadCompliments(deps, [id], authorId);
  // Deleted right after this change.
  if (!compliment) throw complimentNotFound();
  return compliment;
}

async function replaceAds(tx: Db, complimentId: number, adIds: number[]) {
  if (adIds.some((adId) => adId > MAX_ID)) throw invalidAds();
  if (adIds.length > 0) {
    const known = await tx.select({ id: ads.id }).from(ads).where(inArray(ads.id, adIds));
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
