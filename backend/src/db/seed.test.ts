import { and, eq, isNotNull } from "drizzle-orm";
import { createTestApp, type TestApp } from "../test/test-app";
import {
  ads,
  businessProfiles,
  claims,
  complimentActivities,
  complimentAds,
  complimentOpenings,
  compliments,
  connections,
  conversationParticipants,
  conversations,
  countries,
  offers,
  favourites,
  files,
  messages,
  profileLinks,
  profiles,
  reviews,
  states,
  users,
} from "./schema";
import { demoComplimentCode, demoUsers, needsSeed, seedDatabase } from "./seed";
import { firstRow } from "./rows";

const seededTables = {
  files,
  countries,
  states,
  users,
  profiles,
  profileLinks,
  businessProfiles,
  ads,
  offers,
  favourites,
  compliments,
  complimentAds,
  claims,
  complimentOpenings,
  conversations,
  conversationParticipants,
  messages,
  reviews,
  connections,
  complimentActivities,
};

let t: TestApp;
let emptyBeforeSeed: boolean;
beforeAll(async () => {
  t = await createTestApp();
  emptyBeforeSeed = await needsSeed(t.db);
  await seedDatabase(t.db);
}, 60_000);
afterAll(() => t.close());

const rowCounts = async () =>
  Object.fromEntries(
    await Promise.all(Object.entries(seededTables).map(async ([name, table]) => [name, await t.db.$count(table)] as const)),
  );

it("needs seeding only while the database is empty", async () => {
  expect(emptyBeforeSeed).toBe(true);
  expect(await needsSeed(t.db)).toBe(false);
});

it("changes nothing when run a second time", async () => {
  const before = await rowCounts();
  await seedDatabase(t.db);
  expect(await rowCounts()).toEqual(before);
  expect(Object.values(before).every((count) => count > 0)).toBe(true);
});

it("loads every country and its states", async () => {
  const counts = await rowCounts();
  expect(counts.countries).toBeGreaterThan(200);
  expect(counts.states).toBeGreaterThan(4000);
});

it("creates businesses whose logos are stored files", async () => {
  const rows = await t.db
    .select({ logo: businessProfiles.logo, file: files.key })
    .from(businessProfiles)
    .leftJoin(files, eq(files.key, businessProfiles.logo));
  expect(rows.length).toBeGreaterThanOrEqual(3);
  for (const row of rows) expect(row.file).toBe(row.logo);
});

it("creates ads that each have an offer and a stored image", async () => {
  const rows = await t.db
    .select({ image: ads.image, file: files.key, coupon: offers.value })
    .from(ads)
    .leftJoin(offers, eq(offers.adId, ads.id))
    .leftJoin(files, eq(files.key, ads.image));
  expect(rows.length).toBeGreaterThanOrEqual(9);
  for (const row of rows) {
    expect(row.coupon).toBeTruthy();
    expect(row.file).toBe(row.image);
  }
});

it("serves the seeded images as WebP", async () => {
  const ad = firstRow(await t.db.select({ image: ads.image }).from(ads).where(isNotNull(ads.image)).limit(1), "ad");
  const res = await t.request(`/storage/${ad.image}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/webp");
  expect(
    Buffer.from(await res.arrayBuffer())
      .subarray(8, 12)
      .toString(),
  ).toBe("WEBP");
});

it("lets both demo users log in, already verified", async () => {
  for (const { email, password } of Object.values(demoUsers)) {
    const res = await t.request("/v1/auth/login", { method: "POST", json: { email, password } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { email_verified_at: string | null } };
    expect(body.data.email_verified_at).not.toBeNull();
  }
});

it("records that each demo claimer opened the compliment they claimed with its code", async () => {
  const claimed = await t.db.select({ complimentId: claims.complimentId, userId: claims.userId }).from(claims);
  expect(claimed.length).toBeGreaterThan(0);
  for (const { complimentId, userId } of claimed) {
    expect(
      await t.db.$count(complimentOpenings, and(eq(complimentOpenings.complimentId, complimentId), eq(complimentOpenings.userId, userId))),
    ).toBe(1);
  }
  const sam = firstRow(await t.db.select({ id: users.id }).from(users).where(eq(users.email, demoUsers.sam.email)), "sam");
  const claimedBySam = firstRow(
    await t.db.select({ id: compliments.id }).from(compliments).where(eq(compliments.code, "48151623")),
    "claimedBySam",
  );
  expect(claimed).toContainEqual({ complimentId: claimedBySam.id, userId: sam.id });
});

it("records the activity the demo data implies: each claimed compliment viewed (by nobody named), claimed and replied to by its claimer", async () => {
  const claimed = await t.db.select({ complimentId: claims.complimentId, userId: claims.userId }).from(claims);
  for (const { complimentId, userId } of claimed) {
    const rows = await t.db
      .select({ kind: complimentActivities.kind, actorId: complimentActivities.actorId })
      .from(complimentActivities)
      .where(eq(complimentActivities.complimentId, complimentId));
    expect(rows.map((r) => [r.kind, r.actorId]).sort()).toEqual([
      ["claimed", userId],
      ["replied", userId],
      ["viewed", null],
    ]);
  }
});

it("gives the demo compliment its known code", async () => {
  const [compliment] = await t.db.select().from(compliments).where(eq(compliments.code, demoComplimentCode));
  expect(compliment).toMatchObject({ to: expect.any(String), note: expect.any(String) });
});
