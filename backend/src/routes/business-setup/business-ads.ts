import { and, desc, eq } from "drizzle-orm";
import type { AdForm, OfferForm } from "@/common/validations/business";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { firstRow } from "../../db/rows";
import { ads, businessProfiles, offers, type AdReview } from "../../db/schema";
import { storePicture } from "./business-details";
import { adNotFound, endedIsFinal, offerCannotBeRemoved, titleTaken } from "./errors";
import { ownAdJson } from "./json";

const IMAGE_PREFIX = "ads/";

/**
 * What a new or changed ad's review becomes: live at once once its business is approved (an
 * operator approved one of its ads), unless the ad was rejected or taken down on a report; else
 * waiting for an operator. A rejection's reason is dropped.
 */
const reviewOnSave = (approvedAt: Date | null, was?: AdReview): { review: AdReview; reviewReason: null } => ({
  review: approvedAt && was !== "rejected" ? "approved" : "waiting",
  reviewReason: null,
});

/** The business's ads with their offers, newest first, as its owners see them (waiting and rejected ones too). */
export async function listOwnAds(db: Db, businessId: number) {
  const rows = await db
    .select({ ad: ads, offer: offers })
    .from(ads)
    .leftJoin(offers, eq(offers.adId, ads.id))
    .where(eq(ads.businessProfileId, businessId))
    .orderBy(desc(ads.createdAt), desc(ads.id));
  return rows.map((r) => ownAdJson(r.ad, r.offer));
}

/** One ad of the business; another business's ad is 404, as an unknown one. */
export async function findOwnAd(db: Db, businessId: number, adId: number) {
  const [row] = await db
    .select({ ad: ads, offer: offers })
    .from(ads)
    .leftJoin(offers, eq(offers.adId, ads.id))
    .where(and(eq(ads.id, adId), eq(ads.businessProfileId, businessId)));
  if (!row) throw adNotFound();
  return ownAdJson(row.ad, row.offer);
}

/** The offer's columns from its form; ending it with "void" voids the coupons already issued, now. */
const offerColumns = (o: OfferForm, now: Date, wasEnded: boolean) => ({
  name: o.name,
  value: o.value,
  terms: o.terms,
  startsOn: o.starts_on,
  endsOn: o.ends_on,
  validDays: o.valid_days,
  totalCap: o.total_cap,
  perPerson: o.per_person,
  status: o.status,
  ...(o.status === "ended" && !wasEnded && o.issued_coupons === "void" ? { voidedAt: now } : {}),
});

/** Runs `write`, answering the business's unique titles as the title's field error. */
async function withUniqueTitle<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e, "ads_business_title_unique")) throw titleTaken();
    throw e;
  }
}

/** The business row, locked against a review deciding its approval meanwhile. */
async function lockedBusiness(tx: Db, businessId: number) {
  return firstRow(
    await tx
      .select({ approvedAt: businessProfiles.approvedAt })
      .from(businessProfiles)
      .where(eq(businessProfiles.id, businessId))
      .for("no key update"),
    "the business",
  );
}

/** A new ad, with its offer when it has one: waiting for review until the business is approved. */
export async function createAd(db: Db, businessId: number, form: AdForm, now: Date) {
  const id = await withUniqueTitle(() =>
    db.transaction(async (tx) => {
      const business = await lockedBusiness(tx, businessId);
      const ad = firstRow(
        await tx
          .insert(ads)
          .values({
            businessProfileId: businessId,
            title: form.title,
            contact: form.contact,
            createdAt: now,
            ...reviewOnSave(business.approvedAt),
          })
          .returning({ id: ads.id }),
        "the ad insert",
      );
      if (form.offer) await tx.insert(offers).values({ adId: ad.id, ...offerColumns(form.offer, now, false) });
      return ad.id;
    }),
  );
  return findOwnAd(db, businessId, id);
}

/** The ad row, locked, with its offer; 404 for another business's. */
async function lockedAd(tx: Db, businessId: number, adId: number) {
  const [ad] = await tx
    .select({ id: ads.id, image: ads.image, review: ads.review })
    .from(ads)
    .where(and(eq(ads.id, adId), eq(ads.businessProfileId, businessId)))
    .for("update");
  if (!ad) throw adNotFound();
  const [offer] = await tx.select().from(offers).where(eq(offers.adId, adId)).for("update");
  return { ad, offer };
}

/**
 * Saves the ad and its offer. An offer, once made, is never removed (its coupons hang off it): it
 * is ended instead, and an ended one stays ended. Coupons keep the terms they were issued with.
 */
export async function updateAd(db: Db, businessId: number, adId: number, form: AdForm, now: Date) {
  await withUniqueTitle(() =>
    db.transaction(async (tx) => {
      const business = await lockedBusiness(tx, businessId);
      const { ad, offer } = await lockedAd(tx, businessId, adId);
      if (offer && !form.offer) throw offerCannotBeRemoved();
      if (offer?.status === "ended" && form.offer?.status !== "ended") throw endedIsFinal();
      await tx
        .update(ads)
        .set({ title: form.title, contact: form.contact, ...reviewOnSave(business.approvedAt, ad.review) })
        .where(eq(ads.id, adId));
      if (form.offer && offer)
        await tx
          .update(offers)
          .set(offerColumns(form.offer, now, offer.status === "ended"))
          .where(eq(offers.id, offer.id));
      else if (form.offer) await tx.insert(offers).values({ adId, ...offerColumns(form.offer, now, false) });
    }),
  );
  return findOwnAd(db, businessId, adId);
}

/** Replaces the ad's image with `bytes` (a re-encoded WebP): an edit, reviewed as one. */
export async function replaceAdImage(db: Db, businessId: number, adId: number, bytes: Uint8Array) {
  await db.transaction(async (tx) => {
    const business = await lockedBusiness(tx, businessId);
    const { ad } = await lockedAd(tx, businessId, adId);
    const image = await storePicture(tx, IMAGE_PREFIX, bytes, ad.image);
    await tx
      .update(ads)
      .set({ image, ...reviewOnSave(business.approvedAt, ad.review) })
      .where(eq(ads.id, adId));
  });
  return findOwnAd(db, businessId, adId);
}
