import { groupCouponCode } from "@/common/coupons/coupon-code";
import { ads, businessMembers, businessProfiles, offers } from "../../db/schema";
import type { TestApp } from "../../test/test-app";
import { seededTestApp, type testUsers, type TestUser } from "../../test/users";
import { isoInZone } from "@/common/zoned-time";

// The owner's summary and the redemption log's filter, search and CSV (issue 32): days are the shop's.

let t: TestApp;
let people: ReturnType<typeof testUsers>;

beforeAll(async () => {
  // The test clock walks over days: sessions are not to end on the way.
  ({ t, people } = await seededTestApp({ config: { tokenIdleMinutes: 1_000_000, tokenTtlDays: 1_000 } }));
}, 120_000);
afterAll(() => t.close());

const post = (url: string, token: string, json?: unknown) => t.request(url, { method: "POST", token, json });
const get = async (url: string, who: TestUser) => t.request(url, { token: who.token });

/** A business in `zone` with one ad and offer, and its owner. */
async function business(name: string, zone: string) {
  const owner = await people.register(`${name.split(" ")[0]} Owner`);
  const [profile] = await t.db.insert(businessProfiles).values({ name, timeZone: zone }).returning({ id: businessProfiles.id });
  await t.db.insert(businessMembers).values({ businessProfileId: profile!.id, userId: owner.id, role: "owner" });
  const [ad] = await t.db
    .insert(ads)
    .values({ businessProfileId: profile!.id, title: `${name} special`, contact: "hello@example.com" })
    .returning({ id: ads.id });
  await t.db.insert(offers).values({ adId: ad!.id, name: "A free bun", value: "Free", terms: "One per visit." });
  return { id: profile!.id, owner, adId: ad!.id };
}

/** A coupon of the ad's offer, held by a new person through a kept compliment. */
async function coupon(adId: number): Promise<string> {
  const [author, holder] = [await people.register("Coupon Author"), await people.register("Coupon Holder")];
  const written = await post("/v1/compliments", author.token, { to: "Holder", compliment: "Thank you for the directions." });
  const { id, code } = (await written.json()).data as { id: number; code: string };
  expect((await t.request(`/v1/compliments/${id}`, { method: "PATCH", token: author.token, json: { ads: [adId] } })).status).toBe(200);
  expect((await t.request(`/v1/compliments/code/${code}`, { token: holder.token })).status).toBe(200);
  expect((await post(`/v1/compliments/${id}/claim`, holder.token)).status).toBe(200);
  const page = await (await t.request(`/v1/ads/${adId}?compliment_id=${id}`, { token: holder.token })).json();
  return page.data.coupon.code as string;
}

/** Redeems `code` at the shop's till at the instant `at`. */
async function redeemAt(who: TestUser, code: string, at: string) {
  t.clock.set(new Date(at));
  expect((await post("/v1/coupons/redeem", who.token, { code })).status).toBe(200);
}

describe("GET /v1/businesses/{businessId}/summary", () => {
  it("counts coupons redeemed today and since Monday in the shop's time zone, at its midnights", async () => {
    // Los Angeles is UTC−8 in January: its Monday 19 January 2026 begins at 08:00 UTC.
    const b = await business("Zoned Bakery", "America/Los_Angeles");
    t.clock.set(new Date("2026-01-18T12:00:00Z"));
    const codes = [await coupon(b.adId), await coupon(b.adId), await coupon(b.adId), await coupon(b.adId)];
    await redeemAt(b.owner, codes[0]!, "2026-01-19T07:59:00Z"); // Sunday 23:59 there: last week
    await redeemAt(b.owner, codes[1]!, "2026-01-19T08:01:00Z"); // Monday 00:01 there
    await redeemAt(b.owner, codes[2]!, "2026-01-20T08:30:00Z"); // Tuesday 00:30 there
    await redeemAt(b.owner, codes[3]!, "2026-01-20T09:00:00Z"); // …and undone: not redeemed
    const held = await t.request("/v1/coupons/check", { method: "POST", token: b.owner.token, json: { code: codes[3] } });
    const couponId = (await held.json()).data.id as number;
    expect((await t.request(`/v1/coupons/redemptions/${couponId}`, { method: "DELETE", token: b.owner.token })).status).toBe(200);

    const summary = async (at: string) => {
      t.clock.set(new Date(at));
      const res = await get(`/v1/businesses/${b.id}/summary`, b.owner);
      expect(res.status).toBe(200);
      return (await res.json()).data;
    };
    // Tuesday 23:59 there (Wednesday in UTC).
    expect(await summary("2026-01-21T07:59:00Z")).toEqual({
      time_zone: "America/Los_Angeles",
      today: "2026-01-20",
      week_start: "2026-01-19",
      redeemed_today: 1,
      redeemed_this_week: 2,
    });
    // Wednesday 00:01 there: a new day, the same week.
    expect(await summary("2026-01-21T08:01:00Z")).toMatchObject({ today: "2026-01-21", redeemed_today: 0, redeemed_this_week: 2 });
    // Sunday 23:59 there, then Monday 00:01: a new week.
    expect(await summary("2026-01-26T07:59:00Z")).toMatchObject({ today: "2026-01-25", week_start: "2026-01-19", redeemed_this_week: 2 });
    expect(await summary("2026-01-26T08:01:00Z")).toMatchObject({ today: "2026-01-26", week_start: "2026-01-26", redeemed_this_week: 0 });
  });

  it("is for owners: staff get 403, others 404", async () => {
    const b = await business("Private Pies", "Europe/Lisbon");
    const staff = await people.register("Pie Staff");
    await t.db.insert(businessMembers).values({ businessProfileId: b.id, userId: staff.id, role: "staff" });
    expect((await get(`/v1/businesses/${b.id}/summary`, staff)).status).toBe(403);
    expect((await get(`/v1/businesses/${b.id}/summary`, await people.register("Pie Stranger"))).status).toBe(404);
  });
});

describe("GET /v1/businesses/{businessId}/attempts with a filter, and its CSV", () => {
  let b: Awaited<ReturnType<typeof business>>;
  let codes: string[];

  beforeAll(async () => {
    // Kiritimati is UTC+14: its 20 January 2026 runs from 19 January 10:00 UTC to 20 January 10:00 UTC.
    b = await business("Island Ices", "Pacific/Kiritimati");
    t.clock.set(new Date("2026-01-18T00:00:00Z"));
    codes = [await coupon(b.adId), await coupon(b.adId), await coupon(b.adId)];
    await redeemAt(b.owner, codes[0]!, "2026-01-19T09:59:00Z"); // 19 Jan 23:59 there
    await redeemAt(b.owner, codes[1]!, "2026-01-19T10:01:00Z"); // 20 Jan 00:01 there
    await redeemAt(b.owner, codes[2]!, "2026-01-20T09:59:00Z"); // 20 Jan 23:59 there
    t.clock.set(new Date("2026-01-20T10:01:00Z")); // 21 Jan 00:01 there
    expect((await post("/v1/coupons/redeem", b.owner.token, { code: codes[0] })).status).toBe(409);
  });

  const log = async (query: string) => {
    const res = await get(`/v1/businesses/${b.id}/attempts?${query}`, b.owner);
    expect(res.status).toBe(200);
    return res.json();
  };

  it("keeps the days whole in the shop's zone, both inclusive", async () => {
    const day20 = await log("from=2026-01-20&to=2026-01-20");
    expect(day20.data.map((a: { code: string }) => a.code)).toEqual([groupCouponCode(codes[2]!), groupCouponCode(codes[1]!)]);
    expect(day20.total).toBe(2);
    expect((await log("to=2026-01-19")).data.map((a: { code: string }) => a.code)).toEqual([groupCouponCode(codes[0]!)]);
    expect((await log("from=2026-01-21")).data).toMatchObject([{ result: "already_used", code: groupCouponCode(codes[0]!) }]);
    expect((await log("from=&to=&code=")).total).toBe(4);
  });

  it("finds a code typed any way the till reads one, and pages the filtered log", async () => {
    const typed = `${codes[0]!.slice(0, 4).toLowerCase()}-${codes[0]!.slice(4)}`;
    const found = await log(`code=${encodeURIComponent(typed)}`);
    expect(found.data.map((a: { result: string }) => a.result)).toEqual(["already_used", "redeemed"]);
    expect((await log(`code=${encodeURIComponent(` ${codes[1]!.slice(2, 6)} `)}`)).data[0].code).toBe(groupCouponCode(codes[1]!));
    const paged = await log("from=2026-01-19&to=2026-01-21&limit=1&page=2");
    expect(paged).toMatchObject({ total: 4, last_page: 4, current_page: 2 });
    expect(paged.data[0].code).toBe(groupCouponCode(codes[2]!));
    expect((await log(`code=${encodeURIComponent("0\u0000")}`)).total).toBe(0);
  });

  it("refuses days that are not days, a last day before the first, and a long search with 422", async () => {
    for (const query of ["from=2026-02-30", "to=yesterday", "from=1969-12-31", "from=2026-01-21&to=2026-01-20", `code=${"A".repeat(41)}`]) {
      const res = await get(`/v1/businesses/${b.id}/attempts?${query}`, b.owner);
      expect(res.status).toBe(422);
      expect((await get(`/v1/businesses/${b.id}/attempts/export?${query}`, b.owner)).status).toBe(422);
    }
    const backwards = await (await get(`/v1/businesses/${b.id}/attempts?from=2026-01-21&to=2026-01-20`, b.owner)).json();
    expect(backwards.errors).toEqual({ to: ["The last day must not be before the first"] });
  });

  it("gives the CSV's times in the shop's zone with its offset and codes as printed, filtered as the log", async () => {
    const res = await get(`/v1/businesses/${b.id}/attempts/export?from=2026-01-20`, b.owner);
    expect(res.status).toBe(200);
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines).toEqual([
      "time (Pacific/Kiritimati),code,result,member,offer",
      `2026-01-21T00:01:00+14:00,${groupCouponCode(codes[0]!)},already_used,Island Owner,A free bun`,
      `2026-01-20T23:59:00+14:00,${groupCouponCode(codes[2]!)},redeemed,Island Owner,A free bun`,
      `2026-01-20T00:01:00+14:00,${groupCouponCode(codes[1]!)},redeemed,Island Owner,A free bun`,
    ]);
  });
});

describe("isoInZone", () => {
  it("writes the wall clock and offset of the zone at that instant, across a clock change", () => {
    expect(isoInZone(new Date("2027-03-28T00:59:59Z"), "Europe/Lisbon")).toBe("2027-03-28T00:59:59+00:00");
    expect(isoInZone(new Date("2027-03-28T01:00:00Z"), "Europe/Lisbon")).toBe("2027-03-28T02:00:00+01:00");
    expect(isoInZone(new Date("2027-01-01T00:00:00Z"), "UTC")).toBe("2027-01-01T00:00:00+00:00");
    expect(isoInZone(new Date("2027-01-01T00:00:00Z"), "Asia/Kolkata")).toBe("2027-01-01T05:30:00+05:30");
  });
});
