import { and, eq } from "drizzle-orm";
import { businessProfiles, countries, states } from "../../db/schema";
import { seedDatabase } from "../../db/seed";
import { createTestApp, type TestApp } from "../../test/test-app";
import { testUsers, type TestUser } from "../../test/users";
import { firstRow } from "../../db/rows";

let t: TestApp;
let newcomer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.db);
  newcomer = await testUsers(t).register("New Comer", { verified: false });
}, 60_000);
afterAll(() => t.close());

describe("GET /v1/business-profiles", () => {
  it("lists every business by name, in full", async () => {
    const res = await t.request("/v1/business-profiles", { token: newcomer.token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["data", "message", "success"]);
    expect(body).toMatchObject({ success: true, message: "Business profiles retrieved successfully." });
    expect(body.data.map((b: { name: string }) => b.name)).toEqual([
      "Bean There Café",
      "Dog-Eared Books",
      "Petal & Stem Florist",
      "Spoke & Chain Bike Repair",
    ]);
    const california = firstRow(
      await t.db
        .select({ id: states.id })
        .from(states)
        .innerJoin(countries, eq(countries.id, states.countryId))
        .where(and(eq(countries.isoCode, "US"), eq(states.isoCode, "CA"))),
      "california",
    );
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      name: "Bean There Café",
      logo: "seed/logos/bean-there.webp",
      email: "hello@beanthere.example.com",
      phone: "+1 415 555 0134",
      address: "128 Valencia St, San Francisco",
      website: "https://beanthere.example.com",
      social_media: { facebook: "facebook.com/beantherecafe", instagram: "https://instagram.com/beantherecafe" },
      state_id: california.id,
    });
  });

  it("answers a business without details with nulls and an empty social media map", async () => {
    await t.db.insert(businessProfiles).values({ name: "Zed's Bare Shop" });
    const { data } = await (await t.request("/v1/business-profiles", { token: newcomer.token })).json();
    expect(data.at(-1)).toEqual({
      id: expect.any(Number),
      name: "Zed's Bare Shop",
      logo: null,
      email: null,
      phone: null,
      address: null,
      website: null,
      social_media: {},
      state_id: null,
    });
  });

  it("answers guests the same list, and ignores a stale token", async () => {
    const signedIn = await (await t.request("/v1/business-profiles", { token: newcomer.token })).json();
    const guest = await t.request("/v1/business-profiles");
    expect(guest.status).toBe(200);
    expect(await guest.json()).toEqual(signedIn);
    expect((await t.request("/v1/business-profiles", { token: "revoked-or-forged" })).status).toBe(200);
  });

  it("is published in the contract as public", async () => {
    const doc = await (await t.request("/v1/openapi.json")).json();
    expect(doc.paths["/business-profiles"].get.security).toEqual([]);
    expect(doc.components.schemas.BusinessProfile.required).toEqual(expect.arrayContaining(["social_media", "state_id"]));
  });
});

describe("GET /v1/business-profiles?search=: what the business filter reads", () => {
  beforeAll(async () => {
    await t.db
      .insert(businessProfiles)
      .values(Array.from({ length: 23 }, (_, i) => ({ name: `Search Shop ${String(i + 1).padStart(2, "0")}` })));
  });
  const names = (data: { name: string }[]) => data.map((b) => b.name);

  it("answers one page of 20 businesses whose name contains the text, in any case, by name, to guests too", async () => {
    const first = await (await t.request("/v1/business-profiles?search=search%20SHOP")).json();
    expect(first).toMatchObject({
      success: true,
      message: "Business profiles retrieved successfully.",
      current_page: 1,
      per_page: 20,
      total: 23,
      last_page: 2,
    });
    expect(names(first.data)).toEqual(Array.from({ length: 20 }, (_, i) => `Search Shop ${String(i + 1).padStart(2, "0")}`));
    const last = await (await t.request("/v1/business-profiles?search=search%20shop&page=2")).json();
    expect(names(last.data)).toEqual(["Search Shop 21", "Search Shop 22", "Search Shop 23"]);
    expect(names((await (await t.request("/v1/business-profiles?search=caf")).json()).data)).toEqual(["Bean There Café"]);
    expect(names((await (await t.request("/v1/business-profiles?search=%26")).json()).data)).toEqual([
      "Petal & Stem Florist",
      "Spoke & Chain Bike Repair",
    ]);
  });

  it("answers an empty search with the first page of all, and the plain call with every business still", async () => {
    const every = await (await t.request("/v1/business-profiles")).json();
    expect(Object.keys(every).sort()).toEqual(["data", "message", "success"]);
    const empty = await (await t.request("/v1/business-profiles?search=&limit=3")).json();
    expect(empty).toMatchObject({ per_page: 3, total: every.data.length });
    expect(empty.data).toEqual(every.data.slice(0, 3));
  });

  it("reads one business by id, as a filter shows its choice; an unknown id is an empty list", async () => {
    const every = await (await t.request("/v1/business-profiles")).json();
    const one = await (await t.request(`/v1/business-profiles?id=${every.data[1].id}`)).json();
    expect(one).toEqual({ ...every, data: [every.data[1]] });
    expect((await (await t.request("/v1/business-profiles?id=999999")).json()).data).toEqual([]);
  });

  it("answers 422, never 500, to bad input", async () => {
    for (const [query, field, message] of [
      ["?id=abc", "id", "The id field must be an integer."],
      ["?search=" + "y".repeat(101), "search", "The search field must not be greater than 100 characters."],
      ["?search=%00", "search", "The search field must not contain control characters."],
      ["?search=a&page=0", "page", "The page field must be at least 1."],
      ["?search=a&limit=x", "limit", "The limit field must be an integer."],
    ]) {
      const res = await t.request(`/v1/business-profiles${query}`);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ success: false, message, errors: { [field!]: [message] } });
    }
  });
});
