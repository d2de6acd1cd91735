import { and, eq } from "drizzle-orm";
import { ads, favourites } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { adNotFound } from "./errors";
import { isLive } from "./find-ads";

/**
 * Adds the ad to the user's favourites, or removes it when it is one. The ad row is locked first,
 * so simultaneous toggles take turns and each sees the other's result.
 */
export async function toggleFavorite({ db, clock }: Pick<AppDeps, "db" | "clock">, userId: number, adId: number) {
  return db.transaction(async (tx) => {
    const [ad] = await tx
      .select({ id: ads.id })
      .from(ads)
      .where(and(eq(ads.id, adId), isLive))
      .for("no key update");
    if (!ad) throw adNotFound();
    const removed = await tx
      .delete(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.adId, adId)))
      .returning({ adId: favourites.adId });
    if (removed.length === 0) await tx.insert(favourites).values({ userId, adId, createdAt: clock.now() });
    return { is_favorite: removed.length === 0 };
  });
}
