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
