import { eq } from "drizzle-orm";
import { ads, businessMembers, businessProfiles, claims, complimentAds, compliments, offers } from "../db/schema";
import { firstRow } from "../db/rows";
import type { TestApp } from "./test-app";

type OfferSettings = Partial<typeof offers.$inferInsert>;

/**
 * A business of its own for a test of offers (so the seeded ones stay as other tests expect), its ad
 * and offer, and kept compliments carrying the ad made straight in the database: what issuing a
 * coupon reads is the claim, not how it came about.
 */
export function couponOffers(t: TestApp) {
  let seq = 0;
  return {
    /** A new business in `timeZone` with `ownerId` as its owner, one approved ad and its offer. */
    async shop(ownerId: number, timeZone: string, offer: OfferSettings = {}) {
      const n = ++seq;
      const business = firstRow(
        await t.db
          .insert(businessProfiles)
          .values({ name: `Offer Shop ${n}`, timeZone, address: "Rua Augusta 1, Lisboa" })
          .returning({ id: businessProfiles.id }),
        "business",
      );
      await t.db.insert(businessMembers).values({ businessProfileId: business.id, userId: ownerId, role: "owner" });
      const ad = firstRow(
        await t.db
          .insert(ads)
          .values({ businessProfileId: business.id, title: `Pastel de nata ${n}`, contact: "shop@example.com" })
          .returning({ id: ads.id }),
        "ad",
      );
      const made = firstRow(
        await t.db
          .insert(offers)
          .values({ adId: ad.id, name: "A free pastel", value: "1 free", terms: "One per visit.", validDays: 30, ...offer })
          .returning({ id: offers.id }),
        "offer",
      );
      return { businessId: business.id, adId: ad.id, offerId: made.id };
    },

    /** Changes an offer's settings, as its owner's edit page does. */
    setOffer: (offerId: number, settings: OfferSettings) => t.db.update(offers).set(settings).where(eq(offers.id, offerId)),

    /** A compliment by `authorId` carrying `adId`, kept (claimed) by `holderId`; its id. */
    async kept(authorId: number, holderId: number, adId: number) {
      const code = String(97_000_000 + ++seq);
      const compliment = firstRow(
        await t.db
          .insert(compliments)
          .values({ code, customerId: authorId, to: "Offer Fan", compliment: "You make every morning better." })
          .returning({ id: compliments.id }),
        "compliment",
      );
      await t.db.insert(complimentAds).values({ complimentId: compliment.id, adId });
      await t.db.insert(claims).values({ complimentId: compliment.id, userId: holderId });
      return compliment.id;
    },
  };
}
