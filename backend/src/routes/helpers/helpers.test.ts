import { countries, states } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { present } from "../../test/present";

let t: TestApp;
let germany: { id: number };
let chad: { id: number };
let ids: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const countryRows = await t.db
    .insert(countries)
    .values([
      { isoCode: "DE", name: "Germany" },
      { isoCode: "TD", name: "Chad" },
      { isoCode: "AT", name: "Austria" },
    ])
    .returning();
  germany = present(countryRows[0], "Germany");
  chad = present(countryRows[1], "Chad");
  const inserted = await t.db
    .insert(states)
    .values([
      { countryId: germany.id, isoCode: "SN", name: "Saxony" },
      { countryId: germany.id, isoCode: "BY", name: "Bavaria" },
      { countryId: germany.id, isoCode: "HE", name: "Hesse" },
    ])
    .returning();
  ids = Object.fromEntries(inserted.map((s) => [s.name, s.id]));
}, 60_000);
afterAll(() => t.close());

const daily = "public, max-age=86400";

describe("GET /v1/helpers/countries", () => {
  it("lists every country by name under data.data, cacheable for a day, to guests too", async () => {
    const res = await t.request("/v1/helpers/countries");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(daily);
    const body = await res.json();
    expect(body).toEqual({
      success: true,
      message: "Countries retrieved successfully.",
      data: {
        data: [
          { id: expect.any(Number), name: "Austria" },
          { id: chad.id, name: "Chad" },
          { id: germany.id, name: "Germany" },
        ],
      },
    });
  });
});

describe("GET /v1/helpers/countries/{country}/states", () => {
  it("lists the country's states by name under data.data, cacheable for a day", async () => {
    const res = await t.request(`/v1/helpers/countries/${germany.id}/states`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(daily);
    expect(await res.json()).toEqual({
      success: true,
      message: "States retrieved successfully.",
      data: {
        data: [
          { id: ids.Bavaria, name: "Bavaria" },
          { id: ids.Hesse, name: "Hesse" },
          { id: ids.Saxony, name: "Saxony" },
        ],
      },
    });
  });

  it("answers an empty list for a country without states", async () => {
    expect((await (await t.request(`/v1/helpers/countries/${chad.id}/states`)).json()).data).toEqual({ data: [] });
  });

  it("answers 404 to unknown and malformed countries, without caching", async () => {
    for (const id of [999_999, 0, "abc", "99999999999"]) {
      const res = await t.request(`/v1/helpers/countries/${id}/states`);
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBeNull();
      expect(await res.json()).toEqual({ success: false, message: "Country not found" });
    }
  });
});

it("publishes the helper routes in the contract as public", async () => {
  const doc = await (await t.request("/v1/openapi.json")).json();
  expect(doc.paths["/helpers/countries"].get.security).toEqual([]);
  expect(doc.paths["/helpers/countries/{country}/states"].get.responses).toHaveProperty("404");
});
