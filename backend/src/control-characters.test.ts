import { eq } from "drizzle-orm";
import { complimentAds, compliments } from "./db/schema";
import { demoComplimentCode } from "./db/seed-data";
import type { TestApp } from "./test/test-app";
import { seededTestApp, type TestUser } from "./test/users";
import { firstRow } from "./db/rows";

/** Text with NUL or other control characters is refused with 422 and the field's message, never a 500. */

let t: TestApp;
let dana: TestUser;
let sam: TestUser;
let complimentId: number;
let complimentAdId: number;
let conversationId: number;
beforeAll(async () => {
  let people;
  ({ t, people } = await seededTestApp());
  dana = await people.logIn("dana");
  sam = await people.logIn("sam");
  ({ id: complimentId } = firstRow(
    await t.db.select({ id: compliments.id }).from(compliments).where(eq(compliments.customerId, dana.id)).limit(1),
    "Dana's compliment",
  ));
  ({ id: complimentAdId } = firstRow(
    await t.db.select({ id: complimentAds.id }).from(complimentAds).where(eq(complimentAds.complimentId, complimentId)).limit(1),
    "an ad on Dana's compliment",
  ));
  const started = await t.request(`/v1/users/${sam.id}/messages`, { method: "POST", token: dana.token, json: { message: "Hello Sam" } });
  conversationId = (await started.json()).data.conversation_id;
}, 120_000);
afterAll(() => t.close());

let ip = 0;
const post = (path: string, json: unknown, token?: string) =>
  t.request(path, { method: "POST", json, token, headers: { "X-Forwarded-For": `198.51.100.${++ip}` } });

async function refused(res: Response, field: string, message: string) {
  const body = await res.json();
  expect({ status: res.status, errors: body.errors?.[field] }).toEqual({ status: 422, errors: [message] });
}

const control = (label: string) => `${label} must not contain control characters.`;
const password = "Secret#123";

describe("the account forms", () => {
  it("refuse NUL in names, passwords and addresses", async () => {
    const account = { name: "New Person", email: "new@example.com", password, password_confirmation: password };
    await refused(await post("/v1/auth/register", { ...account, name: "New\u0000Person" }), "name", control("Name"));
    await refused(await post("/v1/auth/register", { ...account, email: "new\u0000@example.com" }), "email", "Email is invalid");
    await refused(
      await post("/v1/auth/register", { ...account, password: `${password}\u0000`, password_confirmation: `${password}\u0000` }),
      "password",
      control("Password"),
    );
    await refused(await post("/v1/auth/login", { email: "demo@example.com\u0000", password }), "email", "Email is invalid");
    await refused(
      await post("/v1/auth/login", { email: "demo@example.com", password: `\u0000${password}` }),
      "password",
      control("Password"),
    );
    await refused(await post("/v1/auth/forgot-password", { email: "\u0000demo@example.com" }), "email", "Email is invalid");
    const reset = { email: "demo@example.com", token: "abc", password, password_confirmation: password };
    await refused(await post("/v1/auth/reset-password", { ...reset, email: "demo\u0000@example.com" }), "email", "Email is invalid");
    await refused(
      await post("/v1/auth/reset-password", { ...reset, token: "ab\u0000c" }),
      "token",
      "Invalid reset link. Please request a new one.",
    );
  });
});

describe("compliments, messages and reviews", () => {
  it("refuse control characters, and keep line breaks and tabs in multi-line text", async () => {
    const compliment = { to: "Robin", compliment: "You are kind.", note: "Met at the bakery" };
    await refused(await post("/v1/compliments", { ...compliment, to: "Rob\u0000in" }, dana.token), "to", control("Recipient name"));
    await refused(await post("/v1/compliments", { ...compliment, to: "Rob\tin" }, dana.token), "to", control("Recipient name"));
    await refused(
      await post("/v1/compliments", { ...compliment, compliment: "Kind\u0000" }, dana.token),
      "compliment",
      control("Compliment"),
    );
    await refused(await post("/v1/compliments", { ...compliment, note: "\u001b[31mred" }, dana.token), "note", control("Note"));
    const multiLine = await post("/v1/compliments", { ...compliment, compliment: "Line one\r\nLine two\n\tand a tab" }, dana.token);
    expect(multiLine.status).toBe(201);
    expect((await multiLine.json()).data.compliment).toBe("Line one\r\nLine two\n\tand a tab");

    const patch = await t.request(`/v1/compliments/${complimentId}`, { method: "PATCH", token: dana.token, json: { note: "a\u0000b" } });
    await refused(patch, "note", control("Note"));

    await refused(
      await post("/v1/compliments/conversations/messages", { conversation_id: conversationId, message: "Hi\u0000there" }, dana.token),
      "message",
      control("Message"),
    );
    await refused(await post(`/v1/users/${sam.id}/messages`, { message: "Hi\u0008there" }, dana.token), "message", control("Message"));
    const lines = await post(
      "/v1/compliments/conversations/messages",
      { conversation_id: conversationId, message: "Hi\nthere" },
      dana.token,
    );
    expect(lines.status).toBe(201);

    await refused(
      await post("/v1/compliments/ads/reviews", { compliment_ad_id: complimentAdId, review: "Good\u0000" }, dana.token),
      "review",
      control("Review"),
    );
  });
});

describe("the profile editor", () => {
  const save = (fields: Record<string, string>) => {
    const body = new FormData();
    body.set("_method", "PATCH");
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return t.request("/v1/users/profile", { method: "POST", token: dana.token, body });
  };
  const names = { first_name: "Dana", last_name: "Demo" };

  it("refuses control characters in personal details, the signature and links", async () => {
    await refused(await save({ ...names, first_name: "Da\u0000na" }), "first_name", control("First Name"));
    await refused(await save({ ...names, bio: "Coffee\u0000lover" }), "bio", control("Description"));
    await refused(await save({ ...names, "addresses[0]": "Main\u0000Street" }), "addresses.0", control("Address"));
    await refused(await save({ ...names, signature: "Dana\u0000" }), "signature", control("Signature"));
    await refused(
      await save({ "links[0][name]": "Blog\u0000", "links[0][url]": "blog.example.com" }),
      "links.0.name",
      control("Site Name 1"),
    );
    await refused(
      await save({ "links[0][name]": "Blog", "links[0][url]": "blog.example.com/\u0000" }),
      "links.0.url",
      "Invalid URL format for Site 1.",
    );
    await refused(
      await save({ links: JSON.stringify([{ name: "Blog", url: "https://a.example.com/\u0000" }]) }),
      "links.0.url",
      "Invalid URL format for Site 1.",
    );
    expect((await save({ ...names, bio: "Coffee lover.\nCyclist." })).status).toBe(200);
  });
});

describe("path segments", () => {
  it("with NUL or control characters name nothing: 404, or 422 where the segment is validated", async () => {
    expect((await t.request("/storage/%00")).status).toBe(404);
    expect((await t.request("/storage/avatars/%00.webp")).status).toBe(404);
    expect((await t.request("/storage/seed%01")).status).toBe(404);
    expect((await t.request("/v1/compliments/code/%00")).status).toBe(422);
    expect((await t.request(`/v1/compliments/code/${demoComplimentCode}%00`)).status).toBe(422);
    expect((await t.request("/v1/compliments/%00", { token: dana.token, method: "DELETE" })).status).toBe(404);
    expect((await t.request("/v1/states/%00")).status).toBe(404);
    expect((await t.request("/v1/helpers/countries/%00/states")).status).toBe(404);
  });
});
