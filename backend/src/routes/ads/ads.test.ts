import { eq } from "drizzle-orm";
import { ads, businessProfiles } from "../../db/schema";
import { seedDatabase } from "../../db/seed";
import { createTestApp, type TestApp } from "../../test/test-app";
import { testUsers, type TestUser } from "../../test/users";

let t: TestApp;
let dana: TestUser;
let newcomer: TestUser;
let adCount: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.db);
  const people = testUsers(t);
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
      id: expect.any(Number), title: "Latte art Fridays", image: "seed/ads/bean-there-latte.webp",
      contact: "hello@beanthere.example.com", is_favorite: false,
      business_profile: { id: expect.any(Number), name: "Bean There Café", logo: "seed/logos/bean-there.webp" },
      coupon: { name: "10% off your next coffee", code: "BEAN10" },
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
      success: true, current_page: 1, per_page: 6, total: adCount, last_page: Math.ceil(adCount / 6),
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

    const [florist] = await t.db.select().from(businessProfiles).where(eq(businessProfiles.name, "Petal & Stem Florist"));
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
