import { and, eq } from "drizzle-orm";
import { PageSizes, PDFDocument } from "pdf-lib";
import { ads, businessProfiles, complimentAds, compliments } from "../../db/schema";
import { demoComplimentCode } from "../../db/seed";
import { pdfTextLines } from "../../test/pdf-text";
import type { TestApp } from "../../test/test-app";
import { seededTestApp, type testUsers, type TestUser } from "../../test/users";
import { firstRow } from "../../db/rows";

let t: TestApp;
let people: ReturnType<typeof testUsers>;
let complimentId: number;
let latte: number;
let bouquet: number;
beforeAll(async () => {
  ({ t, people } = await seededTestApp());
  ({ id: complimentId } = firstRow(
    await t.db.select({ id: compliments.id }).from(compliments).where(eq(compliments.code, demoComplimentCode)),
    "the demo compliment",
  ));
  latte = await adIdOf("Latte art Fridays");
  bouquet = await adIdOf("Bouquet of the week");
}, 60_000);
afterAll(() => t.close());

const couponNotFound = { success: false, message: "Coupon not found" };
const invalidLink = { success: false, message: "This download link is invalid or has expired." };

async function adIdOf(title: string) {
  return firstRow(await t.db.select({ id: ads.id }).from(ads).where(eq(ads.title, title)), title).id;
}

const askForLink = (compliment: number | string, ad: number | string, token?: string) =>
  t.request(`/v1/compliments/${compliment}/ads/${ad}/pdf`, { token });

async function downloadUrl(compliment: number, ad: number): Promise<URL> {
  const res = await askForLink(compliment, ad);
  expect(res.status).toBe(200);
  return new URL((await res.json()).data.download_url);
}

/** Follows a download link against the in-process app, as a browser without a session would. */
const download = (url: URL) => t.request(`${url.pathname}${url.search}`);

/** A compliment by a new author carrying these ads. */
async function complimentWith(author: TestUser, adIds: number[]) {
  const written = await t.request("/v1/compliments", {
    method: "POST",
    token: author.token,
    json: { to: "Coupon Fan", compliment: "You always find the best deals." },
  });
  const { id } = (await written.json()).data;
  expect((await t.request(`/v1/compliments/${id}`, { method: "PATCH", token: author.token, json: { ads: adIds } })).status).toBe(200);
  return id as number;
}

describe("GET /v1/compliments/{complimentId}/ads/{adId}/pdf", () => {
  it("answers a signed link to the coupon PDF, valid for five minutes, to guests and users alike", async () => {
    const res = await askForLink(complimentId, latte);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ success: true, message: "Coupon PDF link created successfully.", data: { download_url: expect.any(String) } });
    const url = new URL(body.data.download_url);
    expect(`${url.origin}${url.pathname}`).toBe("http://127.0.0.1:4000/v1/coupons/pdf");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      compliment_id: String(complimentId),
      ad_id: String(latte),
      expires: String(t.clock.now().getTime() / 1000 + 300),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const dana = await people.logIn("dana");
    expect((await askForLink(complimentId, latte, dana.token)).status).toBe(200);
  });

  it("answers 404 unless the ad is attached to the compliment and has a coupon", async () => {
    const business = firstRow(await t.db.select({ id: businessProfiles.id }).from(businessProfiles).limit(1), "business");
    const plain = firstRow(
      await t.db.insert(ads).values({ businessProfileId: business.id, title: "No coupon here", contact: "a@example.com" }).returning(),
      "plain",
    );
    const withPlainAd = await complimentWith(await people.register("Plain Author"), [plain.id]);
    const staffPicks = await adIdOf("Staff picks of the month");
    const asked: Array<[compliment: number | string, ad: number | string]> = [
      [complimentId, staffPicks],
      [withPlainAd, plain.id],
      [999_999, latte],
      [complimentId, 999_999],
      ["abc", latte],
      [complimentId, "x"],
    ];
    for (const [compliment, ad] of asked) {
      const res = await askForLink(compliment, ad);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(couponNotFound);
    }
  });
});

describe("GET /v1/coupons/pdf", () => {
  it("serves a one-page coupon PDF with the business, the coupon, its code and a QR code, without a session", async () => {
    const res = await download(await downloadUrl(complimentId, latte));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="coupon.pdf"');
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");

    const lines = pdfTextLines(bytes);
    expect(lines).toEqual(expect.arrayContaining(["Bean There Café", "10% off your next coffee", "BEAN10"]));
    expect(lines.join(" ")).toContain("Show this coupon at Bean There Café to redeem your offer");
    expect(Buffer.from(bytes).toString("latin1")).toMatch(/\/Subtype\s*\/Image/);

    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe("10% off your next coffee — Bean There Café");
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([width, height]).toEqual(PageSizes.A6);
  });

  it("never carries the compliment's code, text or recipient, only the business's coupon", async () => {
    const compliment = firstRow(await t.db.select().from(compliments).where(eq(compliments.id, complimentId)), "compliment");
    const link = await (await askForLink(complimentId, latte)).text();
    const bytes = new Uint8Array(await (await download(await downloadUrl(complimentId, latte))).arrayBuffer());
    const doc = await PDFDocument.load(bytes);
    const everything = [link, ...pdfTextLines(bytes), doc.getTitle(), doc.getSubject(), doc.getKeywords(), doc.getAuthor()].join(" ");
    for (const secret of [compliment.code, compliment.to, compliment.compliment, compliment.note!]) {
      expect(everything).not.toContain(secret);
    }
  });

  it("answers 403 to an altered, incomplete or expired link", async () => {
    const url = await downloadUrl(complimentId, latte);
    const altered = (change: (params: URLSearchParams) => void) => {
      const copy = new URL(url);
      change(copy.searchParams);
      return copy;
    };
    for (const link of [
      altered((p) => p.set("ad_id", String(bouquet))),
      altered((p) => p.set("signature", "0".repeat(64))),
      altered((p) => p.set("expires", String(Number(p.get("expires")) + 3600))),
      altered((p) => p.delete("signature")),
      altered((p) => p.delete("compliment_id")),
      new URL("http://127.0.0.1:4000/v1/coupons/pdf"),
    ]) {
      const res = await download(link);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(invalidLink);
    }

    t.clock.advance(299_000);
    expect((await download(url)).status).toBe(200);
    t.clock.advance(2_000);
    const expired = await download(url);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual(invalidLink);
  });

  it("answers 404 when the ad was taken off the compliment after the link was made", async () => {
    const author = await people.register("Fickle Author");
    const id = await complimentWith(author, [latte, bouquet]);
    const url = await downloadUrl(id, bouquet);
    await t.db.delete(complimentAds).where(and(eq(complimentAds.complimentId, id), eq(complimentAds.adId, bouquet)));
    const res = await download(url);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(couponNotFound);
  });
});

it("publishes the coupon routes in the contract", async () => {
  const doc = await (await t.request("/v1/openapi.json")).json();
  const link = doc.paths["/compliments/{complimentId}/ads/{adId}/pdf"].get;
  expect(link.security).toEqual([{}, { bearerAuth: [] }]);
  const pdf = doc.paths["/coupons/pdf"].get;
  expect(pdf.security).toEqual([]);
  expect(pdf.responses["200"].content).toHaveProperty("application/pdf");
  expect(pdf.responses).toHaveProperty("403");
  expect(pdf.parameters.map((p: { name: string }) => p.name)).toEqual(["compliment_id", "ad_id", "expires", "signature"]);
});
