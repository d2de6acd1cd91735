import { eq } from "drizzle-orm";
import { ads, compliments } from "../../db/schema";
import type { TestApp } from "../../test/test-app";
import { seededTestApp, type testUsers, type TestUser } from "../../test/users";
import { firstRow } from "../../db/rows";

let t: TestApp;
let people: ReturnType<typeof testUsers>;
let dana: TestUser;
let sam: TestUser;
beforeAll(async () => {
  ({ t, people } = await seededTestApp());
  dana = await people.logIn("dana");
  sam = await people.logIn("sam");
}, 120_000);
afterAll(() => t.close());

const MINUTE = 60_000;
const myReviews = (query: string, token?: string) => t.request(`/v1/users/my-reviews${query}`, { token });
const otherReviews = (query: string, token?: string) => t.request(`/v1/users/other-reviews${query}`, { token });
const page = async (res: Response) => {
  expect(res.status).toBe(200);
  return res.json();
};

async function seededAd(title: string) {
  const ad = firstRow(await t.db.select().from(ads).where(eq(ads.title, title)), "ad");
  return ad;
}

/** A fresh compliment by `author` carrying the given ad; answers its compliment_ad_id and the compliment. */
async function complimentWithAd(author: TestUser, adId: number) {
  const written = await t.request("/v1/compliments", {
    method: "POST",
    token: author.token,
    json: { to: "Neighbour", compliment: "Thank you for the lovely tip." },
  });
  const compliment = (await written.json()).data;
  const patched = await t.request(`/v1/compliments/${compliment.id}`, { method: "PATCH", token: author.token, json: { ads: [adId] } });
  return { complimentAdId: (await patched.json()).data.ads[0].compliment_ad_id as number, compliment };
}

/** The recipient's path: open the compliment with its code, then claim it. */
async function claim(user: TestUser, compliment: { id: number; code: string }) {
  expect((await t.request(`/v1/compliments/code/${compliment.code}`, { token: user.token })).status).toBe(200);
  expect((await t.request(`/v1/compliments/${compliment.id}/claim`, { method: "POST", token: user.token })).status).toBe(200);
}

async function review(user: TestUser, complimentAdId: number, text: string) {
  t.clock.advance(MINUTE);
  const res = await t.request("/v1/compliments/ads/reviews", {
    method: "POST",
    token: user.token,
    json: { compliment_ad_id: complimentAdId, review: text },
  });
  expect(res.status).toBe(201);
  return (await res.json()).data;
}

describe("GET /v1/users/my-reviews and /v1/users/other-reviews", () => {
  it("answers the seeded reviews with their reviewer, compliment and ad", async () => {
    const [staffPicks, tuneUp] = [await seededAd("Staff picks of the month"), await seededAd("Spring tune-up special")];
    const compliment = firstRow(await t.db.select().from(compliments).where(eq(compliments.code, "48151623")), "compliment");
    const byDana = {
      id: expect.any(Number),
      created_at: expect.any(String),
      review: "Great picks this month. I left with three books and no regrets.",
      customer: { id: dana.id, name: "Dana Demo", avatar: "seed/avatars/dana.webp" },
      compliment: { id: compliment.id, code: "48151623", to: "Sam" },
      ad: { id: staffPicks.id, image: staffPicks.image, title: "Staff picks of the month", contact: staffPicks.contact },
    };
    const bySam = {
      ...byDana,
      review: expect.stringMatching(/^Took my bike in/),
      customer: { id: sam.id, name: "Sam Sample", avatar: "seed/avatars/sam.webp" },
      ad: { id: tuneUp.id, image: tuneUp.image, title: tuneUp.title, contact: tuneUp.contact },
    };
    const fields = { success: true, message: "Reviews retrieved successfully.", current_page: 1, last_page: 1, per_page: 5 };
    expect(await page(await myReviews("", dana.token))).toEqual({ ...fields, total: 1, data: [byDana] });
    const toDana = await page(await otherReviews("", dana.token));
    expect(toDana).toEqual({ ...fields, total: 2, data: expect.arrayContaining([byDana, bySam]) });
    expect(await page(await myReviews("", sam.token))).toEqual({ ...fields, total: 1, data: [bySam] });
    expect(await page(await otherReviews("", sam.token))).toEqual({ ...fields, total: 0, data: [] });
  });

  it("pages both lists newest first, five by default", async () => {
    const author = await people.register("Review Author");
    const reviewer = await people.register("Keen Reviewer");
    const latte = await seededAd("Latte art Fridays");
    const { complimentAdId, compliment } = await complimentWithAd(author, latte.id);
    await claim(reviewer, compliment);
    const written = [];
    for (let i = 1; i <= 7; i++) written.unshift(await review(i === 4 ? author : reviewer, complimentAdId, `Review number ${i}`));

    const mine = await page(await myReviews("", reviewer.token));
    expect(mine).toMatchObject({ current_page: 1, last_page: 2, per_page: 5, total: 6 });
    expect(mine.data.map((r: { review: string }) => r.review)).toEqual([7, 6, 5, 3, 2].map((n) => `Review number ${n}`));
    expect(mine.data[0]).toEqual({
      id: written[0].id,
      created_at: written[0].created_at,
      review: "Review number 7",
      customer: { id: reviewer.id, name: "Keen Reviewer", avatar: null },
      compliment: { id: compliment.id, code: compliment.code, to: "Neighbour" },
      ad: { id: latte.id, image: latte.image, title: latte.title, contact: latte.contact },
    });
    const second = await page(await myReviews("?page=2", reviewer.token));
    expect(second).toMatchObject({ current_page: 2, last_page: 2, total: 6 });
    expect(second.data.map((r: { review: string }) => r.review)).toEqual(["Review number 1"]);

    const toAuthor = await page(await otherReviews("?page=2&limit=3", author.token));
    expect(toAuthor).toMatchObject({ current_page: 2, last_page: 3, per_page: 3, total: 7 });
    expect(toAuthor.data.map((r: { id: number }) => r.id)).toEqual(written.slice(3, 6).map((r) => r.id));
    // Read from the review the client holds next to the page, in either direction: the same page.
    expect(await page(await otherReviews(`?page=2&limit=3&before=${written[2].id}`, author.token))).toEqual(toAuthor);
    expect(await page(await otherReviews(`?page=2&limit=3&after=${written[6].id}`, author.token))).toEqual(toAuthor);
    expect(await page(await myReviews(`?page=2&before=${written[5].id}`, reviewer.token))).toEqual(second);
    expect(await page(await myReviews("", author.token))).toMatchObject({ total: 1, data: [{ review: "Review number 4" }] });
  });

  it("reads another user's lists with user_id: only the reviews that pair nobody new, each compliment's id, code and recipient to its author and claimer alone", async () => {
    const own = await page(await myReviews("", dana.token));
    const ownTo = await page(await otherReviews("?limit=25", dana.token));
    expect(own.data[0].compliment).toMatchObject({ code: "48151623", to: "Sam" });
    expect(await page(await myReviews(`?user_id=${dana.id}`, sam.token))).toEqual(own);
    expect(await page(await otherReviews(`?user_id=${dana.id}&limit=25`, sam.token))).toEqual(ownTo);
    expect(await page(await otherReviews(`?user_id=${sam.id}`, dana.token))).toMatchObject({ total: 0, data: [] });

    // A stranger: Dana's own reviews only (Sam's review on her compliment would say who received it), and no compliment ids.
    const stranger = await people.register("Profile Browser");
    type Listed = { customer: { id: number }; compliment: object };
    const hidden = (data: Listed[]) => data.map((r) => ({ ...r, compliment: { id: null, code: null, to: null } }));
    const seenBy = await page(await myReviews(`?user_id=${dana.id}`, stranger.token));
    expect(seenBy).toEqual({ ...own, data: hidden(own.data) });
    const danasOwn = ownTo.data.filter((r: Listed) => r.customer.id === dana.id);
    expect(ownTo.data.some((r: Listed) => r.customer.id === sam.id)).toBe(true);
    expect(await page(await otherReviews(`?user_id=${dana.id}&limit=25`, stranger.token))).toEqual({
      ...ownTo,
      total: danasOwn.length,
      data: hidden(danasOwn),
    });
    expect(JSON.stringify(seenBy)).not.toContain("48151623");
  });

  it("reads a cursor naming a review the viewer may not see as an unknown one, and pages from the ones they may", async () => {
    const author = await people.register("Cursor Author");
    const claimer = await people.register("Cursor Claimer");
    const { complimentAdId, compliment } = await complimentWithAd(author, (await seededAd("Latte art Fridays")).id);
    await claim(claimer, compliment);
    const older = await review(author, complimentAdId, "My own first review");
    const hidden = await review(claimer, complimentAdId, "The claimer's review, which pairs them with the author");
    const newer = await review(author, complimentAdId, "My own second review");
    const stranger = await people.register("Cursor Stranger");
    const list = (query: string) => otherReviews(`?user_id=${author.id}&limit=1${query}`, stranger.token).then(page);
    const ids = (answer: { data: { id: number }[] }) => answer.data.map((r) => r.id);

    const unknown = await list("&before=99999999");
    expect(ids(unknown)).toEqual([newer.id]); // an unknown cursor reads the page by offset
    for (const cursor of ["before", "after"]) expect(await list(`&${cursor}=${hidden.id}`)).toEqual(unknown);
    // Normal paging from a review the stranger may see.
    expect(ids(await list(`&page=2&before=${newer.id}`))).toEqual([older.id]);
    expect(ids(await list(`&after=${older.id}`))).toEqual([newer.id]);
    // The author sees the claimer's review, and pages from it.
    const own = (query: string) => otherReviews(`?limit=1${query}`, author.token).then(page);
    expect(ids(await own(`&page=2&before=${newer.id}`))).toEqual([hidden.id]);
    expect(ids(await own(`&page=3&before=${hidden.id}`))).toEqual([older.id]);
  });

  it("answers 404 to an unknown user_id, 422 to bad paging and 401 to guests", async () => {
    for (const list of [myReviews, otherReviews]) {
      for (const id of [999_999, 99_999_999_999]) {
        const res = await list(`?user_id=${id}`, sam.token);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ success: false, message: "User not found" });
      }
      const cases: [string, string, string][] = [
        ["?limit=26", "limit", "The limit field must not be greater than 25."],
        ["?limit=0", "limit", "The limit field must be at least 1."],
        ["?page=abc", "page", "The page field must be an integer."],
        ["?user_id=abc", "user_id", "The user id field must be an integer."],
      ];
      for (const [query, field, message] of cases) {
        const res = await list(query, sam.token);
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual({ success: false, message, errors: { [field]: [message] } });
      }
      const guest = await list("");
      expect(guest.status).toBe(401);
      expect(await guest.json()).toEqual({ success: false, message: "Unauthenticated." });
    }
  });
});

it("publishes the review lists in the contract", async () => {
  const doc = await (await t.request("/v1/openapi.json")).json();
  for (const path of ["/users/my-reviews", "/users/other-reviews"]) {
    const operation = doc.paths[path].get;
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(["page", "limit", "before", "after", "user_id"]);
  }
  expect(doc.components.schemas.ProfileReview.required).toEqual(expect.arrayContaining(["customer", "compliment", "ad"]));
  const compliment = doc.components.schemas.ProfileReview.properties.compliment;
  expect(compliment.properties.code).toMatchObject({ type: ["string", "null"] });
  expect(compliment.properties.to).toMatchObject({ type: ["string", "null"] });
});
