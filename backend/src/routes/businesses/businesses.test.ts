import { eq, inArray } from "drizzle-orm";
import { accountMessages } from "@/common/validations/account";
import {
  ads,
  businessMembers,
  businessProfiles,
  complimentAds,
  couponAttempts,
  coupons,
  favourites,
  files,
  offers,
  reviews,
  users,
} from "../../db/schema";
import { firstRow } from "../../db/rows";
import { recordChanges } from "../../test/changes";
import type { TestApp } from "../../test/test-app";
import { seededTestApp, type testUsers, type TestUser } from "../../test/users";

// Handing a business over and closing it (issue 31): what lets its only owner delete their account.

let t: TestApp;
let people: ReturnType<typeof testUsers>;
const PASSWORD = "Secret#123";

beforeAll(async () => {
  ({ t, people } = await seededTestApp());
}, 120_000);
afterAll(() => t.close());

const post = (url: string, token: string, json?: unknown) => t.request(url, { method: "POST", token, json });
const setRole = (who: TestUser, businessId: number, userId: number, role: unknown) =>
  t.request(`/v1/businesses/${businessId}/members/${userId}`, { method: "PATCH", token: who.token, json: { role } });
const close = (who: TestUser, businessId: number, password: string) =>
  t.request(`/v1/businesses/${businessId}`, { method: "DELETE", token: who.token, json: { password } });
const deleteAccount = (who: TestUser, password: string) =>
  t.request("/v1/users/me", { method: "DELETE", token: who.token, json: { password } });
const roles = async (businessId: number) =>
  Object.fromEntries(
    (
      await t.db
        .select({ userId: businessMembers.userId, role: businessMembers.role })
        .from(businessMembers)
        .where(eq(businessMembers.businessProfileId, businessId))
    ).map((m) => [m.userId, m.role]),
  );

/** A new business with one ad and its offer, owned by a new account: what each test may close or hand over. */
async function business(name: string) {
  const owner = await people.register(`${name} Owner`);
  const [profile] = await t.db
    .insert(businessProfiles)
    .values({ name, logo: `test/${name}.webp` })
    .returning({ id: businessProfiles.id });
  const id = profile!.id;
  await t.db
    .insert(files)
    .values({ key: `test/${name}.webp`, contentType: "image/webp", bytes: Buffer.from("logo"), sha256: "0".repeat(64) });
  await t.db.insert(businessMembers).values({ businessProfileId: id, userId: owner.id, role: "owner" });
  const [ad] = await t.db
    .insert(ads)
    .values({ businessProfileId: id, title: `${name} special`, contact: "hello@example.com" })
    .returning({ id: ads.id });
  await t.db.insert(offers).values({ adId: ad!.id, name: "A free cookie", value: "Free", terms: "One per visit." });
  return { id, owner, adId: ad!.id };
}

/** A staff member of the business, added by its owner through the API. */
async function staffOf(b: { id: number; owner: TestUser }, name: string) {
  const member = await people.register(name);
  const { email } = firstRow(await t.db.select({ email: users.email }).from(users).where(eq(users.id, member.id)), name);
  expect((await post(`/v1/businesses/${b.id}/members`, b.owner.token, { email })).status).toBe(201);
  return member;
}

/** A compliment carrying the ad, kept by `holder`: the holder's coupon of its offer. */
async function heldCoupon(adId: number, holder: TestUser) {
  const author = await people.register("Coupon Author");
  const written = await post("/v1/compliments", author.token, { to: "Holder", compliment: "Thank you for the directions." });
  const { id, code } = (await written.json()).data as { id: number; code: string };
  expect((await t.request(`/v1/compliments/${id}`, { method: "PATCH", token: author.token, json: { ads: [adId] } })).status).toBe(200);
  expect((await t.request(`/v1/compliments/code/${code}`, { token: holder.token })).status).toBe(200);
  expect((await post(`/v1/compliments/${id}/claim`, holder.token)).status).toBe(200);
  const page = await (await t.request(`/v1/ads/${adId}?compliment_id=${id}`, { token: holder.token })).json();
  expect(page.data.coupon).not.toBeNull();
  return { complimentId: id, complimentCode: code, coupon: page.data.coupon as { id: number; code: string } };
}

describe("PATCH /v1/businesses/{businessId}/members/{userId}", () => {
  it("lets an owner make a staff member an owner, idempotently, and step down while another owner remains", async () => {
    const b = await business("Handover Bakery");
    const staff = await staffOf(b, "Sasha Staff");
    const made = await setRole(b.owner, b.id, staff.id, "owner");
    expect(made.status).toBe(200);
    expect(await made.json()).toMatchObject({
      success: true,
      message: "Sasha Staff is now an owner.",
      data: { user_id: staff.id, role: "owner" },
    });
    expect((await setRole(b.owner, b.id, staff.id, "owner")).status).toBe(200);
    expect(await roles(b.id)).toEqual({ [b.owner.id]: "owner", [staff.id]: "owner" });

    // The new owner sees the owners' pages; the first steps down, and cannot be the last to.
    expect((await t.request(`/v1/businesses/${b.id}/members`, { token: staff.token })).status).toBe(200);
    expect((await setRole(b.owner, b.id, b.owner.id, "staff")).status).toBe(200);
    const last = await setRole(staff, b.id, staff.id, "staff");
    expect(last.status).toBe(409);
    expect((await last.json()).message).toBe("A business needs an owner. Make another member its owner before you step down.");
    expect(await roles(b.id)).toEqual({ [b.owner.id]: "staff", [staff.id]: "owner" });
  });

  it("is for owners only: staff get 403, outsiders 404, and an unknown or outside member is 404", async () => {
    const b = await business("Owners Only Deli");
    const staff = await staffOf(b, "Stan Staff");
    const stranger = await people.register("Stella Stranger");
    const refused = await setRole(staff, b.id, staff.id, "owner");
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe("Only an owner of this business can do that.");
    expect((await setRole(stranger, b.id, staff.id, "owner")).status).toBe(404);
    expect((await setRole(b.owner, b.id, stranger.id, "owner")).status).toBe(404);
    expect(await (await setRole(b.owner, b.id, 2_000_000_000, "owner")).json()).toMatchObject({ message: "Member not found." });
    expect((await setRole(b.owner, 2_000_000_000, staff.id, "owner")).status).toBe(404);
    for (const role of ["admin", "", null, "owner\u0000", "x".repeat(1_000_000)]) {
      expect([413, 422]).toContain((await setRole(b.owner, b.id, staff.id, role)).status);
    }
    expect(await roles(b.id)).toEqual({ [b.owner.id]: "owner", [staff.id]: "staff" });
  });

  it("never leaves a business without an owner when two owners step down at once", async () => {
    const b = await business("Race Roasters");
    const second = await staffOf(b, "Second Owner");
    expect((await setRole(b.owner, b.id, second.id, "owner")).status).toBe(200);
    const answers = await Promise.all([setRole(b.owner, b.id, b.owner.id, "staff"), setRole(second, b.id, second.id, "staff")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(Object.values(await roles(b.id))).toContain("owner");
  });
});

describe("DELETE /v1/businesses/{businessId}", () => {
  it("asks for the owner's password and is for owners only", async () => {
    const b = await business("Password Pantry");
    const staff = await staffOf(b, "Pat Staff");
    const wrong = await close(b.owner, b.id, "Not#Mine123");
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ errors: { password: [accountMessages.wrongPassword] } });
    expect((await t.request(`/v1/businesses/${b.id}`, { method: "DELETE", token: b.owner.token, json: {} })).status).toBe(422);
    expect([413, 422]).toContain((await close(b.owner, b.id, "x\u0000".repeat(100_000))).status);
    expect((await close(staff, b.id, PASSWORD)).status).toBe(403);
    expect((await close(await people.register("Outsider"), b.id, PASSWORD)).status).toBe(404);
    expect((await close(b.owner, 2_000_000_000, PASSWORD)).status).toBe(404);
    expect(await roles(b.id)).toEqual({ [b.owner.id]: "owner", [staff.id]: "staff" });
  });

  it("deletes the business with its ads, coupons, reviews, favourites, members and log; holders' coupons answer as unknown", async () => {
    const b = await business("Closing Creamery");
    const staff = await staffOf(b, "Cleo Staff");
    const holder = await people.register("Hana Holder");
    const held = await heldCoupon(b.adId, holder);
    const redeemed = await heldCoupon(b.adId, holder);
    expect((await post("/v1/coupons/redeem", staff.token, { code: redeemed.coupon.code })).status).toBe(200);
    expect((await post(`/v1/ads/${b.adId}/toggle-favorite`, holder.token)).status).toBe(200);
    const shown = await (await t.request(`/v1/compliments/code/${held.complimentCode}`, { token: holder.token })).json();
    const complimentAdId = shown.data.ads[0].compliment_ad_id as number;
    const review = { compliment_ad_id: complimentAdId, review: "Lovely cookies, and the coupon worked." };
    expect((await post("/v1/compliments/ads/reviews", holder.token, review)).status).toBe(201);
    const changes = recordChanges(t.events);

    const res = await close(b.owner, b.id, PASSWORD);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Closing Creamery is closed." });

    expect(await t.db.select().from(businessProfiles).where(eq(businessProfiles.id, b.id))).toEqual([]);
    expect(await t.db.select().from(ads).where(eq(ads.id, b.adId))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(coupons)
        .where(inArray(coupons.id, [held.coupon.id, redeemed.coupon.id])),
    ).toEqual([]);
    expect(await t.db.select().from(complimentAds).where(eq(complimentAds.adId, b.adId))).toEqual([]);
    expect(await t.db.select().from(favourites).where(eq(favourites.adId, b.adId))).toEqual([]);
    expect(await t.db.select().from(couponAttempts).where(eq(couponAttempts.businessProfileId, b.id))).toEqual([]);
    expect(await t.db.select().from(businessMembers).where(eq(businessMembers.businessProfileId, b.id))).toEqual([]);
    expect(await t.db.select({ key: files.key }).from(files).where(eq(files.key, "test/Closing Creamery.webp"))).toEqual([]);
    expect(await t.db.select().from(reviews).where(eq(reviews.complimentAdId, complimentAdId))).toEqual([]);

    // The compliments that carried the ad answer without it, and their cached pages are dropped.
    expect((await changes.settled()).flat()).toEqual(expect.arrayContaining([held.complimentCode, redeemed.complimentCode]));
    const compliment = await (await t.request(`/v1/compliments/code/${held.complimentCode}`, { token: holder.token })).json();
    expect(compliment.data.ads).toEqual([]);

    // The holder's coupon: its ad page and PDF link are 404, any till says Unknown code, the held list lives on.
    expect((await t.request(`/v1/ads/${b.adId}?compliment_id=${held.complimentId}`, { token: holder.token })).status).toBe(404);
    expect((await t.request(`/v1/compliments/${held.complimentId}/ads/${b.adId}/pdf`, { token: holder.token })).status).toBe(404);
    const florist = await people.logIn("florist");
    const till = await post("/v1/coupons/redeem", florist.token, { code: held.coupon.code });
    expect(till.status).toBe(404);
    expect((await till.json()).message).toBe("Unknown code");
    expect((await post("/v1/coupons/check", staff.token, { code: held.coupon.code })).status).toBe(403);
    expect((await t.request("/v1/businesses", { token: b.owner.token })).status).toBe(200);
    expect((await (await t.request("/v1/businesses", { token: b.owner.token })).json()).data).toEqual([]);
    expect((await t.request("/v1/auth/me", { token: staff.token }).then((r) => r.json())).data.business_member).toBe(false);
    expect((await close(b.owner, b.id, PASSWORD)).status).toBe(404);
  });
});

describe("Delete my account, for a business's only owner", () => {
  it("is refused with 409 pointing to the business page, then succeeds after a hand-over", async () => {
    const b = await business("Handed Over Hats");
    const staff = await staffOf(b, "Heir Staff");
    const refused = await deleteAccount(b.owner, PASSWORD);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      reason: "sole-owner",
      message:
        "You are the only owner of Handed Over Hats. Make another member its owner or close the business on your business page first.",
    });
    expect((await setRole(b.owner, b.id, staff.id, "owner")).status).toBe(200);
    expect((await deleteAccount(b.owner, PASSWORD)).status).toBe(200);
    expect(await roles(b.id)).toEqual({ [staff.id]: "owner" });
  });

  it("is refused with 409, then succeeds after the business is closed", async () => {
    const b = await business("Closed Before Leaving");
    expect((await deleteAccount(b.owner, PASSWORD)).status).toBe(409);
    expect((await close(b.owner, b.id, PASSWORD)).status).toBe(200);
    expect((await deleteAccount(b.owner, PASSWORD)).status).toBe(200);
  });
});
