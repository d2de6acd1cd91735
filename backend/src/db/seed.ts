import { Country, State } from "country-state-city";
import { and, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { sha256 } from "../lib/crypto";
import { hashPassword } from "../lib/passwords";
import { findUserByEmail, insertWithUniqueCode } from "../routes/auth/users";
import type { Db } from "./client";
import { firstRow } from "./rows";
import {
  ads,
  claims,
  complimentAds,
  complimentOpenings,
  compliments,
  connections,
  conversationParticipants,
  conversations,
  countries,
  offers,
  businessMembers,
  businessProfiles,
  favourites,
  files,
  messages,
  profileLinks,
  profiles,
  reviews,
  states,
  users,
} from "./schema";
import {
  demoBusinesses,
  demoBusinessOwners,
  demoCompliments,
  demoFavourites,
  demoOfferTerms,
  demoProfiles,
  demoUsers,
  motifs,
  type DemoUser,
} from "./seed-data";
import { recordPastActivity } from "../routes/activity/past-activity";

export { demoComplimentCode, demoUsers } from "./seed-data";

type Business = (typeof demoBusinesses)[number];
type Claim = NonNullable<(typeof demoCompliments)[number]["claim"]>;
type People = Record<DemoUser, number>;

const logoKey = (b: Business) => `seed/logos/${b.slug}.webp`;
const adKey = (b: Business, ad: Business["ads"][number]) => `seed/ads/${b.slug}-${ad.slug}.webp`;
const avatarKey = (user: DemoUser) => `seed/avatars/${user}.webp`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

export async function needsSeed(db: Db): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  const [country] = await db.select({ id: countries.id }).from(countries).limit(1);
  return !user && !country;
}

/** Countries, states, demo businesses, users and their activity; safe to run again. */
export async function seedDatabase(db: Db): Promise<void> {
  await seedCountriesAndStates(db);
  await seedImages(db);
  const adIds = await seedBusinesses(db);
  const people = {} as People;
  for (const who of Object.keys(demoUsers) as DemoUser[]) people[who] = await seedUser(db, who);
  await seedBusinessOwners(db, people);
  await seedCompliments(db, people, adIds);
  await recordPastActivity(db);
  for (const { user, ads: refs } of demoFavourites) {
    await db
      .insert(favourites)
      .values(refs.map((ref) => ({ userId: people[user], adId: adIds(ref) })))
      .onConflictDoNothing();
  }
}

async function seedCountriesAndStates(db: Db) {
  const allCountries = Country.getAllCountries().map((c) => ({ isoCode: c.isoCode, name: c.name.slice(0, 100) }));
  await db.insert(countries).values(allCountries).onConflictDoNothing();
  const countryIds = new Map((await db.select().from(countries)).map((c) => [c.isoCode, c.id]));
  const allStates = State.getAllStates().flatMap((s) => {
    const countryId = countryIds.get(s.countryCode);
    return countryId ? [{ countryId, isoCode: s.isoCode.slice(0, 10), name: s.name.slice(0, 100) }] : [];
  });
  for (let i = 0; i < allStates.length; i += 1000) {
    await db
      .insert(states)
      .values(allStates.slice(i, i + 1000))
      .onConflictDoNothing();
  }
}

async function findStateId(db: Db, [country, state]: readonly [string, string]) {
  const [row] = await db
    .select({ id: states.id })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(and(eq(countries.isoCode, country), eq(states.isoCode, state)));
  return row?.id ?? null;
}

async function seedImages(db: Db) {
  const images = [
    ...demoBusinesses.flatMap((b) => [
      { key: logoKey(b), svg: logoSvg(b) },
      ...b.ads.map((ad, i) => ({ key: adKey(b, ad), svg: adSvg(b, ad, i) })),
    ]),
    ...(Object.keys(demoProfiles) as DemoUser[]).map((user) => ({ key: avatarKey(user), svg: avatarSvg(user) })),
  ];
  const existing = new Set(
    (
      await db
        .select({ key: files.key })
        .from(files)
        .where(
          inArray(
            files.key,
            images.map((image) => image.key),
          ),
        )
    ).map((f) => f.key),
  );
  const missing = await Promise.all(
    images
      .filter((image) => !existing.has(image.key))
      .map(async ({ key, svg }) => {
        const bytes = new Uint8Array(await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer());
        return { key, contentType: "image/webp", bytes, sha256: sha256(bytes) };
      }),
  );
  if (missing.length) await db.insert(files).values(missing).onConflictDoNothing();
}

const canvas = (width: number, height: number, [from, to]: readonly [string, string], body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>${body}</svg>`;

const logoSvg = (b: Business) =>
  canvas(
    256,
    256,
    b.colors,
    `
  <circle cx="128" cy="128" r="104" fill="#fff"/>
  <g transform="translate(53 53) scale(1.5)">${motifs[b.motif](b.colors[0], b.colors[1])}</g>`,
  );

const adPatterns = [
  Array.from({ length: 6 }, (_, i) => `<circle cx="${30 + i * 68}" cy="268" r="9" fill="#fff" fill-opacity=".4"/>`).join(""),
  `<path d="M-60 300L140 0M40 300L240 0M140 300L340 0M240 300L440 0" stroke="#fff" stroke-opacity=".12" stroke-width="28"/>`,
  [40, 75, 110].map((r) => `<circle cx="350" cy="50" r="${r}" fill="none" stroke="#fff" stroke-opacity=".2" stroke-width="10"/>`).join(""),
];

const adSvg = (b: Business, ad: Business["ads"][number], index: number) =>
  canvas(
    400,
    300,
    ad.colors,
    `
  ${adPatterns[index % adPatterns.length]}
  <circle cx="200" cy="146" r="104" fill="#fff" fill-opacity=".22"/>
  <g transform="translate(122 68) scale(1.56)">${motifs[b.motif]("#fff", ad.colors[0])}</g>`,
  );

const avatarSvg = (user: DemoUser) => {
  const { background, skin, hair, shirt } = demoProfiles[user].avatar;
  return canvas(
    256,
    256,
    background,
    `
    <path d="M44 256c0-64 44-88 84-88s84 24 84 88z" fill="${shirt}"/>
    <rect x="112" y="140" width="32" height="36" rx="12" fill="${skin}"/>
    <circle cx="128" cy="112" r="50" fill="${skin}"/>
    <path d="M76 112c-4-52 36-70 64-64 30 6 46 30 40 64-10-22-30-32-52-32s-40 12-52 32z" fill="${hair}"/>`,
  );
};

/** Inserts the demo businesses, their ads and offers; answers a look-up from "<business>-<ad>" slugs to ad ids. */
async function seedBusinesses(db: Db) {
  const adIds = new Map<string, number>();
  for (const b of demoBusinesses) {
    await db
      .insert(businessProfiles)
      .values({
        name: b.name,
        logo: logoKey(b),
        email: b.email,
        phone: b.phone,
        address: b.address,
        website: b.website,
        socialMedia: b.socialMedia,
        stateId: await findStateId(db, b.state),
        timeZone: b.timeZone,
        approvedAt: new Date(),
      })
      .onConflictDoNothing({ target: businessProfiles.name });
    const { id } = firstRow(
      await db.select({ id: businessProfiles.id }).from(businessProfiles).where(eq(businessProfiles.name, b.name)),
      `the business "${b.name}" just written`,
    );
    await db
      .insert(ads)
      .values(
        b.ads.map((ad) => ({
          businessProfileId: id,
          title: ad.title,
          image: adKey(b, ad),
          contact: b.email,
        })),
      )
      .onConflictDoNothing();
    const rows = await db.select({ id: ads.id, title: ads.title }).from(ads).where(eq(ads.businessProfileId, id));
    const idByTitle = new Map(rows.map((row) => [row.title, row.id]));
    const adId = (title: string) => {
      const found = idByTitle.get(title);
      if (found === undefined) throw new Error(`The ad "${title}" of "${b.name}" was not written.`);
      return found;
    };
    for (const ad of b.ads) adIds.set(`${b.slug}-${ad.slug}`, adId(ad.title));
    await db
      .insert(offers)
      .values(b.ads.map((ad) => ({ adId: adId(ad.title), terms: demoOfferTerms, ...ad.offer })))
      .onConflictDoNothing();
  }
  return (ref: string) => {
    const id = adIds.get(ref);
    if (id === undefined) throw new Error(`Unknown demo ad "${ref}"`);
    return id;
  };
}

/** Makes each demo business owner the owner of their business. */
async function seedBusinessOwners(db: Db, people: People) {
  for (const [who, business] of Object.entries(demoBusinessOwners) as Array<[DemoUser, string]>) {
    const { id } = firstRow(
      await db.select({ id: businessProfiles.id }).from(businessProfiles).where(eq(businessProfiles.name, business)),
      `the business "${business}"`,
    );
    await db.insert(businessMembers).values({ businessProfileId: id, userId: people[who], role: "owner" }).onConflictDoNothing();
  }
}

/** Creates the verified user with a filled-in profile, or answers the id of the one already registered. */
async function seedUser(db: Db, who: DemoUser): Promise<number> {
  const { name, email, password } = demoUsers[who];
  const existing = await findUserByEmail(db, email);
  if (existing) return existing.id;
  const { links, state, avatar: _art, ...details } = demoProfiles[who];
  const stateId = await findStateId(db, state);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const user = firstRow(
      await tx.insert(users).values({ name, email, passwordHash, emailVerifiedAt: new Date() }).returning({ id: users.id }),
      "the user insert",
    );
    const profile = firstRow(
      await insertWithUniqueCode((code) =>
        tx.transaction((savepoint) =>
          savepoint
            .insert(profiles)
            .values({ ...details, userId: user.id, code, stateId, avatar: avatarKey(who) })
            .returning({ id: profiles.id }),
        ),
      ),
      "the profile insert",
    );
    await tx.insert(profileLinks).values(links.map((link, position) => ({ ...link, profileId: profile.id, position })));
    return user.id;
  });
}

/** Compliments have fixed codes; one already taken by someone else's compliment is skipped. */
async function seedCompliments(db: Db, people: People, adId: (ref: string) => number) {
  const ownerId = people.dana;
  for (const c of demoCompliments) {
    const createdAt = minutesAgo(c.minutesAgo);
    await db
      .insert(compliments)
      .values({
        code: c.code,
        customerId: ownerId,
        to: c.to,
        compliment: c.text,
        note: c.note,
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing({ target: compliments.code });
    const [compliment] = await db
      .select({ id: compliments.id })
      .from(compliments)
      .where(and(eq(compliments.code, c.code), eq(compliments.customerId, ownerId)));
    if (!compliment) continue;
    await db
      .insert(complimentAds)
      .values(c.ads.map((ref, position) => ({ complimentId: compliment.id, adId: adId(ref), position })))
      .onConflictDoNothing();
    if (c.claim) await seedClaim(db, { complimentId: compliment.id, ownerId }, c.claim, people, adId);
  }
}

async function seedClaim(
  db: Db,
  { complimentId, ownerId }: { complimentId: number; ownerId: number },
  claim: Claim,
  people: People,
  adId: (ref: string) => number,
) {
  const claimerId = people[claim.by];
  // Claim and reply need proof of the code: the demo claimer looked it up first, as a recipient does.
  await db
    .insert(complimentOpenings)
    .values({ complimentId, userId: claimerId, createdAt: minutesAgo(claim.minutesAgo) })
    .onConflictDoNothing();
  await db
    .insert(claims)
    .values({ complimentId, userId: claimerId, createdAt: minutesAgo(claim.minutesAgo) })
    .onConflictDoNothing();
  await db
    .insert(connections)
    .values([
      { userId: ownerId, connectedUserId: claimerId },
      { userId: claimerId, connectedUserId: ownerId },
    ])
    .onConflictDoNothing();
  await seedConversation(db, { complimentId, ownerId, claimerId }, claim, people);
  for (const review of claim.reviews) {
    const complimentAd = firstRow(
      await db
        .select({ id: complimentAds.id })
        .from(complimentAds)
        .where(and(eq(complimentAds.complimentId, complimentId), eq(complimentAds.adId, adId(review.ad)))),
      `the reviewed ad "${review.ad}" on the compliment`,
    );
    const userId = people[review.by];
    const [existing] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.complimentAdId, complimentAd.id), eq(reviews.userId, userId)));
    if (!existing)
      await db.insert(reviews).values({ complimentAdId: complimentAd.id, userId, complimentAuthorId: ownerId, review: review.text });
  }
}

/** Each participant has read the conversation up to their own latest message. */
async function seedConversation(db: Db, ids: { complimentId: number; ownerId: number; claimerId: number }, claim: Claim, people: People) {
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.complimentId, ids.complimentId), eq(conversations.title, claim.conversation)));
  if (existing) return;
  const times = claim.messages.map((m) => minutesAgo(m.minutesAgo));
  await db.transaction(async (tx) => {
    const conversation = firstRow(
      await tx
        .insert(conversations)
        .values({
          complimentId: ids.complimentId,
          title: claim.conversation,
          createdAt: times[0],
          updatedAt: times.at(-1),
        })
        .returning({ id: conversations.id }),
      "the conversation insert",
    );
    const sent = await tx
      .insert(messages)
      .values(
        claim.messages.map((m, i) => ({
          conversationId: conversation.id,
          senderId: people[m.from],
          message: m.text,
          createdAt: times[i],
        })),
      )
      .returning({ id: messages.id, senderId: messages.senderId });
    const lastSentBy = (userId: number) => Math.max(0, ...sent.filter((m) => m.senderId === userId).map((m) => m.id));
    /** What `userId` has read (up to their own last message) and what is left unread, as a send keeps it. */
    const readState = (userId: number) => {
      const lastReadMessageId = lastSentBy(userId);
      const unreadCount = sent.filter((m) => m.senderId !== userId && m.id > lastReadMessageId).length;
      return { userId, lastReadMessageId, unreadCount, lastMessageAt: times.at(-1) };
    };
    await tx.insert(conversationParticipants).values([
      { conversationId: conversation.id, isComplimentOwner: true, ...readState(ids.ownerId) },
      { conversationId: conversation.id, ...readState(ids.claimerId) },
    ]);
  });
}
