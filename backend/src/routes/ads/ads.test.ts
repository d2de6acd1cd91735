import { demoOfferTerms } from "../../db/seed-data";
import { and, eq, sql, type SQLWrapper } from "drizzle-orm";
import { ads, businessProfiles, complimentAds, compliments, favourites } from "../../db/schema";
import { demoComplimentCode } from "../../db/seed";
import type { TestApp } from "../../test/test-app";
import { seededTestApp, type testUsers, type TestUser } from "../../test/users";
import { firstRow } from "../../db/rows";
import { adsMatching, businessesNamed } from "./find-ads";

let t: TestApp;
let people: ReturnType<typeof testUsers>;
let dana: TestUser;
let newcomer: TestUser;
let adCount: number;
beforeAll(async () => {
  ({ t, people } = await seededTestApp());
  dana = await people.logIn("dana");
  newcomer = await people.register("New Comer", { verified: false });
  adCount = await t.db.$count(ads);
}, 60_000);
afterAll(() => t.close());

type AdJson = { id: number; title: string; is_favorite: boolean; business_profile: { id: number; name: string } };
const list = async (query = "", token = dana.token) => {
  const res = await t.request(`/v1/ads${query}`, { token });
  return { status: res.status, body: await res.json() };
};
const titles = (data: AdJson[]) => data.map((ad) => ad.title);
const byBusinessThenTitle = (data: AdJson[]) =>
  [...data].sort((a, b) => a.business_profile.name.localeCompare(b.business_profile.name) || a.title.localeCompare(b.title));

describe("GET /v1/ads", () => {
  it("lists every ad by business then title, for selectors", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["data", "message", "success"]);
    expect(body).toMatchObject({ success: true, message: "Ads retrieved successfully." });
    expect(body.data).toHaveLength(adCount);
    expect(titles(body.data)).toEqual(titles(byBusinessThenTitle(body.data)));
    expect(body.data.find((ad: AdJson) => ad.title === "Latte art Fridays")).toEqual({
      id: expect.any(Number),
      title: "Latte art Fridays",
      image: "seed/ads/bean-there-latte.webp",
      contact: "hello@beanthere.example.com",
      is_favorite: false,
      business_profile: { id: expect.any(Number), name: "Bean There Café", logo: "seed/logos/bean-there.webp" },
      offer: { name: "10% off your next coffee", value: "10% off", terms: demoOfferTerms, valid_days: 30 },
    });
  });

  it("marks the current user's favourites", async () => {
    const favourites = (data: AdJson[]) => titles(data.filter((ad) => ad.is_favorite)).sort();
    expect(favourites((await list()).body.data)).toEqual(["Commuter lights bundle", "Wedding flower consultations"]);
    expect(favourites((await list("", newcomer.token)).body.data)).toEqual([]);
  });

  it("pages with paginated=1, six to a page by default", async () => {
    const all = (await list()).body.data as AdJson[];
    const first = (await list("?paginated=1")).body;
    expect(first).toMatchObject({
      success: true,
      current_page: 1,
      per_page: 6,
      total: adCount,
      last_page: Math.ceil(adCount / 6),
    });
    expect(titles(first.data)).toEqual(titles(all.slice(0, 6)));
    const second = (await list("?paginated=1&limit=4&page=2")).body;
    expect(second).toMatchObject({ current_page: 2, per_page: 4, total: adCount });
    expect(titles(second.data)).toEqual(titles(all.slice(4, 8)));
    expect((await list("?paginated=1&per_page=5")).body.per_page).toBe(5);
  });

  it("filters by favourite and by business", async () => {
    const favourites = (await list("?paginated=1&is_favorite=1")).body;
    expect(favourites).toMatchObject({ total: 2, last_page: 1 });
    expect(favourites.data.every((ad: AdJson) => ad.is_favorite)).toBe(true);
    expect((await list("?paginated=1&is_favorite=1", newcomer.token)).body).toMatchObject({ data: [], total: 0, last_page: 1 });

    const florist = firstRow(
      await t.db.select().from(businessProfiles).where(eq(businessProfiles.name, "Petal & Stem Florist")),
      "florist",
    );
    const ofFlorist = (await list(`?paginated=1&business_profile_id=${florist.id}`)).body;
    expect(ofFlorist.total).toBe(await t.db.$count(ads, eq(ads.businessProfileId, florist.id)));
    expect(ofFlorist.data.every((ad: AdJson) => ad.business_profile.id === florist.id)).toBe(true);
    const both = (await list(`?paginated=1&is_favorite=1&business_profile_id=${florist.id}`)).body;
    expect(titles(both.data)).toEqual(["Wedding flower consultations"]);
    expect((await list("?paginated=1&business_profile_id=999999")).body).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it("answers 422 to bad numbers and 401 to guests", async () => {
    const cases: [string, string, string][] = [
      ["?paginated=1&limit=0", "limit", "The limit field must be at least 1."],
      ["?paginated=1&page=x", "page", "The page field must be an integer."],
      ["?business_profile_id=abc", "business_profile_id", "The business profile id field must be an integer."],
      ["?business_profile_id=99999999999", "business_profile_id", "The business profile id field must not be greater than 2147483647."],
    ];
    for (const [query, field, message] of cases) {
      const { status, body } = await list(query);
      expect(status).toBe(422);
      expect(body).toEqual({ success: false, message, errors: { [field]: [message] } });
    }
    const guest = await t.request("/v1/ads");
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ success: false, message: "Unauthenticated." });
  });
});

describe("GET /v1/ads?is_favorite=1&user_id={id}: another user's favourites", () => {
  /** As a guest unless a token is given. */
  const favouritesOf = async (userId: number | string, query = "", token?: string) => {
    const res = await t.request(`/v1/ads?is_favorite=1&user_id=${userId}${query}`, { token });
    return { status: res.status, body: await res.json() };
  };
  const danasFavourites = ["Commuter lights bundle", "Wedding flower consultations"];

  it("lists them to anyone, guests included, in the order of the viewer's own lists", async () => {
    const { status, body } = await favouritesOf(dana.id, "&paginated=1");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      message: "Ads retrieved successfully.",
      current_page: 1,
      last_page: 1,
      per_page: 6,
      total: 2,
    });
    expect(titles(body.data).sort()).toEqual(danasFavourites);
    expect(titles(body.data)).toEqual(titles(byBusinessThenTitle(body.data)));
    expect(body.data.map((ad: AdJson) => ad.is_favorite)).toEqual([false, false]);
    expect(titles((await favouritesOf(dana.id, "&paginated=1", newcomer.token)).body.data).sort()).toEqual(danasFavourites);
  });

  it("marks each ad with the viewer's own favourite, not the listed user's", async () => {
    const fan = await people.register("Favourite Watcher");
    const weddings = await adIdOf("Wedding flower consultations");
    expect((await t.request(`/v1/ads/${weddings}/toggle-favorite`, { method: "POST", token: fan.token })).status).toBe(200);
    const seenByFan = (await favouritesOf(dana.id, "&paginated=1", fan.token)).body.data as AdJson[];
    expect(seenByFan.map((ad) => [ad.title, ad.is_favorite]).sort()).toEqual([
      ["Commuter lights bundle", false],
      ["Wedding flower consultations", true],
    ]);
    const ownThroughId = (await favouritesOf(dana.id, "&paginated=1", dana.token)).body;
    expect(ownThroughId).toEqual((await list("?paginated=1&is_favorite=1")).body);
    expect(ownThroughId.data.every((ad: AdJson) => ad.is_favorite)).toBe(true);
    expect(titles((await favouritesOf(fan.id)).body.data)).toEqual(["Wedding flower consultations"]);
  });

  it("pages, filters by business, and lists them all without paginated=1", async () => {
    const second = (await favouritesOf(dana.id, "&paginated=1&limit=1&page=2")).body;
    expect(second).toMatchObject({ current_page: 2, last_page: 2, per_page: 1, total: 2 });
    expect(second.data).toHaveLength(1);
    const florist = firstRow(
      await t.db.select().from(businessProfiles).where(eq(businessProfiles.name, "Petal & Stem Florist")),
      "florist",
    );
    expect(titles((await favouritesOf(dana.id, `&paginated=1&business_profile_id=${florist.id}`)).body.data)).toEqual([
      "Wedding flower consultations",
    ]);
    const all = (await favouritesOf(dana.id)).body;
    expect(Object.keys(all).sort()).toEqual(["data", "message", "success"]);
    expect(titles(all.data).sort()).toEqual(danasFavourites);
  });

  it("answers an empty page for a user without favourites or without an account", async () => {
    for (const userId of [newcomer.id, 999_999, 2_147_483_647]) {
      const { status, body } = await favouritesOf(userId, "&paginated=1");
      expect(status).toBe(200);
      expect(body).toMatchObject({ data: [], total: 0, last_page: 1 });
    }
  });

  it("answers 422, never 500, to a user_id that is not a positive id or comes without is_favorite=1", async () => {
    const integer = "The user id field must be an integer.";
    const positive = "The user id field must be at least 1.";
    const cases: [string, string][] = [
      ["?is_favorite=1&user_id=abc", integer],
      ["?is_favorite=1&user_id=1.5", integer],
      ["?is_favorite=1&user_id=1e3x", integer],
      ["?is_favorite=1&user_id=0", positive],
      ["?is_favorite=1&user_id=-4", positive],
      ["?is_favorite=1&user_id=", positive],
      ["?is_favorite=1&user_id=99999999999", "The user id field must not be greater than 2147483647."],
      [`?user_id=${dana.id}`, "The user id field is prohibited unless is favorite is 1."],
      [`?paginated=1&is_favorite=0&user_id=${dana.id}`, "The user id field is prohibited unless is favorite is 1."],
    ];
    for (const [query, message] of cases) {
      for (const token of [undefined, dana.token]) {
        const res = await t.request(`/v1/ads${query}`, { token });
        expect([query, res.status]).toEqual([query, 422]);
        expect(await res.json()).toEqual({ success: false, message, errors: { user_id: [message] } });
      }
    }
  });

  it("keeps the viewer's own lists for signed-in users: a guest or a stale token without user_id gets 401", async () => {
    for (const query of ["", "?paginated=1", "?paginated=1&is_favorite=1", "?is_favorite=1"]) {
      for (const token of [undefined, "not-a-token"]) {
        const res = await t.request(`/v1/ads${query}`, { token });
        expect([query, res.status]).toEqual([query, 401]);
        expect(await res.json()).toEqual({ success: false, message: "Unauthenticated." });
      }
    }
    const stale = await t.request(`/v1/ads?paginated=1&is_favorite=1&user_id=${dana.id}`, { token: "not-a-token" });
    expect(stale.status).toBe(200);
    expect((await stale.json()).total).toBe(2);
  });
});

const adIdOf = async (title: string) => firstRow(await t.db.select({ id: ads.id }).from(ads).where(eq(ads.title, title)), title).id;
const complimentIdOf = async (code: string) =>
  firstRow(await t.db.select({ id: compliments.id }).from(compliments).where(eq(compliments.code, code)), code).id;
const showAd = (id: number | string, query = "", token?: string) => t.request(`/v1/ads/${id}${query}`, { token });
const adNotFound = { success: false, message: "Ad not found" };

describe("GET /v1/ads/{adId}", () => {
  it("shows a guest the ad with its business in full, its place, the business's other ads and its offer, but no coupon", async () => {
    const res = await showAd(await adIdOf("Latte art Fridays"));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["data", "message", "success"]);
    expect(body).toMatchObject({ success: true, message: "Ad retrieved successfully." });
    expect(Object.keys(body.data).sort()).toEqual(["ad", "compliment", "coupon", "coupon_missed"]);
    expect(body.data.ad).toEqual({
      id: await adIdOf("Latte art Fridays"),
      title: "Latte art Fridays",
      image: "seed/ads/bean-there-latte.webp",
      contact: "hello@beanthere.example.com",
      is_favorite: false,
      business_profile: {
        id: expect.any(Number),
        name: "Bean There Café",
        logo: "seed/logos/bean-there.webp",
        email: "hello@beanthere.example.com",
        phone: "+1 415 555 0134",
        address: "128 Valencia St, San Francisco",
        website: "https://beanthere.example.com",
        social_media: { facebook: "facebook.com/beantherecafe", instagram: "https://instagram.com/beantherecafe" },
        state_id: expect.any(Number),
      },
      offer: { name: "10% off your next coffee", value: "10% off", terms: demoOfferTerms, valid_days: 30 },
      state: { name: "California", country: { name: "United States" } },
      ads: [
        {
          id: await adIdOf("Fresh pastries every morning"),
          title: "Fresh pastries every morning",
          image: "seed/ads/bean-there-pastry.webp",
          contact: "hello@beanthere.example.com",
        },
        {
          id: await adIdOf("Single-origin tasting flight"),
          title: "Single-origin tasting flight",
          image: "seed/ads/bean-there-tasting.webp",
          contact: "hello@beanthere.example.com",
        },
      ],
    });
    expect(body.data.compliment).toBeNull();
    expect(body.data.coupon).toBeNull();
  });

  it("adds the compliment it was opened from, for its author, when that compliment carries the ad", async () => {
    const latte = await adIdOf("Latte art Fridays");
    const complimentId = await complimentIdOf(demoComplimentCode);
    const link = firstRow(
      await t.db
        .select({ id: complimentAds.id })
        .from(complimentAds)
        .where(and(eq(complimentAds.complimentId, complimentId), eq(complimentAds.adId, latte))),
      "link",
    );
    const { data } = await (await showAd(latte, `?compliment_id=${complimentId}&device_id=AbCdE12345`, dana.token)).json();
    expect(data.compliment).toEqual({
      id: complimentId,
      customer: { id: dana.id, name: "Dana Demo", avatar: "seed/avatars/dana.webp" },
      compliment_ad_id: link.id,
      ads: [latte, await adIdOf("Bouquet of the week")],
    });

    const other = await complimentIdOf("48151623");
    for (const query of [`?compliment_id=${other}`, "?compliment_id=999999", "?compliment_id=2147483647"]) {
      const res = await showAd(latte, query, dana.token);
      expect(res.status).toBe(200);
      expect((await res.json()).data.compliment).toBeNull();
    }
  });

  it("gives a guest or another user no compliment at all, and its author none of its code, text, recipient or note", async () => {
    const everyOne = await t.db
      .select({
        id: compliments.id,
        code: compliments.code,
        to: compliments.to,
        text: compliments.compliment,
        note: compliments.note,
        adId: complimentAds.adId,
      })
      .from(compliments)
      .innerJoin(complimentAds, eq(complimentAds.complimentId, compliments.id));
    expect(everyOne.length).toBeGreaterThan(3);
    for (const c of everyOne) {
      for (const token of [undefined, newcomer.token, dana.token]) {
        const { data } = await (await showAd(c.adId, `?compliment_id=${c.id}`, token)).json();
        if (token === dana.token) expect(Object.keys(data.compliment).sort()).toEqual(["ads", "compliment_ad_id", "customer", "id"]);
        else expect(data.compliment).toBeNull();
        const text = JSON.stringify(data);
        for (const secret of [c.code, c.to, c.text, c.note].filter(Boolean)) expect(text).not.toContain(secret);
      }
    }
  });

  it("marks the viewer's favourite, and takes a bad token for a guest", async () => {
    const weddings = await adIdOf("Wedding flower consultations");
    expect((await (await showAd(weddings, "", dana.token)).json()).data.ad.is_favorite).toBe(true);
    expect((await (await showAd(weddings, "", newcomer.token)).json()).data.ad.is_favorite).toBe(false);
    const stale = await showAd(weddings, "", "not-a-token");
    expect(stale.status).toBe(200);
    expect((await stale.json()).data.ad.is_favorite).toBe(false);
  });

  it("answers null for the place and the offer of a business without a state and an ad without one", async () => {
    const business = firstRow(await t.db.insert(businessProfiles).values({ name: "Nowhere Stall" }).returning(), "business");
    const ad = firstRow(
      await t.db.insert(ads).values({ businessProfileId: business.id, title: "Just looking", contact: "stall@example.com" }).returning(),
      "ad",
    );
    const { data } = await (await showAd(ad.id)).json();
    expect(data).toEqual({
      ad: {
        id: ad.id,
        title: "Just looking",
        image: null,
        contact: "stall@example.com",
        is_favorite: false,
        offer: null,
        business_profile: {
          id: business.id,
          name: "Nowhere Stall",
          logo: null,
          email: null,
          phone: null,
          address: null,
          website: null,
          social_media: {},
          state_id: null,
        },
        state: null,
        ads: [],
      },
      compliment: null,
      coupon: null,
      coupon_missed: null,
    });
  });

  it("answers 404 to unknown ads and 422 to a compliment id that is not a number", async () => {
    for (const id of [999_999, "abc", "99999999999"]) {
      const res = await showAd(id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(adNotFound);
    }
    const message = "The compliment id field must be an integer.";
    const res = await showAd(await adIdOf("Latte art Fridays"), "?compliment_id=abc");
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ success: false, message, errors: { compliment_id: [message] } });
  });
});

describe("POST /v1/ads/{id}/toggle-favorite", () => {
  const toggle = (id: number | string, token?: string) => t.request(`/v1/ads/${id}/toggle-favorite`, { method: "POST", token });
  const isFavourite = async (userId: number, adId: number) =>
    (await t.db.$count(favourites, and(eq(favourites.userId, userId), eq(favourites.adId, adId)))) === 1;

  it("adds the ad to the user's favourites, then removes it", async () => {
    const user = await people.register("Fan Flipper");
    const tuneUp = await adIdOf("Spring tune-up special");
    const first = await toggle(tuneUp, user.token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, message: "Ad toggled successfully!", data: { is_favorite: true } });
    expect(titles((await list("?paginated=1&is_favorite=1", user.token)).body.data)).toEqual(["Spring tune-up special"]);

    expect(await (await toggle(tuneUp, user.token)).json()).toEqual({
      success: true,
      message: "Ad toggled successfully!",
      data: { is_favorite: false },
    });
    expect((await list("?paginated=1&is_favorite=1", user.token)).body.total).toBe(0);
    expect(await isFavourite(dana.id, await adIdOf("Commuter lights bundle"))).toBe(true);
  });

  it("lets two simultaneous toggles take turns: both answer, in opposite states, ending where it started", async () => {
    const user = await people.register("Double Clicker");
    const flat = await adIdOf("Flat tyre fixed while you wait");
    for (const start of [false, true]) {
      if (start) expect((await (await toggle(flat, user.token)).json()).data.is_favorite).toBe(true);
      const answers = await Promise.all([toggle(flat, user.token), toggle(flat, user.token)]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      const states = await Promise.all(answers.map(async (r) => (await r.json()).data.is_favorite));
      expect([...states].sort()).toEqual([false, true]);
      expect(await isFavourite(user.id, flat)).toBe(start);
    }
  });

  it("answers 404 to unknown ads and 401 to guests", async () => {
    for (const id of [999_999, "abc"]) {
      const res = await toggle(id, newcomer.token);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(adNotFound);
    }
    const guest = await toggle(await adIdOf("Latte art Fridays"));
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ success: false, message: "Unauthenticated." });
  });
});

it("publishes the ad routes in the contract", async () => {
  const doc = await (await t.request("/v1/openapi.json")).json();
  expect(doc.paths["/ads/{id}/toggle-favorite"].post.security).toEqual([{ bearerAuth: [] }]);
  expect(doc.paths["/ads/{adId}"].get.security).toEqual([{}, { bearerAuth: [] }]);
  expect(doc.paths["/ads/{adId}"].get.parameters.map((p: { name: string }) => p.name)).toEqual(
    expect.arrayContaining(["adId", "compliment_id", "device_id"]),
  );
  expect(doc.paths["/ads"].get.security).toEqual([{}, { bearerAuth: [] }]);
  expect(doc.paths["/ads"].get.parameters.map((p: { name: string }) => p.name)).toEqual(
    expect.arrayContaining(["paginated", "is_favorite", "user_id", "business_profile_id", "page", "limit"]),
  );
  expect(doc.paths["/ads"].get.description).toContain("user_id");
});

describe("GET /v1/ads?search=: what the ad selectors read", () => {
  // 25 ads of one business, so a search spans more than one page of 20, and names that hold LIKE's own characters.
  const shop = "Zebra Cycles 100%_Fun";
  beforeAll(async () => {
    const { id } = firstRow(await t.db.insert(businessProfiles).values({ name: shop }).returning(), "shop");
    await t.db.insert(ads).values(
      Array.from({ length: 25 }, (_, i) => ({
        businessProfileId: id,
        title: `Tandem ride ${String(i + 1).padStart(2, "0")}`,
        contact: "z@example.com",
      })),
    );
  });

  it("answers one page of 20 matches of the title or the business name, in any case, by business then title", async () => {
    const first = (await list("?search=TANDEM")).body;
    expect(first).toMatchObject({ success: true, current_page: 1, per_page: 20, total: 25, last_page: 2 });
    expect(titles(first.data)).toEqual(Array.from({ length: 20 }, (_, i) => `Tandem ride ${String(i + 1).padStart(2, "0")}`));
    const second = (await list("?search=tandem&page=2")).body;
    expect(titles(second.data)).toEqual(["Tandem ride 21", "Tandem ride 22", "Tandem ride 23", "Tandem ride 24", "Tandem ride 25"]);
    // The business's name finds its ads too; a title finds ads of any business.
    const byBusiness = (await list("?search=zebra%20CYCLES&limit=5")).body;
    expect(byBusiness).toMatchObject({ per_page: 5, total: 25 });
    expect(byBusiness.data.every((ad: AdJson) => ad.business_profile.name === shop)).toBe(true);
    const latte = (await list("?search=latte")).body;
    expect(titles(latte.data)).toEqual(["Latte art Fridays"]);
    expect(latte.data[0].is_favorite).toBe(false);
  });

  it("searches for %, _ and \\ as they are typed, not as patterns", async () => {
    expect((await list(`?search=${encodeURIComponent("100%_")}`)).body.total).toBe(25);
    expect((await list(`?search=${encodeURIComponent("0%_F")}`)).body.total).toBe(25);
    expect((await list(`?search=${encodeURIComponent("%")}`)).body.total).toBe(25);
    expect((await list(`?search=${encodeURIComponent("_")}`)).body.total).toBe(25);
    expect((await list(`?search=${encodeURIComponent("\\")}`)).body).toMatchObject({ data: [], total: 0, last_page: 1 });
    expect((await list("?search=no%20such%20ad")).body).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it("answers an empty search with the first page of every ad, and keeps the other filters", async () => {
    const all = (await list()).body.data as AdJson[];
    const empty = (await list("?search=")).body;
    expect(empty).toMatchObject({ per_page: 20, total: all.length, last_page: Math.ceil(all.length / 20) });
    expect(titles(empty.data)).toEqual(titles(all.slice(0, 20)));
    expect((await list("?search=%20%20")).body.total).toBe(all.length);
    const favourite = (await list("?search=wedding&is_favorite=1")).body;
    expect(titles(favourite.data)).toEqual(["Wedding flower consultations"]);
  });

  it("answers 422, never 500, to a search too long or with control characters, and 401 to guests", async () => {
    const tooLong = "The search field must not be greater than 100 characters.";
    const control = "The search field must not contain control characters.";
    for (const [search, message] of [
      ["x".repeat(101), tooLong],
      ["bike\u0000", control],
      ["a\nb", control],
    ] as const) {
      const { status, body } = await list(`?search=${encodeURIComponent(search)}`);
      expect(status).toBe(422);
      expect(body).toEqual({ success: false, message, errors: { search: [message] } });
    }
    expect((await list(`?search=${"x".repeat(100)}`)).status).toBe(200);
    expect((await list("?search=bike&limit=51")).status).toBe(422);
    expect((await t.request("/v1/ads?search=bike")).status).toBe(401);
  });

  it("finds titles and business names through their trigram indexes, LIKE's own characters escaped (issue 32)", async () => {
    // With sequential scans ruled out, a form the indexes cannot serve would still plan a scan of every row.
    const planOf = (query: SQLWrapper) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const explained = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Array<{ "QUERY PLAN": string }> };
        return explained.rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
    for (const typed of ["tandem", "100%_f", "cycles"]) {
      const names = await planOf(businessesNamed(t.db, typed));
      expect(names).toContain("Bitmap Index Scan on business_profiles_name_trgm_idx");
      const titles = await planOf(
        t.db
          .select({ id: ads.id })
          .from(ads)
          .where(await adsMatching(t.db, typed)),
      );
      expect(titles).toContain("Bitmap Index Scan on ads_title_trgm_idx");
      expect(`${names}\n${titles}`).not.toContain("Seq Scan");
    }
    expect((await list(`?search=${encodeURIComponent("100%_f")}`)).body.total).toBe(25);
  });
});
