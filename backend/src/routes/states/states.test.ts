import { countries, states } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { firstRow } from "../../db/rows";

let t: TestApp;
let bavaria: { id: number; countryId: number };
beforeAll(async () => {
  t = await createTestApp();
  const germany = firstRow(await t.db.insert(countries).values({ isoCode: "DE", name: "Germany" }).returning(), "Germany");
  bavaria = firstRow(await t.db.insert(states).values({ countryId: germany.id, isoCode: "BY", name: "Bavaria" }).returning(), "Bavaria");
}, 60_000);
afterAll(() => t.close());

describe("GET /v1/states/{id}", () => {
  it("answers the state with its country, to guests too", async () => {
    const res = await t.request(`/v1/states/${bavaria.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: "State retrieved successfully.",
      state: { id: bavaria.id, name: "Bavaria", country: { id: bavaria.countryId, name: "Germany" } },
    });
  });

  it("answers 404 to unknown and malformed ids", async () => {
    for (const id of [bavaria.id + 1, 0, "abc", "99999999999"]) {
      const res = await t.request(`/v1/states/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: "State not found" });
    }
  });

  it("is published in the contract as public", async () => {
    const doc = await (await t.request("/v1/openapi.json")).json();
    expect(doc.paths["/states/{id}"].get.security).toEqual([]);
    expect(doc.paths["/states/{id}"].get.responses).toHaveProperty("404");
  });
});
