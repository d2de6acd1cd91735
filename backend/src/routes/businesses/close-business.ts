import { and, eq, inArray, isNotNull, notExists, sql } from "drizzle-orm";
import { ads, businessProfiles, complimentAds, compliments, files, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { verifyPassword } from "../../lib/passwords";
import { wrongPassword } from "../account/errors";

/**
 * Closes a business for good, after its owner typed their password again. Deleting its row takes,
 * by the schema's cascades, its ads and offers, every coupon issued of them (a holder's code then
 * answers as unknown), the ads' places on compliments with the reviews written of them, the
 * favourites of its ads, its people and its redemption log. Its logo and ad pictures go when
 * nothing else shows them. The compliments that carried its ads then answer without them: their
 * cached pages are dropped once the change is committed.
 */
export async function closeBusiness({ db, events }: Pick<AppDeps, "db" | "events">, userId: number, businessId: number, password: string) {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!(await verifyPassword(user?.passwordHash, password))) throw wrongPassword();

  const codes = await db.transaction(async (tx) => {
    const [business] = await tx
      .select({ logo: businessProfiles.logo })
      .from(businessProfiles)
      .where(eq(businessProfiles.id, businessId))
      .for("update");
    if (!business) return [];
    const itsAds = tx.select({ id: ads.id }).from(ads).where(eq(ads.businessProfileId, businessId));
    const carrying = await tx
      .selectDistinct({ code: compliments.code })
      .from(complimentAds)
      .innerJoin(compliments, eq(compliments.id, complimentAds.complimentId))
      .where(inArray(complimentAds.adId, itsAds));
    const pictures = await tx
      .select({ key: ads.image })
      .from(ads)
      .where(and(eq(ads.businessProfileId, businessId), isNotNull(ads.image)));
    const keys = [business.logo, ...pictures.map((p) => p.key)].filter((key): key is string => Boolean(key));

    await tx.delete(businessProfiles).where(eq(businessProfiles.id, businessId));
    if (keys.length) {
      const adShows = tx
        .select({ one: sql`1` })
        .from(ads)
        .where(eq(ads.image, files.key));
      const logoShows = tx
        .select({ one: sql`1` })
        .from(businessProfiles)
        .where(eq(businessProfiles.logo, files.key));
      await tx.delete(files).where(and(inArray(files.key, keys), notExists(adShows), notExists(logoShows)));
    }
    return carrying.map((c) => c.code);
  });
  events.publish(codes);
}
