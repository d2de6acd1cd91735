import { and, eq } from "drizzle-orm";
import { profileMessages } from "@/common/validations/profile";
import { countries, profileLinks, profiles, states } from "../../db/schema";
import type { TestApp } from "../../test/test-app";
import { seededTestApp, type testUsers, type TestUser } from "../../test/users";
import { firstRow } from "../../db/rows";

let t: TestApp;
let people: ReturnType<typeof testUsers>;
let dana: TestUser;
let sam: TestUser;
let california: { id: number; countryId: number };
let oregon: { id: number };
beforeAll(async () => {
  ({ t, people } = await seededTestApp());
  dana = await people.logIn("dana");
  sam = await people.logIn("sam");
  const usState = async (iso: string) =>
    firstRow(
      await t.db
        .select({ id: states.id, countryId: states.countryId })
        .from(states)
        .innerJoin(countries, eq(countries.id, states.countryId))
        .where(and(eq(countries.isoCode, "US"), eq(states.isoCode, iso))),
      iso,
    );
  california = await usState("CA");
  oregon = await usState("OR");
}, 120_000);
afterAll(() => t.close());

const ownProfile = (token?: string) => t.request("/v1/users/profile", { token });
const profileOf = (id: number | string, token?: string) => t.request(`/v1/users/profile/${id}`, { token });

/** The editor's save: multipart form data with Laravel's method override, as spec §3 describes. */
function save(fields: Record<string, string | Blob>, token?: string, { method = "POST", override = true } = {}) {
  const body = new FormData();
  if (override) body.set("_method", "PATCH");
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return t.request("/v1/users/profile", { method, token, body });
}

async function saved(fields: Record<string, string | Blob>, token: string) {
  const res = await save(fields, token);
  const body = await res.json();
  expect({ status: res.status, body }).toMatchObject({ status: 200, body: { success: true, message: "Profile updated successfully." } });
  return body.data;
}

async function refused(res: Response, errors: Record<string, string[]>) {
  expect(res.status).toBe(422);
  const body = await res.json();
  expect(body.errors).toEqual(errors);
  expect(body.success).toBe(false);
  return body;
}

const details = {
  first_name: "Robin",
  last_name: "Rivera",
  phone_number: "+1 (503) 555-0199",
  bio: "Gardener and weekend baker.",
  "addresses[0]": "12 Rose Lane",
  zip_code: "97201",
  signature: "R. Rivera",
};

describe("GET /v1/users/profile", () => {
  it("answers the user's own profile, private fields included, under data.data", async () => {
    const res = await ownProfile(dana.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: "Profile retrieved successfully.",
      data: {
        data: {
          id: expect.any(Number),
          user_id: dana.id,
          name: "Dana Demo",
          email: "demo@example.com",
          first_name: "Dana",
          last_name: "Demo",
          phone_number: "+1 415 555 0101",
          bio: expect.stringMatching(/^Coffee lover/),
          code: expect.stringMatching(/^\d{8}$/),
          zip_code: "94110",
          addresses: ["742 Evergreen Terrace"],
          state_id: { id: california.id, name: "California", country_id: california.countryId, country_name: "United States" },
          signature: null,
          links: [
            { name: "Portfolio", url: "https://dana.example.com" },
            { name: "Photo blog", url: "https://photos.example.com/dana" },
          ],
          avatar: "seed/avatars/dana.webp",
          blocked: false,
          who_may_message: "anyone",
        },
      },
    });
  });

  it("answers an empty profile to a new user, and 401 to guests", async () => {
    const fresh = await people.register("Fresh Face");
    expect((await (await ownProfile(fresh.token)).json()).data.data).toEqual({
      id: expect.any(Number),
      user_id: fresh.id,
      name: "Fresh Face",
      email: expect.stringMatching(/@example\.com$/),
      first_name: null,
      last_name: null,
      phone_number: null,
      bio: null,
      code: expect.stringMatching(/^\d{8}$/),
      zip_code: null,
      addresses: [],
      state_id: null,
      signature: null,
      links: [],
      avatar: null,
      blocked: false,
      who_may_message: "anyone",
    });
    for (const token of [undefined, "not-a-token"]) {
      const res = await ownProfile(token);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, message: "Unauthenticated." });
    }
  });
});

describe("GET /v1/users/profile/{id}", () => {
  it("hides e-mail, phone, addresses, zip, signature and who may message from everyone but the user", async () => {
    const own = (await (await ownProfile(dana.token)).json()).data.data;
    const hidden = { ...own, email: null, phone_number: null, addresses: [], zip_code: null, signature: null, who_may_message: null };
    for (const token of [undefined, sam.token]) {
      const res = await profileOf(dana.id, token);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, message: "Profile retrieved successfully.", data: hidden });
    }
    expect((await (await profileOf(dana.id, dana.token)).json()).data).toEqual(own);
  });

  it("answers 404 to unknown and malformed user ids", async () => {
    for (const id of [999_999, 0, "abc", "99999999999"]) {
      const res = await profileOf(id, sam.token);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: "User not found" });
    }
  });
});

describe("POST /v1/users/profile: personal details", () => {
  it("saves the details tab, trimmed, and leaves links and picture alone", async () => {
    const robin = await people.register("Robin");
    await saved({ "links[0][name]": "Garden", "links[0][url]": "garden.example.com" }, robin.token);
    const data = await saved({ ...details, first_name: "  Robin ", state_id: String(oregon.id) }, robin.token);
    expect(data).toMatchObject({
      user_id: robin.id,
      first_name: "Robin",
      last_name: "Rivera",
      phone_number: "+1 (503) 555-0199",
      bio: "Gardener and weekend baker.",
      addresses: ["12 Rose Lane"],
      zip_code: "97201",
      signature: "R. Rivera",
      state_id: { id: oregon.id, name: "Oregon", country_name: "United States" },
      links: [{ name: "Garden", url: "garden.example.com" }],
      avatar: null,
    });
    expect((await (await ownProfile(robin.token)).json()).data.data).toEqual(data);
  });

  it("changes only the fields sent, and clears optional ones sent empty", async () => {
    const robin = await people.register("Robin");
    await saved({ ...details, state_id: String(oregon.id) }, robin.token);
    const names = await saved({ first_name: "Robyn", last_name: "Rivera" }, robin.token);
    expect(names).toMatchObject({ first_name: "Robyn", bio: details.bio, addresses: ["12 Rose Lane"], state_id: { id: oregon.id } });
    const cleared = await saved(
      {
        first_name: "Robyn",
        last_name: "Rivera",
        bio: "",
        "addresses[0]": " ",
        zip_code: "",
        state_id: "",
        signature: "",
        phone_number: "",
      },
      robin.token,
    );
    expect(cleared).toMatchObject({ bio: null, addresses: [], zip_code: null, state_id: null, signature: null, phone_number: null });
  });

  it("accepts url-encoded forms and a real PATCH", async () => {
    const robin = await people.register("Robin");
    const encoded = await t.request("/v1/users/profile", {
      method: "POST",
      token: robin.token,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ _method: "PATCH", first_name: "Robin", last_name: "Encoded" }).toString(),
    });
    expect(encoded.status).toBe(200);
    expect((await encoded.json()).data.last_name).toBe("Encoded");
    const patched = await save({ first_name: "Robin", last_name: "Patched" }, robin.token, { method: "PATCH", override: false });
    expect(patched.status).toBe(200);
    expect((await patched.json()).data.last_name).toBe("Patched");
    const plain = await save({ first_name: "Robin", last_name: "Posted" }, robin.token, { override: false });
    expect((await plain.json()).data.last_name).toBe("Posted");
  });

  it("answers 422 with the shared messages and saves nothing", async () => {
    const robin = await people.register("Robin");
    await refused(await save({ bio: "Names missing." }, robin.token), {
      first_name: [profileMessages.firstNameRequired],
      last_name: [profileMessages.lastNameRequired],
    });
    const body = await refused(
      await save(
        {
          first_name: "12345",
          last_name: "Al",
          phone_number: "12",
          bio: "Hi",
          "addresses[0]": "999",
          zip_code: "12a",
          state_id: "abc",
          signature: "x".repeat(1001),
        },
        robin.token,
      ),
      {
        first_name: [profileMessages.firstNameInvalid],
        last_name: [profileMessages.lastNameInvalid],
        phone_number: [profileMessages.mobile],
        bio: [profileMessages.description],
        "addresses.0": [profileMessages.address],
        zip_code: [profileMessages.zip],
        state_id: [profileMessages.state],
        signature: ["The signature field must not be greater than 1000 characters."],
      },
    );
    expect(body.message).toBe(`${profileMessages.firstNameInvalid} (and 7 more errors)`);
    for (const stateId of ["999999", "99999999999"]) {
      await refused(await save({ first_name: "Robin", last_name: "Rivera", state_id: stateId }, robin.token), {
        state_id: [profileMessages.state],
      });
    }
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, robin.id));
    expect(profile).toMatchObject({ firstName: null, lastName: null, stateId: null });
  });
});

describe("POST /v1/users/profile: links", () => {
  it("replaces the links with the complete slots, in order, trimmed; empty and half-filled slots are dropped", async () => {
    const robin = await people.register("Robin");
    await saved({ "links[0][name]": "Old one", "links[0][url]": "old.example.com" }, robin.token);
    const data = await saved(
      {
        "links[0][name]": " Shop ",
        "links[0][url]": " https://shop.example.com/robin ",
        "links[1][name]": "",
        "links[1][url]": "",
        "links[2][name]": "Blog",
        "links[2][url]": "blog.example.com",
        "links[3][name]": "",
        "links[3][url]": "half.example.com",
        "links[4][name]": "No address",
        "links[4][url]": " ",
        "links[10][name]": "Last",
        "links[10][url]": "http://last.example.com",
      },
      robin.token,
    );
    expect(data.links).toEqual([
      { name: "Shop", url: "https://shop.example.com/robin" },
      { name: "Blog", url: "blog.example.com" },
      { name: "Last", url: "http://last.example.com" },
    ]);
    const profile = firstRow(await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, robin.id)), "Robin's profile");
    expect(await t.db.$count(profileLinks, eq(profileLinks.profileId, profile.id))).toBe(3);
  });

  it("removes every link when links holds an empty list", async () => {
    const robin = await people.register("Robin");
    await saved({ "links[0][name]": "Shop", "links[0][url]": "shop.example.com" }, robin.token);
    expect((await saved({ links: "[]" }, robin.token)).links).toEqual([]);
    expect((await saved({ links: JSON.stringify([{ name: "Again", url: "again.example.com" }]) }, robin.token)).links).toEqual([
      { name: "Again", url: "again.example.com" },
    ]);
  });

  it("answers 422 with the slot's message and keeps the old links", async () => {
    const robin = await people.register("Robin");
    await saved({ "links[0][name]": "Shop", "links[0][url]": "shop.example.com" }, robin.token);
    await refused(
      await save(
        {
          "links[0][name]": "Fine",
          "links[0][url]": "fine.example.com",
          "links[1][name]": "12345",
          "links[1][url]": "javascript:alert(1)",
          "links[2][name]": "",
          "links[2][url]": "half.example.com",
          "links[3][name]": "Blog",
          "links[3][url]": "not a web address",
        },
        robin.token,
      ),
      {
        "links.1.name": [profileMessages.linkName(2)],
        "links.1.url": [profileMessages.linkUrl(2)],
        "links.3.url": [profileMessages.linkUrl(4)],
      },
    );
    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`links[${i}][name]`, `Site ${i}`]));
    expect((await save(tooMany, robin.token)).status).toBe(422);
    for (const links of ["not json", "{}"]) {
      await refused(await save({ links }, robin.token), { links: ["The links field must be a list."] });
    }
    expect((await (await ownProfile(robin.token)).json()).data.data.links).toEqual([{ name: "Shop", url: "shop.example.com" }]);
  });
});

describe("POST /v1/users/profile: what is sent", () => {
  it("saves details and links sent together, or neither when one is invalid", async () => {
    const robin = await people.register("Robin");
    const both = await saved(
      { first_name: "Robin", last_name: "Both", "links[0][name]": "Shop", "links[0][url]": "shop.example.com" },
      robin.token,
    );
    expect(both).toMatchObject({ last_name: "Both", links: [{ name: "Shop", url: "shop.example.com" }] });
    await refused(
      await save({ first_name: "Robin", last_name: "Neither", "links[0][name]": "X", "links[0][url]": "shop.example.com" }, robin.token),
      {
        "links.0.name": [profileMessages.linkName(1)],
      },
    );
    expect((await (await ownProfile(robin.token)).json()).data.data.last_name).toBe("Both");
  });

  it("answers 422 when nothing is sent, or only an empty picture", async () => {
    const robin = await people.register("Robin");
    for (const res of [
      await save({}, robin.token),
      await save({ unrelated: "value" }, robin.token),
      await t.request("/v1/users/profile", { method: "POST", token: robin.token }),
    ]) {
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ success: false, message: "Nothing to update." });
    }
    const empty = [new File([], "", { type: "application/octet-stream" }), ""];
    for (const avatar of empty) {
      const res = await save({ avatar }, robin.token);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        success: false,
        message: profileMessages.pictureMissing,
        errors: { avatar: [profileMessages.pictureMissing] },
      });
    }
  });

  it("answers 415 to a JSON body and 401 to guests", async () => {
    const robin = await people.register("Robin");
    const json = await t.request("/v1/users/profile", {
      method: "POST",
      token: robin.token,
      json: { first_name: "Robin", last_name: "Json" },
    });
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ success: false, message: "Unsupported Media Type" });
    for (const method of ["POST", "PATCH"]) {
      const res = await save(details, undefined, { method });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, message: "Unauthenticated." });
    }
  });
});

it("publishes the profile routes in the contract, with the form's fields", async () => {
  const doc = await (await t.request("/v1/openapi.json")).json();
  expect(doc.paths["/users/profile"].get.security).toEqual([{ bearerAuth: [] }]);
  expect(doc.paths["/users/profile/{id}"].get.security).toEqual([{}, { bearerAuth: [] }]);
  for (const method of ["post", "patch"]) {
    const operation = doc.paths["/users/profile"][method];
    expect(Object.keys(operation.requestBody.content)).toEqual(["multipart/form-data", "application/x-www-form-urlencoded"]);
    expect(operation.responses).toHaveProperty("422");
  }
  const form = doc.components.schemas.ProfileUpdate;
  expect(Object.keys(form.properties)).toEqual(
    expect.arrayContaining(["_method", "first_name", "addresses[0]", "state_id", "links", "avatar"]),
  );
  expect(form.properties.avatar).toMatchObject({ type: "string", format: "binary" });
  expect(doc.components.schemas.Profile.required).toEqual(expect.arrayContaining(["user_id", "state_id", "links", "avatar"]));
});
