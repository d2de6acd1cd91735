import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import { PageSizes, PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { groupCouponCode, readCouponCode } from "@/common/coupons/coupon-code";
import { ads, businessMembers, compliments, coupons, users } from "../../db/schema";
import { demoUsers } from "../../db/seed-data";
import { firstRow } from "../../db/rows";
import { pdfTextLines } from "../../test/pdf-text";
import { scanSvg } from "../../test/scan-qr";
import type { TestApp } from "../../test/test-app";
import { seededTestApp, type testUsers, type TestUser } from "../../test/users";

let t: TestApp;
let people: ReturnType<typeof testUsers>;
let owner: TestUser;
let latte: number;
let bouquet: number;
let bouquetShop: number;
let cafeId: number;
const cafe = () => cafeId;
beforeAll(async () => {
  ({ t, people } = await seededTestApp());
  owner = await people.logIn("cafe");
  latte = await adIdOf("Latte art Fridays");
  bouquet = await adIdOf("Bouquet of the week");
  cafeId = firstRow(await t.db.select({ id: ads.businessProfileId }).from(ads).where(eq(ads.id, latte)), "café").id;
  bouquetShop = firstRow(await t.db.select({ id: ads.businessProfileId }).from(ads).where(eq(ads.id, bouquet)), "florist").id;
}, 60_000);
afterAll(() => t.close());

async function adIdOf(title: string) {
  return firstRow(await t.db.select({ id: ads.id }).from(ads).where(eq(ads.title, title)), title).id;
}

const DAY = 86_400_000;
const post = (url: string, token: string | undefined, json: unknown) => t.request(url, { method: "POST", token, json });
const redeem = (who: TestUser, code: string) => post("/v1/coupons/redeem", who.token, { code });
const check = (who: TestUser, code: string) => post("/v1/coupons/check", who.token, { code });
const adPage = (adId: number, complimentId: number, token?: string) =>
  t.request(`/v1/ads/${adId}?compliment_id=${complimentId}`, { token }).then((res) => res.json());

/** A compliment by `author` carrying `adIds`, opened by its code and claimed by `holder` when given. */
async function keptCompliment(author: TestUser, adIds: number[], holder?: TestUser) {
  const written = await post("/v1/compliments", author.token, { to: "Coupon Fan", compliment: "You always find the best deals." });
  const { id, code } = (await written.json()).data as { id: number; code: string };
  expect((await t.request(`/v1/compliments/${id}`, { method: "PATCH", token: author.token, json: { ads: adIds } })).status).toBe(200);
  if (holder) {
    expect((await t.request(`/v1/compliments/code/${code}`, { token: holder.token })).status).toBe(200);
    expect((await post(`/v1/compliments/${id}/claim`, holder.token, undefined)).status).toBe(200);
  }
  return id;
}

/** A holder's fresh coupon of the Latte ad's offer, through a new compliment. */
async function couponOf(holder: TestUser) {
  const id = await keptCompliment(await people.register("Generous Author"), [latte], holder);
  const { data } = await adPage(latte, id, holder.token);
  expect(data.coupon).not.toBeNull();
  return { complimentId: id, coupon: data.coupon as { id: number; code: string; redeem_url: string; qr_code: string; status: string } };
}

/** A staff member of the café, added by its owner through the API. */
async function cafeStaff(name: string) {
  const staff = await people.register(name);
  const { email } = firstRow(await t.db.select({ email: users.email }).from(users).where(eq(users.id, staff.id)), name);
  expect((await post(`/v1/businesses/${cafe()}/members`, owner.token, { email: email.toUpperCase() })).status).toBe(201);
  return staff;
}

describe("issuing coupons", () => {
  it("gives the claimer a personal coupon on their first look, and a different one to another claimer", async () => {
    const first = await people.register("First Holder");
    const second = await people.register("Second Holder");
    const a = await couponOf(first);
    const b = await couponOf(second);
    expect(readCouponCode(a.coupon.code)).toBe(a.coupon.code);
    expect(a.coupon.code).not.toBe(b.coupon.code);
    expect(a.coupon).toMatchObject({
      status: "valid",
      offer: { name: "10% off your next coffee", value: "10% off", valid_days: 30 },
      business: { id: cafe(), name: "Bean There Café" },
      compliment_id: a.complimentId,
      redeemed_at: null,
    });
    // The QR leads to the redeem page with a token of its own, never the typed code.
    expect(a.coupon.redeem_url).toMatch(/^http:\/\/localhost:3000\/business\/redeem\?t=[A-Za-z0-9_-]{22}$/);
    expect(a.coupon.redeem_url).not.toContain(a.coupon.code);
    const svg = Buffer.from(a.coupon.qr_code.split(",")[1]!, "base64");
    expect((await scanSvg(svg)).text).toBe(a.coupon.redeem_url);
    // A second look shows the same coupon.
    expect((await adPage(latte, a.complimentId, first.token)).data.coupon.code).toBe(a.coupon.code);
  });

  it("gives no usable code to a guest, the author or another reader; ads carry the offer only", async () => {
    const author = await people.register("Coupon Author");
    const holder = await people.register("Coupon Holder");
    const reader = await people.register("Curious Reader");
    const id = await keptCompliment(author, [latte], holder);
    const { coupon } = (await adPage(latte, id, holder.token)).data;
    const codeBox = await t.db.select({ code: compliments.code }).from(compliments).where(eq(compliments.id, id));
    await t.request(`/v1/compliments/code/${codeBox[0]!.code}`, { token: reader.token });
    for (const token of [undefined, author.token, reader.token]) {
      const body = await adPage(latte, id, token);
      expect(body.data.coupon).toBeNull();
      expect(body.data.ad.offer).toMatchObject({ name: "10% off your next coffee", value: "10% off" });
      expect(JSON.stringify(body)).not.toContain(coupon.code);
    }
    const list = await (await t.request("/v1/ads", { token: reader.token })).text();
    expect(list).not.toMatch(/BEAN10|"code"/);
    // Nor a PDF: only the holder has a coupon there.
    expect((await t.request(`/v1/compliments/${id}/ads/${latte}/pdf`)).status).toBe(401);
    for (const who of [author, reader]) {
      const res = await t.request(`/v1/compliments/${id}/ads/${latte}/pdf`, { token: who.token });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: "Coupon not found" });
    }
  });

  it("issues coupons only to a verified claimer who is not the author: 0 to the author, 0 unverified, then 1 once verified", async () => {
    const issued = async (complimentId: number) => (await t.db.select().from(coupons).where(eq(coupons.complimentId, complimentId))).length;
    // The author cannot claim their own compliment, and their looks issue nothing.
    const author = await people.register("Own Claimer");
    const own = await keptCompliment(author, [latte]);
    expect((await post(`/v1/compliments/${own}/claim`, author.token, undefined)).status).not.toBe(200);
    expect((await adPage(latte, own, author.token)).data.coupon).toBeNull();
    expect(await issued(own)).toBe(0);

    // A second account, never verified, claims it: no coupon, by a look or by saving the ad.
    const farm = await people.register("Farming Account", { verified: false });
    const farmed = await keptCompliment(author, [latte, bouquet], farm);
    expect((await adPage(latte, farmed, farm.token)).data.coupon).toBeNull();
    expect((await post(`/v1/ads/${bouquet}/toggle-favorite`, farm.token, undefined)).status).toBe(200);
    expect(await issued(farmed)).toBe(0);

    // Once verified, their next look issues it.
    await t.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, farm.id));
    expect((await adPage(latte, farmed, farm.token)).data.coupon).toMatchObject({ status: "valid", compliment_id: farmed });
    expect(await issued(farmed)).toBe(1);

    // A verified stranger gets theirs on the first look, as before.
    const stranger = await people.register("Verified Stranger");
    const kept = await keptCompliment(author, [latte], stranger);
    expect((await adPage(latte, kept, stranger.token)).data.coupon).toMatchObject({ status: "valid" });
    expect(await issued(kept)).toBe(1);
  });

  it("gives one coupon of an offer per person (its default): a second kept compliment shows it, used or not", async () => {
    const holder = await people.register("Double Holder");
    const { coupon } = await couponOf(holder);
    const again = await keptCompliment(await people.register("Another Author"), [latte], holder);
    expect((await adPage(latte, again, holder.token)).data.coupon.code).toBe(coupon.code);
    expect((await redeem(owner, coupon.code)).status).toBe(200);
    expect((await adPage(latte, again, holder.token)).data.coupon).toMatchObject({ code: coupon.code, status: "used" });
  });

  it("issues the coupon when the claimer saves the ad", async () => {
    const holder = await people.register("Saving Holder");
    const id = await keptCompliment(await people.register("Saved Author"), [bouquet], holder);
    expect((await post(`/v1/ads/${bouquet}/toggle-favorite`, holder.token, undefined)).status).toBe(200);
    const row = await t.db.query.coupons.findFirst({ where: (c, { eq: is }) => is(c.complimentId, id) });
    expect(row?.holderId).toBe(holder.id);
  });

  it("voids the coupon when its compliment is deleted", async () => {
    const author = await people.register("Deleting Author");
    const holder = await people.register("Voided Holder");
    const id = await keptCompliment(author, [latte], holder);
    const { code } = (await adPage(latte, id, holder.token)).data.coupon;
    expect((await t.request(`/v1/compliments/${id}`, { method: "DELETE", token: author.token })).status).toBe(200);
    const res = await redeem(owner, code);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: "Unknown code" });
  });
});

describe("POST /v1/coupons/redeem", () => {
  it("redeems once at its business, typed with a space; then 'Already used' with when and by whom", async () => {
    const holder = await people.register("Tilly Holder");
    const { coupon, complimentId } = await couponOf(holder);
    const confirm = await check(owner, groupCouponCode(coupon.code).toLowerCase());
    expect(confirm.status).toBe(200);
    expect((await confirm.json()).data).toMatchObject({
      holder_first_name: "Tilly",
      offer: { name: "10% off your next coffee" },
      redeemed_at: null,
    });

    const done = await redeem(owner, groupCouponCode(coupon.code));
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ success: true, message: "Redeemed", data: { redeemed_by: demoUsers.cafe.name } });
    const again = await redeem(owner, `${coupon.code.slice(0, 4)}-${coupon.code.slice(4)}`);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      success: false,
      message: "Already used",
      data: { redeemed_at: t.clock.now().toISOString(), redeemed_by: demoUsers.cafe.name },
    });
    const page = (await adPage(latte, complimentId, holder.token)).data.coupon;
    expect(page).toMatchObject({ status: "used", redeemed_at: t.clock.now().toISOString() });
    expect((await t.request(`/v1/compliments/${complimentId}/ads/${latte}/pdf`, { token: holder.token })).status).toBe(409);
  });

  it("answers 'Not valid at this business', 'Unknown code', 'Expired', and 403 to someone of no business", async () => {
    const florist = await people.register("Flora Florist");
    await t.db.insert(businessMembers).values({ businessProfileId: bouquetShop, userId: florist.id, role: "owner" });
    const { coupon } = await couponOf(await people.register("Expiring Holder"));
    const expect4xx = async (res: Response, status: number, message: string, reason?: string) => {
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ success: false, message, ...(reason && { reason }) });
    };
    // The till's two 403s are told apart by their reason, never by their words.
    await expect4xx(await redeem(florist, coupon.code), 403, "Not valid at this business", "wrong-business");
    await expect4xx(await check(florist, coupon.code), 403, "Not valid at this business", "wrong-business");
    const misspelt = coupon.code.slice(0, 8) + (coupon.code[8] === "2" ? "3" : "2");
    await expect4xx(await redeem(owner, misspelt), 404, "Unknown code");
    await expect4xx(await redeem(owner, "\u0000".repeat(9)), 404, "Unknown code");
    const nobody = await people.register("No Business");
    await expect4xx(await redeem(nobody, coupon.code), 403, "This is only for the people of a business.", "not-a-member");
    await expect4xx(await check(nobody, coupon.code), 403, "This is only for the people of a business.", "not-a-member");
    // Valid through the end of its last day in the shop's zone (Los Angeles): 30 days on from 04:00 there, then that day's end.
    t.clock.advance(30 * DAY);
    owner = await people.logIn("cafe"); // the last token has gone idle meanwhile
    expect((await check(owner, coupon.code)).status).toBe(200);
    t.clock.advance(DAY);
    owner = await people.logIn("cafe");
    await expect4xx(await redeem(owner, coupon.code), 410, "Expired");
  });

  it("of 20 simultaneous redeems of one coupon by 20 members, exactly one succeeds", async () => {
    const { coupon } = await couponOf(await people.register("Rushed Holder"));
    const staff = [owner];
    for (let i = 1; i < 20; i++) staff.push(await cafeStaff(`Rush Staff ${"abcdefghijklmnopqrst"[i]}`));
    const answers = await Promise.all(staff.map((member) => redeem(member, coupon.code)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
  });

  // Redeeming and checking are each limited: checking is no way round the limit.
  it.each([
    ["redeems", redeem],
    ["checks", check],
  ])("stops a member's %s after 10 misses a minute, so codes cannot be walked", async (kind, attempt) => {
    const walker = await cafeStaff(`Walking ${kind}`);
    const { coupon } = await couponOf(await people.register(`Walked ${kind}`));
    for (let i = 0; i < 10; i++) expect((await attempt(walker, `WALK${i}`)).status).toBe(404);
    const refused = await attempt(walker, coupon.code);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    // The owner is counted on their own.
    expect((await check(owner, coupon.code)).status).toBe(200);
  });
});

describe("DELETE /v1/coupons/redemptions/{couponId}", () => {
  it("lets the member who redeemed, or an owner, undo within 10 minutes; nobody after", async () => {
    const teller = await cafeStaff("Undo Teller");
    const other = await cafeStaff("Other Teller");
    const undo = (who: TestUser, id: number) => t.request(`/v1/coupons/redemptions/${id}`, { method: "DELETE", token: who.token });
    const { coupon } = await couponOf(await people.register("Undone Holder"));
    expect((await redeem(teller, coupon.code)).status).toBe(200);
    expect((await undo(other, coupon.id)).status).toBe(403);
    expect((await undo(await people.register("Outsider"), coupon.id)).status).toBe(403);
    const undone = await undo(teller, coupon.id);
    expect(undone.status).toBe(200);
    expect((await undone.json()).data).toMatchObject({ redeemed_at: null });
    expect((await undo(teller, coupon.id)).status).toBe(409);

    expect((await redeem(other, coupon.code)).status).toBe(200);
    t.clock.advance(9 * 60_000);
    expect((await undo(owner, coupon.id)).status).toBe(200);
    expect((await redeem(other, coupon.code)).status).toBe(200);
    t.clock.advance(10 * 60_000 + 1);
    const late = await undo(owner, coupon.id);
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ success: false, message: "A redemption can only be undone within 10 minutes." });
  });
});

describe("GET /v1/coupons/scan/{token}", () => {
  it("tells anyone only that the coupon is valid, and a member of its business the coupon itself", async () => {
    const { coupon } = await couponOf(await people.register("Scanned Holder"));
    const token = new URL(coupon.redeem_url).searchParams.get("t")!;
    for (const who of [undefined, (await people.register("Phone Camera")).token]) {
      const res = await t.request(`/v1/coupons/scan/${token}`, { token: who });
      expect(await res.json()).toEqual({ success: true, message: "This coupon is valid.", data: { valid: true, coupon: null } });
    }
    const member = await (await t.request(`/v1/coupons/scan/${token}`, { token: owner.token })).json();
    expect(member.data).toMatchObject({ valid: true, coupon: { code: coupon.code, holder_first_name: "Scanned" } });
    expect((await t.request(`/v1/coupons/scan/${"A".repeat(22)}`)).status).toBe(404);
    expect((await t.request(`/v1/coupons/scan/${coupon.code}`)).status).toBe(404);
  });

  it("stops an address after 30 unknown links a minute, so links cannot be walked; another address goes on", async () => {
    const { coupon } = await couponOf(await people.register("Walked Scan Holder"));
    const token = new URL(coupon.redeem_url).searchParams.get("t")!;
    const scan = (link: string, from: string) => t.request(`/v1/coupons/scan/${link}`, { headers: { "X-Forwarded-For": from } });
    for (let i = 0; i < 30; i++) expect((await scan(`${"B".repeat(20)}${String(i).padStart(2, "0")}`, "198.51.100.150")).status).toBe(404);
    const refused = await scan(token, "198.51.100.150");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect((await scan(token, "198.51.100.151")).status).toBe(200);
  });
});

describe("the coupon PDF", () => {
  it("carries the holder's personal code, the terms and a QR that decodes to the redeem link", async () => {
    const holder = await people.register("Printing Holder");
    const { coupon, complimentId } = await couponOf(holder);
    const link = await t.request(`/v1/compliments/${complimentId}/ads/${latte}/pdf`, { token: holder.token });
    expect(link.status).toBe(200);
    const published = new URL((await link.json()).data.download_url);
    // On the web's origin, through its forwarder: the backend's own address is never published.
    expect(`${published.origin}${published.pathname}`).toBe(`${t.deps.config.appUrl}/api/v1/coupons/pdf`);
    const url = new URL(`${published.pathname.replace(/^\/api/, "")}${published.search}`, published.origin);
    const res = await t.request(`${url.pathname}${url.search}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = pdfTextLines(bytes).join(" ");
    for (const part of [
      "Bean There Café",
      "10% off your next coffee",
      groupCouponCode(coupon.code),
      "Valid until",
      "Not exchangeable for cash",
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toContain("Show this coupon at Bean There Café to redeem your offer");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect([doc.getPage(0).getWidth(), doc.getPage(0).getHeight()]).toEqual(PageSizes.A6);
    expect(await qrOfPdf(bytes)).toBe(coupon.redeem_url);

    // Altered links are refused; a coupon used since is not printed.
    const altered = new URL(url);
    altered.searchParams.set("coupon_id", String(coupon.id + 1));
    expect((await t.request(`${altered.pathname}${altered.search}`)).status).toBe(403);
    expect((await redeem(owner, coupon.code)).status).toBe(200);
    expect((await t.request(`${url.pathname}${url.search}`)).status).toBe(409);
  });
});

/** The QR code on the PDF's page, read as a phone would: rendered at 200 dpi by poppler, decoded by jsQR. */
async function qrOfPdf(bytes: Uint8Array): Promise<string | undefined> {
  const dir = mkdtempSync(path.join(tmpdir(), "coupon-"));
  try {
    writeFileSync(path.join(dir, "coupon.pdf"), bytes);
    execFileSync("pdftoppm", ["-png", "-r", "200", "-singlefile", path.join(dir, "coupon.pdf"), path.join(dir, "page")]);
    const { data, info } = await sharp(readFileSync(path.join(dir, "page.png")))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the business's people and report", () => {
  it("lets the owner add and remove staff by e-mail; staff and strangers cannot", async () => {
    const staff = await cafeStaff("Managed Staff");
    const members = await (await t.request(`/v1/businesses/${cafe()}/members`, { token: owner.token })).json();
    expect(members.data[0]).toMatchObject({ name: demoUsers.cafe.name, role: "owner", email: demoUsers.cafe.email });
    expect(members.data).toEqual(expect.arrayContaining([expect.objectContaining({ user_id: staff.id, role: "staff" })]));
    expect((await t.request("/v1/businesses", { token: staff.token }).then((r) => r.json())).data).toEqual([
      { id: cafe(), name: "Bean There Café", role: "staff" },
    ]);
    expect((await t.request("/v1/auth/me", { token: staff.token }).then((r) => r.json())).data.business_member).toBe(true);

    expect((await post(`/v1/businesses/${cafe()}/members`, owner.token, { email: "nobody@example.com" })).status).toBe(202);
    expect((await post(`/v1/businesses/${cafe()}/members`, owner.token, { email: "not an address" })).status).toBe(422);
    expect((await post(`/v1/businesses/${cafe()}/members`, owner.token, { email: demoUsers.cafe.email })).status).toBe(409);
    expect((await check(owner, "")).status).toBe(422);
    expect((await post(`/v1/businesses/${cafe()}/members`, staff.token, { email: demoUsers.sam.email })).status).toBe(403);
    const stranger = await people.register("Stranger");
    for (const call of ["members", "invitations", "summary", "offer-results", "offer-results/export", "attempts", "attempts/export"]) {
      expect((await t.request(`/v1/businesses/${cafe()}/${call}`, { token: stranger.token })).status).toBe(404);
      expect((await t.request(`/v1/businesses/${cafe()}/${call}`, { token: staff.token })).status).toBe(403);
    }
    const ownerId = firstRow(
      await t.db.select({ id: businessMembers.userId }).from(businessMembers).where(eq(businessMembers.role, "owner")),
      "owner",
    ).id;
    const remove = (id: number) => t.request(`/v1/businesses/${cafe()}/members/${id}`, { method: "DELETE", token: owner.token });
    expect((await remove(ownerId)).status).toBe(404);
    expect((await remove(staff.id)).status).toBe(200);
    expect((await redeem(staff, "ABCD EFGHJ")).status).toBe(403);
  });

  it("counts issued, redeemed and expired per offer, and logs every attempt, also as CSV", async () => {
    const florist = await people.register("Log Florist");
    await t.db.insert(businessMembers).values({ businessProfileId: bouquetShop, userId: florist.id, role: "owner" });
    const latteResults = async () =>
      (await (await t.request(`/v1/businesses/${cafe()}/offer-results`, { token: owner.token })).json()).data.offers.find(
        (r: { ad: { id: number } }) => r.ad.id === latte,
      );
    const latteBefore = await latteResults();
    const { coupon } = await couponOf(await people.register("Logged Holder"));
    expect((await redeem(owner, coupon.code)).status).toBe(200);
    expect((await redeem(owner, coupon.code)).status).toBe(409);
    expect((await redeem(owner, "=HYPERLINK(1)")).status).toBe(404);
    await couponOf(await people.register("Lapsing Holder"));
    t.clock.advance(31 * DAY);
    owner = await people.logIn("cafe");

    const row = await latteResults();
    expect(row.issued).toBe(latteBefore.issued + 2);
    expect(row.redeemed).toBe(latteBefore.redeemed + 1);
    expect(row.expired).toBeGreaterThanOrEqual(latteBefore.expired + 1);

    const log = await (await t.request(`/v1/businesses/${cafe()}/attempts?limit=3`, { token: owner.token })).json();
    expect(log.data.map((a: { result: string }) => a.result)).toEqual(["unknown", "already_used", "redeemed"]);
    expect(log.data[2]).toMatchObject({
      code: groupCouponCode(coupon.code),
      member: demoUsers.cafe.name,
      offer: "10% off your next coffee",
    });
    // Another business's log holds none of it.
    const theirs = await (await t.request(`/v1/businesses/${bouquetShop}/attempts`, { token: florist.token })).json();
    expect(JSON.stringify(theirs)).not.toContain(coupon.code);

    const csv = await t.request(`/v1/businesses/${cafe()}/attempts/export`, { token: owner.token });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("time (America/Los_Angeles),code,result,member,offer");
    expect(lines[1]).toMatch(/,'=HYPERLINK\(1\),unknown,Casey Brewer,$/);
    expect(lines[3]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[78]:00,/);
    expect(lines[3]).toContain(`,${groupCouponCode(coupon.code)},redeemed,Casey Brewer,10% off your next coffee`);
  });
});
