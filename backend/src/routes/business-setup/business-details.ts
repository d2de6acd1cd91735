import { and, eq, ne, sql } from "drizzle-orm";
import type { BusinessDetails } from "@/common/validations/business";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { firstRow } from "../../db/rows";
import { businessMembers, businessProfiles, countries, files, states } from "../../db/schema";
import { randomToken, sha256 } from "../../lib/crypto";
import { ApiError } from "../../lib/errors";
import { MAX_ID } from "../../lib/router";
import { alreadyOwner, nameTaken, stateNotFound } from "./errors";
import { businessDetailsJson } from "./json";

const LOGO_PREFIX = "logos/";
/** Keeps one person's "Create business" presses in turn, so two at once open one business. */
const OPEN_LOCK = 0x62757369; // "busi"

/** The columns a business's row takes from its form; only the fields sent are changed. */
const columnsOf = (d: Partial<BusinessDetails>) => ({
  name: d.name,
  email: d.email,
  phone: d.phone,
  address: d.address,
  stateId: d.state_id,
  website: d.website,
  socialMedia: d.social_links && Object.fromEntries(d.social_links.map((l) => [l.name, l.url])),
  timeZone: d.time_zone,
});

/** Refuses a name another business has, in any case (people read "Corner Café" and "corner café" as one). */
async function refuseTakenName(tx: Db, name: string | undefined, exceptId?: number) {
  if (name === undefined) return;
  const [taken] = await tx
    .select({ id: businessProfiles.id })
    .from(businessProfiles)
    .where(and(sql`lower(${businessProfiles.name}) = lower(${name})`, exceptId ? ne(businessProfiles.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw nameTaken();
}

async function refuseUnknownState(tx: Db, stateId: number | null | undefined) {
  if (!stateId) return;
  if (stateId > MAX_ID) throw stateNotFound();
  const [state] = await tx.select({ id: states.id }).from(states).where(eq(states.id, stateId)).limit(1);
  if (!state) throw stateNotFound();
}

/** Runs `write`, answering the name's unique index as the field error a check before it would have. */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e, "business_profiles_name_unique")) throw nameTaken();
    throw e;
  }
}

/**
 * Opens a business with `userId` as its owner. One business per owner: the user's opening is
 * serialised, so two presses of "Create business" open one.
 */
export async function openBusiness(db: Db, userId: number, details: BusinessDetails, now: Date) {
  const id = await withUniqueName(() =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${OPEN_LOCK}, ${userId})`);
      const [owned] = await tx
        .select({ id: businessMembers.businessProfileId })
        .from(businessMembers)
        .where(and(eq(businessMembers.userId, userId), eq(businessMembers.role, "owner")))
        .limit(1);
      if (owned) throw alreadyOwner();
      await refuseTakenName(tx, details.name);
      await refuseUnknownState(tx, details.state_id);
      const business = firstRow(
        await tx
          .insert(businessProfiles)
          .values({ ...columnsOf(details), name: details.name, createdAt: now })
          .returning({ id: businessProfiles.id }),
        "the business insert",
      );
      await tx.insert(businessMembers).values({ businessProfileId: business.id, userId, role: "owner", createdAt: now });
      return business.id;
    }),
  );
  return findBusiness(db, id, "owner");
}

/** The business's details as its people see them. */
export async function findBusiness(db: Db, businessId: number, role: "owner" | "staff") {
  const [row] = await db
    .select({
      business: businessProfiles,
      stateId: states.id,
      stateName: states.name,
      countryId: countries.id,
      country: countries.name,
    })
    .from(businessProfiles)
    .leftJoin(states, eq(states.id, businessProfiles.stateId))
    .leftJoin(countries, eq(countries.id, states.countryId))
    .where(eq(businessProfiles.id, businessId));
  if (!row) throw new ApiError(404, "Business not found.");
  const { stateId, stateName, countryId, country } = row;
  const state =
    stateId !== null && stateName !== null && countryId !== null && country !== null
      ? { id: stateId, name: stateName, countryId, country }
      : null;
  return businessDetailsJson(row.business, state, role);
}

/** Saves the fields sent. */
export async function updateBusiness(db: Db, businessId: number, details: Partial<BusinessDetails>) {
  await withUniqueName(() =>
    db.transaction(async (tx) => {
      await refuseTakenName(tx, details.name, businessId);
      await refuseUnknownState(tx, details.state_id);
      const changes = Object.fromEntries(Object.entries(columnsOf(details)).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length) await tx.update(businessProfiles).set(changes).where(eq(businessProfiles.id, businessId));
    }),
  );
  return findBusiness(db, businessId, "owner");
}

/**
 * Stores an uploaded picture (already re-encoded) under a fresh key and drops `previous` when it
 * was an upload under the same prefix (seeded pictures stay). Answers the new key.
 */
export async function storePicture(tx: Db, prefix: string, bytes: Uint8Array, previous: string | null) {
  const key = `${prefix}${randomToken(16)}.webp`;
  await tx.insert(files).values({ key, contentType: "image/webp", bytes, sha256: sha256(bytes) });
  if (previous?.startsWith(prefix)) await tx.delete(files).where(eq(files.key, previous));
  return key;
}

/** Replaces the business's logo with `bytes` (a re-encoded WebP). */
export async function replaceLogo(db: Db, businessId: number, bytes: Uint8Array) {
  await db.transaction(async (tx) => {
    const [business] = await tx
      .select({ logo: businessProfiles.logo })
      .from(businessProfiles)
      .where(eq(businessProfiles.id, businessId))
      .for("update");
    if (!business) throw new ApiError(404, "Business not found.");
    const logo = await storePicture(tx, LOGO_PREFIX, bytes, business.logo);
    await tx.update(businessProfiles).set({ logo }).where(eq(businessProfiles.id, businessId));
  });
  return findBusiness(db, businessId, "owner");
}
