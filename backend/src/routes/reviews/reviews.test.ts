import { and, eq } from "drizzle-orm";
import { reviewMessages } from "@/common/validations/messages";
import { ads, complimentAds, compliments, reviews } from "../../db/schema";
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
}, 60_000);
afterAll(() => t.close());

const notFound = { success: false, message: "Could not find the compliment_ad_id for this ad" };
const MINUTE = 60_000;

const list = (complimentAdId: number | string, query = "", token?: string) =>
  t.request(`/v1/compliments/ads/reviews/${complimentAdId}${query}`, { token });
const post = (json: unknown, token?: string) => t.request("/v1/compliments/ads/reviews", { method: "POST", json, token });

/**
 * A fresh compliment by `author` carrying one ad, so its reviews start from none; `claimer`, when
 * given, opens it with its code and claims it, as its recipient does.
 */
async function freshComplimentAd(author: TestUser, claimer?: TestUser): Promise<number> {
  const written = await t.request("/v1/compliments", {
    method: "POST",
    token: author.token,
    json: { to: "Reviewer", compliment: "Thanks for the tip about this place." },
  });
  const { id, code } = (await written.json()).data;
  const ad = firstRow(await t.db.select({ id: ads.id }).from(ads).where(eq(ads.title, "Latte art Fridays")), "ad");
  const patched = await t.request(`/v1/compliments/${id}`, { method: "PATCH", token: author.token, json: { ads: [ad.id] } });
  if (claimer) {
    expect((await t.request(`/v1/compliments/code/${code}`, { token: claimer.token })).status).toBe(200);
    expect((await t.request(`/v1/compliments/${id}/claim`, { method: "POST", token: claimer.token })).status).toBe(200);
  }
  return (await patched.json()).data.ads[0].compliment_ad_id;
}

async function review(user: TestUser, complimentAdId: number, text: string) {
  const res = await post({ compliment_ad_id: complimentAdId, review: text }, user.token);
  expect(res.status).toBe(201);
  return (await res.json()).data;
}

describe("GET /v1/compliments/ads/reviews/{compliment_ad_id}", () => {
  it("lists a seeded review to the compliment's claimer, and marks it as its author's own for its author alone", async () => {
    const staffPicks = firstRow(
      await t.db
        .select({ id: complimentAds.id })
        .from(complimentAds)
        .innerJoin(compliments, eq(compliments.id, complimentAds.complimentId))
        .innerJoin(ads, eq(ads.id, complimentAds.adId))
        .where(and(eq(compliments.code, "48151623"), eq(ads.title, "Staff picks of the month"))),
      "staffPicks",
    );
    const res = await list(staffPicks.id, "", sam.token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      success: true,
      message: "Reviews retrieved successfully.",
      current_page: 1,
      last_page: 1,
      per_page: 5,
      total: 1,
      data: [
        {
          id: expect.any(Number),
          review: "Great picks this month. I left with three books and no regrets.",
          created_at: expect.any(String),
          is_owner: false,
          customer: { id: dana.id, name: "Dana Demo", avatar: "seed/avatars/dana.webp" },
        },
      ],
    });
    expect(new Date(body.data[0].created_at).toISOString()).toBe(body.data[0].created_at);
    expect((await (await list(staffPicks.id, "", dana.token)).json()).data[0].is_owner).toBe(true);
  });

  it("pages the reviews newest first, five by default", async () => {
    const author = await people.register("Page Author");
    const complimentAdId = await freshComplimentAd(author, sam);
    const written = [];
    for (let i = 1; i <= 7; i++) {
      if (i !== 4) t.clock.advance(MINUTE);
      written.unshift(await review(i % 2 ? sam : author, complimentAdId, `Review number ${i}`));
    }
    const first = await (await list(complimentAdId, "", sam.token)).json();
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 5, total: 7 });
    expect(first.data).toEqual(written.slice(0, 5).map((r) => ({ ...r, is_owner: r.customer.id === sam.id })));
    const second = await (await list(complimentAdId, "?page=2", author.token)).json();
    expect(second).toMatchObject({ current_page: 2, last_page: 2, per_page: 5, total: 7 });
    expect(second.data.map((r: { review: string }) => r.review)).toEqual(["Review number 2", "Review number 1"]);
    const small = await (await list(complimentAdId, "?page=3&limit=3", sam.token)).json();
    expect(small).toMatchObject({ current_page: 3, last_page: 3, per_page: 3, total: 7 });
    expect(small.data.map((r: { review: string }) => r.review)).toEqual(["Review number 1"]);

    // From the review the client holds next to the page: the same page as by number, ties on the time kept apart by id.
    const page = async (query: string) => (await (await list(complimentAdId, query, sam.token)).json()) as { data: Array<{ id: number }> };
    const byNumber = await Promise.all([1, 2, 3].map((n) => page(`?page=${n}&limit=3`)));
    expect(await page(`?page=2&limit=3&before=${byNumber[0]!.data.at(-1)!.id}`)).toEqual(byNumber[1]);
    expect(await page(`?page=3&limit=3&before=${byNumber[1]!.data.at(-1)!.id}`)).toEqual(byNumber[2]);
    expect(await page(`?page=2&limit=3&after=${byNumber[2]!.data[0]!.id}`)).toEqual(byNumber[1]);
    expect(await page(`?page=1&limit=3&after=${byNumber[1]!.data[0]!.id}`)).toEqual(byNumber[0]);
    // A review of another list is no cursor into this one: the page is read by its number.
    const elsewhere = await review(sam, await freshComplimentAd(author, sam), "Elsewhere");
    expect(await page(`?page=2&limit=3&before=${elsewhere.id}`)).toEqual(byNumber[1]);

    const empty = await freshComplimentAd(author);
    expect(await (await list(empty, "", author.token)).json()).toEqual({
      success: true,
      message: "Reviews retrieved successfully.",
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 5,
      total: 0,
    });
  });

  it("answers 404 to unknown compliment ads and 422 to a bad page size", async () => {
    for (const id of [999_999, "abc", "99999999999"]) {
      const res = await list(id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(notFound);
    }
    const complimentAdId = await freshComplimentAd(await people.register("Size Author"));
    const message = "The limit field must not be greater than 50.";
    const res = await list(complimentAdId, "?limit=51");
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ success: false, message, errors: { limit: [message] } });
  });
});

describe("who a compliment's people are", () => {
  const adPage = (adId: number, complimentId: number, token?: string) =>
    t.request(`/v1/ads/${adId}?compliment_id=${complimentId}`, { token });
  const profileList = (side: "my" | "other", userId: number, token: string) =>
    t.request(`/v1/users/${side}-reviews?user_id=${userId}&limit=25`, { token });

  it("links a compliment id to its author and its reviewers for those who hold its code, never for a guest or another user", async () => {
    const author = await people.register("Pair Author");
    const claimer = await people.register("Pair Claimer");
    const reader = await people.register("Pair Reader");
    const stranger = await people.register("Pair Stranger");
    const complimentAdId = await freshComplimentAd(author, claimer);
    const { complimentId, adId, code } = firstRow(
      await t.db
        .select({ complimentId: complimentAds.complimentId, adId: complimentAds.adId, code: compliments.code })
        .from(complimentAds)
        .innerJoin(compliments, eq(compliments.id, complimentAds.complimentId))
        .where(eq(complimentAds.id, complimentAdId)),
      "the compliment's ad",
    );
    await review(author, complimentAdId, "From the one who wrote it.");
    await review(claimer, complimentAdId, "From the one who received it.");
    expect((await t.request(`/v1/compliments/code/${code}`, { token: reader.token })).status).toBe(200);

    for (const token of [undefined, stranger.token]) {
      const page = await adPage(adId, complimentId, token);
      expect(page.status).toBe(200);
      const { data } = await page.json();
      expect(data.compliment).toBeNull();
      expect(data.ad.id).toBe(adId);
      for (const name of ["Pair Author", "Pair Claimer"]) expect(JSON.stringify(data)).not.toContain(name);
      const reviewsOfPair = await list(complimentAdId, "", token);
      expect(reviewsOfPair.status).toBe(404);
      expect(await reviewsOfPair.json()).toEqual(notFound);
    }

    // Another user's profile lists: each person's own reviews, and no compliment id that would pair them.
    const claimerWrote = await (await profileList("my", claimer.id, stranger.token)).json();
    expect(claimerWrote.data).toEqual([expect.objectContaining({ review: "From the one who received it." })]);
    const authorGot = await (await profileList("other", author.id, stranger.token)).json();
    expect(authorGot.data).toEqual([expect.objectContaining({ review: "From the one who wrote it." })]);
    for (const r of [...claimerWrote.data, ...authorGot.data]) expect(r.compliment).toEqual({ id: null, code: null, to: null });

    for (const holder of [author, claimer, reader]) {
      const { data } = await (await adPage(adId, complimentId, holder.token)).json();
      expect(data.compliment).toEqual({
        id: complimentId,
        customer: { id: author.id, name: "Pair Author", avatar: null },
        compliment_ad_id: complimentAdId,
        ads: [adId],
      });
      const listed = await (await list(complimentAdId, "", holder.token)).json();
      expect(listed.data.map((r: { customer: { name: string } }) => r.customer.name)).toEqual(["Pair Claimer", "Pair Author"]);
    }
    const got = await (await profileList("other", author.id, claimer.token)).json();
    expect(got.data.map((r: { compliment: { id: number } }) => r.compliment.id)).toEqual([complimentId, complimentId]);
  });
});

describe("POST /v1/compliments/ads/reviews", () => {
  it("writes the user's review, trimmed, and answers it as theirs", async () => {
    const author = await people.register("Review Author");
    const complimentAdId = await freshComplimentAd(author, sam);
    const res = await post({ compliment_ad_id: complimentAdId, review: "  Lovely latte art, friendly staff.  " }, sam.token);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      success: true,
      message: "Review submitted successfully!",
      data: {
        id: expect.any(Number),
        review: "Lovely latte art, friendly staff.",
        created_at: t.clock.now().toISOString(),
        is_owner: true,
        customer: { id: sam.id, name: "Sam Sample", avatar: "seed/avatars/sam.webp" },
      },
    });
    expect(await t.db.$count(reviews, eq(reviews.complimentAdId, complimentAdId))).toBe(1);
  });

  it("answers 422 with the shared messages", async () => {
    const complimentAdId = await freshComplimentAd(await people.register("Strict Author"), sam);
    const cases: [unknown, string, string][] = [
      [{ compliment_ad_id: complimentAdId, review: "   " }, "review", reviewMessages.empty],
      [{ compliment_ad_id: complimentAdId }, "review", reviewMessages.empty],
      [{ compliment_ad_id: complimentAdId, review: "x".repeat(1001) }, "review", reviewMessages.tooLong],
      [{ review: "Fine coffee." }, "compliment_ad_id", reviewMessages.complimentAdRequired],
      [{ compliment_ad_id: "abc", review: "Fine coffee." }, "compliment_ad_id", reviewMessages.complimentAdRequired],
    ];
    for (const [json, field, message] of cases) {
      const res = await post(json, sam.token);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ success: false, message, errors: { [field]: [message] } });
    }
    expect(await t.db.$count(reviews, eq(reviews.complimentAdId, complimentAdId))).toBe(0);
  });

  it("answers 404 to an unknown compliment ad and 401 to guests", async () => {
    for (const id of [999_999, 99_999_999_999]) {
      const res = await post({ compliment_ad_id: id, review: "Where did it go?" }, sam.token);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(notFound);
    }
    const complimentAdId = await freshComplimentAd(await people.register("Guarded Author"));
    const guest = await post({ compliment_ad_id: complimentAdId, review: "Anonymous praise." });
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ success: false, message: "Unauthenticated." });
  });

  it("takes reviews from the compliment's author and its claimer alone (403 for anyone else)", async () => {
    const author = await people.register("Choosy Author");
    const claimer = await people.register("Choosy Claimer");
    const reader = await people.register("Mere Reader");
    const complimentAdId = await freshComplimentAd(author, claimer);
    const { code } = firstRow(
      await t.db
        .select({ code: compliments.code })
        .from(compliments)
        .innerJoin(complimentAds, eq(complimentAds.complimentId, compliments.id))
        .where(eq(complimentAds.id, complimentAdId)),
      "the compliment",
    );
    expect((await t.request(`/v1/compliments/code/${code}`, { token: reader.token })).status).toBe(200);
    for (const outsider of [reader, dana, sam]) {
      const res = await post({ compliment_ad_id: complimentAdId, review: "I was not there." }, outsider.token);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ success: false, message: reviewMessages.notYours });
    }
    expect(await t.db.$count(reviews, eq(reviews.complimentAdId, complimentAdId))).toBe(0);
    await review(author, complimentAdId, "From the one who wrote it.");
    await review(claimer, complimentAdId, "From the one who received it.");
    const listed = await (await list(complimentAdId, "", claimer.token)).json();
    expect(listed.total).toBe(2);
    expect(JSON.stringify(listed)).not.toContain(code);
  });

  it("allows 10 reviews a minute per user, then answers 429 with Retry-After", async () => {
    const author = await people.register("Busy Author");
    const eager = await people.register("Eager Reviewer");
    const complimentAdId = await freshComplimentAd(author, eager);
    for (let i = 0; i < 10; i++) await review(eager, complimentAdId, `Still great, visit ${i}`);
    const refused = await post({ compliment_ad_id: complimentAdId, review: "One too many" }, eager.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many reviews\. Please try again in \d+ seconds\.$/),
    });
    await review(author, complimentAdId, "My turn is not used up.");
  });
});

it("publishes the review routes in the contract", async () => {
  const doc = await (await t.request("/v1/openapi.json")).json();
  expect(doc.paths["/compliments/ads/reviews"].post.security).toEqual([{ bearerAuth: [] }]);
  expect(doc.paths["/compliments/ads/reviews"].post.responses).toHaveProperty("429");
  expect(doc.paths["/compliments/ads/reviews/{compliment_ad_id}"].get.security).toEqual([{}, { bearerAuth: [] }]);
  expect(doc.components.schemas.AdReview.required).toEqual(expect.arrayContaining(["is_owner", "customer"]));
});
