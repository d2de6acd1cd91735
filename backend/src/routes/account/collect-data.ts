import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { firstRow } from "../../db/rows";
import {
  ads,
  businessMembers,
  businessProfiles,
  claims,
  complimentAds,
  compliments,
  connections,
  conversations,
  countries,
  coupons,
  deliveries,
  favourites,
  files,
  messages,
  offers,
  profileLinks,
  profiles,
  reports,
  reviews,
  signatures,
  states,
  users,
} from "../../db/schema";
import type { DataExport } from "@/common/data-export";
import { FORMER_MEMBER } from "@/common/messages";

/** Rows read at once: each list is read in pages along its key, never as one statement per row. */
export const EXPORT_PAGE = 2000;

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => d?.toISOString() ?? null;

/** A picture of the user's that goes into the zip beside data.json. */
export type Picture = { name: string; bytes: Uint8Array };

/** Reads every page of a list ordered by a unique integer key, `after` the last one read. */
async function allPages<T extends { key: number }>(read: (after: number) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let after = 0; ;) {
    const page = await read(after);
    rows.push(...page);
    if (page.length < EXPORT_PAGE) return rows;
    after = page[page.length - 1]!.key;
  }
}

const extension = (contentType: string) => ({ "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" })[contentType] ?? "bin";

async function account(db: Db, userId: number) {
  const u = firstRow(await db.select().from(users).where(eq(users.id, userId)), "the exported user");
  return {
    account: {
      id: u.id,
      name: u.name,
      email: u.email,
      email_verified_at: isoOrNull(u.emailVerifiedAt),
      created_at: iso(u.createdAt),
      is_operator: u.isOperator,
    },
    settings: { notify_by_email: u.notifyByEmail, who_may_message: u.whoMayMessage },
  };
}

async function profile(db: Db, userId: number): Promise<{ profile: DataExport["profile"]; pictures: Picture[] }> {
  const [p] = await db
    .select({ profile: profiles, state: states.name, country: countries.name })
    .from(profiles)
    .leftJoin(states, eq(states.id, profiles.stateId))
    .leftJoin(countries, eq(countries.id, states.countryId))
    .where(eq(profiles.userId, userId));
  if (!p) return { profile: null, pictures: [] };
  const links = await db
    .select({ name: profileLinks.name, url: profileLinks.url })
    .from(profileLinks)
    .where(eq(profileLinks.profileId, p.profile.id))
    .orderBy(asc(profileLinks.position));
  const [file] = p.profile.avatar
    ? await db.select({ bytes: files.bytes, contentType: files.contentType }).from(files).where(eq(files.key, p.profile.avatar))
    : [];
  const picture = file && { name: `pictures/avatar.${extension(file.contentType)}`, bytes: file.bytes };
  const { code, firstName, lastName, phoneNumber, bio, addresses, zipCode, signature } = p.profile;
  return {
    profile: {
      code,
      first_name: firstName,
      last_name: lastName,
      phone_number: phoneNumber,
      bio,
      addresses,
      zip_code: zipCode,
      state: p.state,
      country: p.country,
      signature,
      picture: picture?.name ?? null,
      links,
    },
    pictures: picture ? [picture] : [],
  };
}

const complimentsWritten = (db: Db, userId: number) =>
  allPages((after) =>
    db
      .select({
        key: compliments.id,
        c: compliments,
        kept: sql<boolean>`exists (select 1 from ${claims} where ${claims.complimentId} = ${compliments.id})`,
        delivery: {
          status: deliveries.status,
          deliverAt: deliveries.deliverAt,
          timeZone: deliveries.timeZone,
          sentAt: deliveries.sentAt,
          openedAt: deliveries.openedAt,
          remindedAt: deliveries.remindedAt,
        },
      })
      .from(compliments)
      .leftJoin(deliveries, eq(deliveries.complimentId, compliments.id))
      .where(and(eq(compliments.customerId, userId), gt(compliments.id, after)))
      .orderBy(asc(compliments.id))
      .limit(EXPORT_PAGE),
  ).then((rows) =>
    rows.map(({ c, kept, delivery: d }) => ({
      code: c.code,
      to: c.to,
      compliment: c.compliment,
      note: c.note,
      views: c.viewCount,
      kept,
      created_at: iso(c.createdAt),
      updated_at: iso(c.updatedAt),
      delivery:
        d?.status && d.deliverAt && d.timeZone
          ? {
              status: d.status,
              deliver_at: iso(d.deliverAt),
              time_zone: d.timeZone,
              sent_at: isoOrNull(d.sentAt),
              opened_at: isoOrNull(d.openedAt),
              reminded_at: isoOrNull(d.remindedAt),
            }
          : null,
    })),
  );

const complimentsKept = (db: Db, userId: number) =>
  allPages((after) =>
    db
      .select({ key: claims.id, c: compliments, author: users.name, keptAt: claims.createdAt })
      .from(claims)
      .innerJoin(compliments, eq(compliments.id, claims.complimentId))
      .leftJoin(users, eq(users.id, compliments.customerId))
      .where(and(eq(claims.userId, userId), gt(claims.id, after)))
      .orderBy(asc(claims.id))
      .limit(EXPORT_PAGE),
  ).then((rows) =>
    rows.map(({ c, author, keptAt }) => ({
      code: c.code,
      to: c.to,
      compliment: c.compliment,
      author: author ?? FORMER_MEMBER,
      written_at: iso(c.createdAt),
      kept_at: iso(keptAt),
    })),
  );

const messagesSent = (db: Db, userId: number, onPage: () => Promise<void>) =>
  allPages(async (after) => {
    const page = await db
      .select({ key: messages.id, m: messages, title: conversations.title })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(eq(messages.senderId, userId), gt(messages.id, after)))
      .orderBy(asc(messages.id))
      .limit(EXPORT_PAGE);
    await onPage();
    return page;
  }).then((rows) =>
    rows.map(({ m, title }) => ({
      conversation_id: m.conversationId,
      conversation_title: title,
      message: m.removedAt ? "" : m.message,
      removed: m.removedAt !== null,
      sent_at: iso(m.createdAt),
    })),
  );

const reviewsWritten = (db: Db, userId: number) =>
  allPages((after) =>
    db
      .select({ key: reviews.id, review: reviews.review, ad: ads.title, business: businessProfiles.name, createdAt: reviews.createdAt })
      .from(reviews)
      .innerJoin(complimentAds, eq(complimentAds.id, reviews.complimentAdId))
      .innerJoin(ads, eq(ads.id, complimentAds.adId))
      .innerJoin(businessProfiles, eq(businessProfiles.id, ads.businessProfileId))
      .where(and(eq(reviews.userId, userId), gt(reviews.id, after)))
      .orderBy(asc(reviews.id))
      .limit(EXPORT_PAGE),
  ).then((rows) => rows.map((r) => ({ review: r.review, ad: r.ad, business: r.business, created_at: iso(r.createdAt) })));

const signaturesGiven = (db: Db, userId: number) =>
  allPages((after) =>
    db
      .select({ key: signatures.id, signature: signatures, to: compliments.to, organiser: users.name })
      .from(signatures)
      .innerJoin(compliments, eq(compliments.id, signatures.complimentId))
      .leftJoin(users, eq(users.id, compliments.customerId))
      .where(and(eq(signatures.userId, userId), gt(signatures.id, after)))
      .orderBy(asc(signatures.id))
      .limit(EXPORT_PAGE),
  ).then((rows) =>
    rows.map(({ signature: s, to, organiser }) => ({
      to,
      organiser: organiser ?? FORMER_MEMBER,
      name: s.name,
      message: s.message,
      signed_at: iso(s.createdAt),
      updated_at: iso(s.updatedAt),
    })),
  );

async function smallLists(db: Db, userId: number) {
  const [favs, held, memberships, connected, filed] = await Promise.all([
    db
      .select({ ad: ads.title, business: businessProfiles.name, addedAt: favourites.createdAt })
      .from(favourites)
      .innerJoin(ads, eq(ads.id, favourites.adId))
      .innerJoin(businessProfiles, eq(businessProfiles.id, ads.businessProfileId))
      .where(eq(favourites.userId, userId))
      .orderBy(asc(favourites.createdAt)),
    allPages((after) =>
      db
        .select({ key: coupons.id, coupon: coupons, offer: offers.name, value: offers.value, business: businessProfiles.name })
        .from(coupons)
        .innerJoin(offers, eq(offers.id, coupons.offerId))
        .innerJoin(ads, eq(ads.id, offers.adId))
        .innerJoin(businessProfiles, eq(businessProfiles.id, ads.businessProfileId))
        .where(and(eq(coupons.holderId, userId), gt(coupons.id, after)))
        .orderBy(asc(coupons.id))
        .limit(EXPORT_PAGE),
    ),
    db
      .select({ business: businessProfiles.name, role: businessMembers.role, since: businessMembers.createdAt })
      .from(businessMembers)
      .innerJoin(businessProfiles, eq(businessProfiles.id, businessMembers.businessProfileId))
      .where(eq(businessMembers.userId, userId))
      .orderBy(asc(businessMembers.createdAt)),
    db
      .select({ name: users.name, since: connections.createdAt })
      .from(connections)
      .innerJoin(users, eq(users.id, connections.connectedUserId))
      .where(eq(connections.userId, userId))
      .orderBy(asc(connections.createdAt)),
    db.select().from(reports).where(eq(reports.reporterId, userId)).orderBy(asc(reports.id)),
  ]);
  return {
    favourites: favs.map((f) => ({ ad: f.ad, business: f.business, added_at: iso(f.addedAt) })),
    coupons: held.map(({ coupon: c, offer, value, business }) => ({
      code: c.code,
      offer,
      value,
      business,
      issued_at: iso(c.issuedAt),
      expires_at: iso(c.expiresAt),
      redeemed_at: isoOrNull(c.redeemedAt),
      void: c.complimentId === null,
    })),
    business_memberships: memberships.map((m) => ({ business: m.business, role: m.role, since: iso(m.since) })),
    connections: connected.map((c) => ({ name: c.name, since: iso(c.since) })),
    // The explanation is the user's own words; the excerpt is the reported person's content, so it stays out.
    reports_filed: filed.map((r) => ({
      target_kind: r.targetKind,
      reason: r.reason,
      explanation: r.explanation,
      place: r.place,
      status: r.status,
      created_at: iso(r.createdAt),
    })),
  };
}

/**
 * Everything `userId`'s data.json holds, and their pictures, read list by list in pages;
 * `progress` hears how far it has got (0–90: zipping and storing are the rest).
 */
export async function collectData(db: Db, userId: number, now: Date, progress: (percent: number) => Promise<void>) {
  const base = await account(db, userId);
  const own = await profile(db, userId);
  await progress(10);
  const written = await complimentsWritten(db, userId);
  const kept = await complimentsKept(db, userId);
  await progress(30);
  let pages = 0;
  const total = await db.$count(messages, eq(messages.senderId, userId));
  const pageCount = Math.max(1, Math.ceil(total / EXPORT_PAGE));
  const sent = await messagesSent(db, userId, () => progress(30 + Math.round((50 * Math.min(++pages, pageCount)) / pageCount)));
  const rest = await smallLists(db, userId);
  const reviewList = await reviewsWritten(db, userId);
  const signed = await signaturesGiven(db, userId);
  await progress(90);
  const data: DataExport = {
    format: "compliments-data-export",
    version: 1,
    exported_at: iso(now),
    ...base,
    profile: own.profile,
    compliments_written: written,
    compliments_kept: kept,
    messages_sent: sent,
    reviews: reviewList,
    signatures: signed,
    ...rest,
  };
  return { data, pictures: own.pictures };
}
