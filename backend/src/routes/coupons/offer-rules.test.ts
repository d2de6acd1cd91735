import { and, count, eq } from "drizzle-orm";
import { openDatabase } from "../../db/client";
import { ads, compliments, couponAttempts, coupons } from "../../db/schema";
import { couponOffers } from "../../test/coupon-offers";
import { pdfTextLines } from "../../test/pdf-text";
import type { TestApp } from "../../test/test-app";
import { seededTestApp, type testUsers, type TestUser } from "../../test/users";
import { heldCoupons } from "./held-coupons";

/**
 * Issue 32's rules of an offer: it issues only while live, approved and within its dates in the
 * shop's zone; its caps hold under 20 holders at once; a coupon keeps the terms it was issued with,
 * is valid through the end of its last day in the shop's zone, and is turned away once its offer
 * was ended voiding it. Every test makes its own shop in Europe/Lisbon.
 */

let t: TestApp;
let people: ReturnType<typeof testUsers>;
let shops: ReturnType<typeof couponOffers>;
let owner: TestUser;
let author: TestUser;

// 1 March 2027, 10:00 in Lisbon (WET, UTC+0); Lisbon moves to WEST (UTC+1) on 28 March.
const START = new Date("2027-03-01T10:00:00Z");

beforeAll(async () => {
  // Tokens that outlive the clock's jumps across a month.
  ({ t, people } = await seededTestApp({ config: { tokenTtlDays: 3650, tokenIdleMinutes: 10_000_000 } }));
  t.clock.set(START);
  shops = couponOffers(t);
  owner = await people.register("Ofelia Owner");
  author = await people.register("Generous Author");
}, 60_000);
afterAll(() => t.close());
beforeEach(() => t.clock.set(START));

const post = (url: string, who: TestUser, json: unknown) => t.request(url, { method: "POST", token: who.token, json });
const check = (code: string) => post("/v1/coupons/check", owner, { code });
const redeem = (code: string) => post("/v1/coupons/redeem", owner, { code });

/** What the ad page answers `holder` opening the ad from a compliment they kept. */
async function opens(holder: TestUser, adId: number, complimentId?: number) {
  const id = complimentId ?? (await shops.kept(author.id, holder.id, adId));
  const res = await t.request(`/v1/ads/${adId}?compliment_id=${id}`, { token: holder.token });
  expect(res.status).toBe(200);
  const { data } = await res.json();
  return { complimentId: id, coupon: data.coupon, missed: data.coupon_missed };
}

const holders = (n: number, name: string) =>
  Promise.all(Array.from({ length: n }, (_, i) => people.register(`${name} ${"abcdefghijklmnopqrstuvwxyz"[i]}`)));
const issuedOf = async (offerId: number) => (await t.db.select({ n: count() }).from(coupons).where(eq(coupons.offerId, offerId)))[0]!.n;

describe("caps", () => {
  it("of 20 holders opening the ad at the same instant with a cap of 5, exactly 5 get a coupon", async () => {
    const shop = await shops.shop(owner.id, "Europe/Lisbon", { totalCap: 5 });
    const twenty = await holders(20, "Rushing Holder");
    const kept = await Promise.all(twenty.map((h) => shops.kept(author.id, h.id, shop.adId)));
    const answers = await Promise.all(twenty.map((h, i) => opens(h, shop.adId, kept[i])));
    expect(answers.filter((a) => a.coupon !== null)).toHaveLength(5);
    const missed = answers.filter((a) => a.coupon === null);
    expect(missed).toHaveLength(15);
    expect(missed.every((a) => a.missed === "all-claimed")).toBe(true);
    expect(await issuedOf(shop.offerId)).toBe(5);
    // One who missed out reads the same again; one who got theirs sees it again.
    const lucky = answers.findIndex((a) => a.coupon !== null);
    const unlucky = answers.findIndex((a) => a.coupon === null);
    expect((await opens(twenty[lucky]!, shop.adId, kept[lucky])).coupon.code).toBe(answers[lucky]!.coupon.code);
    expect(await opens(twenty[unlucky]!, shop.adId, kept[unlucky])).toMatchObject({ coupon: null, missed: "all-claimed" });
  });

  it("holds with 20 transactions at once, each on its own connection when on PostgreSQL", async () => {
    const shop = await shops.shop(owner.id, "Europe/Lisbon", { totalCap: 5 });
    const twenty = await holders(20, "Parallel Holder");
    const kept = await Promise.all(twenty.map((h) => shops.kept(author.id, h.id, shop.adId)));
    // On PostgreSQL a pool of 20 connections: 20 transactions really run side by side, each waiting on the offer's row.
    const wide = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 20 }) : undefined;
    try {
      const issuer = heldCoupons({ ...t.deps, db: wide?.db ?? t.db });
      const answers = await Promise.all(twenty.map((h, i) => issuer.forAdPage(h.id, kept[i]!, shop.adId)));
      expect(answers.filter((a) => a.coupon).length).toBe(5);
      expect(answers.filter((a) => a.missed === "all-claimed").length).toBe(15);
    } finally {
      await wide?.close();
    }
    expect(await issuedOf(shop.offerId)).toBe(5);
  });

  it("gives a holder with their share of coupons their latest one back, through any compliment, even once all are claimed", async () => {
    const shop = await shops.shop(owner.id, "Europe/Lisbon", { totalCap: 2, perPerson: 1 });
    const holder = await people.register("Returning Holder");
    const first = await opens(holder, shop.adId);
    const again = await opens(holder, shop.adId);
    expect(again.coupon.code).toBe(first.coupon.code);
    expect(again.coupon.compliment_id).toBe(first.complimentId);
    // Used, it is still their one coupon of the offer: no second.
    expect((await redeem(first.coupon.code)).status).toBe(200);
    expect(await opens(holder, shop.adId)).toMatchObject({ coupon: { code: first.coupon.code, status: "used" }, missed: null });
    await opens(await people.register("Other Holder"), shop.adId);
    expect(await opens(await people.register("Late Holder"), shop.adId)).toMatchObject({ coupon: null, missed: "all-claimed" });
    expect((await opens(holder, shop.adId)).coupon.code).toBe(first.coupon.code);
    expect(await issuedOf(shop.offerId)).toBe(2);
  });

  it("with 2 per person: a second coupon once the first is used, then the latest", async () => {
    const shop = await shops.shop(owner.id, "Europe/Lisbon", { perPerson: 2 });
    const holder = await people.register("Twice Holder");
    const first = await opens(holder, shop.adId);
    // One usable coupon at a time: a second compliment shows the first while it is unused.
    expect((await opens(holder, shop.adId)).coupon.code).toBe(first.coupon.code);
    expect((await redeem(first.coupon.code)).status).toBe(200);
    const second = await opens(holder, shop.adId);
    expect(second.coupon.code).not.toBe(first.coupon.code);
    expect((await redeem(second.coupon.code)).status).toBe(200);
    expect((await opens(holder, shop.adId)).coupon.code).toBe(second.coupon.code);
    expect(await issuedOf(shop.offerId)).toBe(2);
  });
});

describe("what a coupon keeps", () => {
  it("keeps the value and terms it was issued with: the ad page, the till and the PDF show them after an edit", async () => {
    const shop = await shops.shop(owner.id, "Europe/Lisbon", { name: "A free pastel", value: "1 free", terms: "One per visit." });
    const early = await people.register("Early Holder");
    const { coupon, complimentId } = await opens(early, shop.adId);
    await shops.setOffer(shop.offerId, { name: "Half a pastel", value: "50% off", terms: "Weekdays only." });

    const before = { name: "A free pastel", value: "1 free", terms: "One per visit." };
    expect((await opens(early, shop.adId, complimentId)).coupon.offer).toMatchObject(before);
    expect((await (await check(coupon.code)).json()).data.offer).toMatchObject(before);
    const link = await t.request(`/v1/compliments/${complimentId}/ads/${shop.adId}/pdf`, { token: early.token });
    const url = new URL((await link.json()).data.download_url);
    const pdf = await t.request(`${url.pathname.replace(/^\/api/, "")}${url.search}`);
    const text = pdfTextLines(new Uint8Array(await pdf.arrayBuffer())).join(" ");
    expect(text).toContain("One per visit.");
    expect(text).not.toContain("Weekdays only.");
    // The business's name and address, and the last day as the page writes it.
    expect(text).toContain("Offer Shop");
    expect(text).toContain("Rua Augusta 1, Lisboa");
    expect(text).toContain("Valid until 31 Mar 2027 (Lisbon time)");

    const late = await opens(await people.register("Late Holder"), shop.adId);
    expect(late.coupon.offer).toMatchObject({ name: "Half a pastel", value: "50% off", terms: "Weekdays only." });
  });

  it("is valid through the end of its last day in the shop's zone: 23:59 redeems, 00:01 is expired", async () => {
    const shop = await shops.shop(owner.id, "Europe/Lisbon", { validDays: 30 });
    const { coupon } = await opens(await people.register("Midnight Holder"), shop.adId);
    expect(coupon).toMatchObject({ valid_until: "2027-03-31", time_zone: "Europe/Lisbon", expires_at: "2027-03-31T23:00:00.000Z" });
    const second = (await opens(await people.register("Second Midnight Holder"), shop.adId)).coupon;

    t.clock.set(new Date("2027-03-31T22:59:00Z")); // 23:59 in Lisbon (WEST)
    const late = await check(coupon.code);
    expect(late.status).toBe(200);
    expect((await late.json()).data).toMatchObject({ valid_until: "2027-03-31", time_zone: "Europe/Lisbon" });
    expect((await redeem(coupon.code)).status).toBe(200);

    t.clock.set(new Date("2027-03-31T23:01:00Z")); // 00:01 on 1 April in Lisbon
    const expired = await check(second.code);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ success: false, message: "Expired" });
  });

  it("ends with the offer's last day when that comes first, and counts from the issue day in the shop's zone", async () => {
    const shop = await shops.shop(owner.id, "Europe/Lisbon", { validDays: 30, endsOn: "2027-03-15" });
    // 23:30 UTC on 28 February is 23:30 in Lisbon: 28 February is its issue day, 30 days on would be 30 March.
    t.clock.set(new Date("2027-02-28T23:30:00Z"));
    const { coupon } = await opens(await people.register("Window Holder"), shop.adId);
    expect(coupon).toMatchObject({ valid_until: "2027-03-15", expires_at: "2027-03-16T00:00:00.000Z" });

    const tokyo = await shops.shop(owner.id, "Asia/Tokyo", { validDays: 1 });
    const far = (await opens(await people.register("Tokyo Holder"), tokyo.adId)).coupon;
    // 08:30 on 1 March in Tokyo: the next day is its last, ending at midnight there (15:00 UTC).
    expect(far).toMatchObject({ valid_until: "2027-03-02", time_zone: "Asia/Tokyo", expires_at: "2027-03-02T15:00:00.000Z" });
  });
});

describe("when an offer issues", () => {
  it("issues nothing while paused, a draft, before its first day or after its last; an issued coupon of a paused offer still redeems", async () => {
    const shop = await shops.shop(owner.id, "Europe/Lisbon", { startsOn: "2027-03-02", endsOn: "2027-03-10" });
    const holder = await people.register("Patient Holder");
    const id = await shops.kept(author.id, holder.id, shop.adId);
    expect(await opens(holder, shop.adId, id)).toMatchObject({ coupon: null, missed: "not-issuing" });
    // 00:00 on 2 March in Lisbon: its first day.
    t.clock.set(new Date("2027-03-02T00:00:00Z"));
    const { coupon } = await opens(holder, shop.adId, id);
    expect(coupon).toMatchObject({ status: "valid", valid_until: "2027-03-10" });

    await shops.setOffer(shop.offerId, { status: "paused" });
    expect(await opens(await people.register("Paused Holder"), shop.adId)).toMatchObject({ coupon: null, missed: "not-issuing" });
    expect((await redeem(coupon.code)).status).toBe(200);

    await shops.setOffer(shop.offerId, { status: "draft" });
    expect(await opens(await people.register("Draft Holder"), shop.adId)).toMatchObject({ coupon: null, missed: "not-issuing" });

    await shops.setOffer(shop.offerId, { status: "live" });
    t.clock.set(new Date("2027-03-10T23:59:00Z")); // 23:59 on its last day (WET)
    expect((await opens(await people.register("Last Day Holder"), shop.adId)).coupon).toMatchObject({ valid_until: "2027-03-10" });
    t.clock.set(new Date("2027-03-11T00:00:00Z"));
    expect(await opens(await people.register("Too Late Holder"), shop.adId)).toMatchObject({ coupon: null, missed: "ended" });

    await shops.setOffer(shop.offerId, { status: "ended", endsOn: null });
    expect(await opens(await people.register("Ended Holder"), shop.adId)).toMatchObject({ coupon: null, missed: "ended" });
    expect(await issuedOf(shop.offerId)).toBe(2);
  });

  it("issues nothing for an ad not approved yet; the author and an unverified claimer get nothing, as before", async () => {
    const shop = await shops.shop(owner.id, "Europe/Lisbon");
    await t.db.update(ads).set({ review: "waiting" }).where(eq(ads.id, shop.adId));
    const issuer = heldCoupons(t.deps);
    const holder = await people.register("Waiting Holder");
    expect(await issuer.forAdPage(holder.id, await shops.kept(author.id, holder.id, shop.adId), shop.adId)).toEqual({
      coupon: null,
      missed: "not-issuing",
    });
    await t.db.update(ads).set({ review: "approved" }).where(eq(ads.id, shop.adId));
    const unverified = await people.register("Unverified Holder", { verified: false });
    expect(await issuer.forAdPage(unverified.id, await shops.kept(author.id, unverified.id, shop.adId), shop.adId)).toEqual({
      coupon: null,
      missed: null,
    });
    // A compliment its author claimed (only possible in the database): still nothing.
    expect(await issuer.forAdPage(author.id, await shops.kept(author.id, author.id, shop.adId), shop.adId)).toEqual({
      coupon: null,
      missed: null,
    });
    expect(await issuedOf(shop.offerId)).toBe(0);
  });

  it("ended with void: the till answers 'This offer has ended' (410) and logs it; a coupon used before stays used", async () => {
    const shop = await shops.shop(owner.id, "Europe/Lisbon");
    const used = await opens(await people.register("Quick Holder"), shop.adId);
    const slow = await people.register("Slow Holder");
    const kept = await opens(slow, shop.adId);
    expect((await redeem(used.coupon.code)).status).toBe(200);
    t.clock.advance(60_000);
    await shops.setOffer(shop.offerId, { status: "ended", voidedAt: t.clock.now() });

    for (const answer of [await check(kept.coupon.code), await redeem(kept.coupon.code)]) {
      expect(answer.status).toBe(410);
      expect(await answer.json()).toEqual({ success: false, message: "This offer has ended", reason: "offer-ended" });
    }
    const logged = await t.db
      .select({ result: couponAttempts.result })
      .from(couponAttempts)
      .where(and(eq(couponAttempts.businessProfileId, shop.businessId), eq(couponAttempts.code, kept.coupon.code)));
    expect(logged.map((a) => a.result)).toEqual(["ended", "ended"]);
    expect((await opens(slow, shop.adId, kept.complimentId)).coupon.status).toBe("void");
    expect((await check(used.coupon.code)).status).toBe(409);
  });
});

describe("GET /v1/businesses/{businessId}/offer-results", () => {
  it("counts each offer's coupons and gives them by day in the shop's zone, also as CSV", async () => {
    const shop = await shops.shop(owner.id, "Europe/Lisbon", { totalCap: 5 });
    const [a, b, e] = await Promise.all(
      ["Anna", "Bruno", "Eva"].map(async (name) => (await opens(await people.register(name), shop.adId)).coupon),
    );
    expect((await redeem(a.code)).status).toBe(200);
    // 23:30 UTC on 29 March is 00:30 on the 30th in Lisbon (summer time): the shop's day, not UTC's.
    t.clock.set(new Date("2027-03-29T23:30:00Z"));
    await opens(await people.register("Carla"), shop.adId);
    const d = await opens(await people.register("Dora"), shop.adId);
    expect((await redeem(b.code)).status).toBe(200);
    // D's compliment is deleted: D is void and gives its place under the cap back.
    await t.db.delete(compliments).where(eq(compliments.id, d.complimentId));
    t.clock.set(new Date("2027-04-01T12:00:00Z")); // E's last day, 31 March, is over

    const res = await t.request(`/v1/businesses/${shop.businessId}/offer-results`, { token: owner.token });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.time_zone).toBe("Europe/Lisbon");
    const [results] = data.offers;
    expect(results).toMatchObject({
      offer_id: shop.offerId,
      ad: { id: shop.adId },
      name: "A free pastel",
      status: "live",
      total_cap: 5,
      issued: 5,
      redeemed: 2,
      expired: 1,
      voided: 1,
      remaining: 1,
      redemption_rate: 0.4,
    });
    expect(e.code).not.toBe(a.code);
    expect(results.days).toHaveLength(32); // 1 March to 1 April, every day
    const on = (day: string) => results.days.find((x: { day: string }) => x.day === day);
    expect(on("2027-03-01")).toEqual({ day: "2027-03-01", issued: 3, redeemed: 1 });
    expect(on("2027-03-29")).toEqual({ day: "2027-03-29", issued: 0, redeemed: 0 });
    expect(on("2027-03-30")).toEqual({ day: "2027-03-30", issued: 2, redeemed: 1 });

    const csv = await t.request(`/v1/businesses/${shop.businessId}/offer-results/export`, { token: owner.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="offer-results.csv"');
    const lines = (await csv.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("day,time_zone,ad,offer,issued,redeemed");
    expect(lines).toHaveLength(33);
    const title = (await t.db.select({ title: ads.title }).from(ads).where(eq(ads.id, shop.adId)))[0]!.title;
    expect(lines[1]).toBe(`2027-03-01,Europe/Lisbon,${title},A free pastel,3,1`);
    expect(lines[30]).toBe(`2027-03-30,Europe/Lisbon,${title},A free pastel,2,1`);

    // Another person's business is not found; a new shop with no coupons has no days yet.
    const stranger = await people.register("Stranger");
    expect((await t.request(`/v1/businesses/${shop.businessId}/offer-results`, { token: stranger.token })).status).toBe(404);
    const empty = await shops.shop(stranger.id, "Asia/Tokyo");
    const fresh = (await (await t.request(`/v1/businesses/${empty.businessId}/offer-results`, { token: stranger.token })).json()).data;
    expect(fresh).toEqual({
      time_zone: "Asia/Tokyo",
      offers: [expect.objectContaining({ issued: 0, remaining: null, redemption_rate: null, days: [] })],
    });
  });
});
