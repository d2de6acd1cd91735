import Ajv2020 from "ajv/dist/2020";
import { eq, sql, type SQL } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { FORMER_MEMBER } from "@/common/messages";
import { accountMessages } from "@/common/validations/account";
import schema from "@/common/data-export.schema.json";
import { dataExports, profiles, users } from "../../db/schema";
import { firstRow } from "../../db/rows";
import type { TestApp } from "../../test/test-app";
import { seededTestApp, type testUsers, type TestUser } from "../../test/users";

let t: TestApp;
let people: ReturnType<typeof testUsers>;
let seq = 0;
beforeAll(async () => {
  ({ t, people } = await seededTestApp());
}, 120_000);
afterAll(() => t.close());

const PASSWORD = "Secret#123";
type Account = TestUser & { email: string };

/** A verified account with this name and address, registered through the API. */
async function account(name: string, email: string): Promise<Account> {
  const n = ++seq;
  const res = await t.request("/v1/auth/register", {
    method: "POST",
    json: { name, email, password: PASSWORD, password_confirmation: PASSWORD },
    headers: { "X-Forwarded-For": `198.19.${n >> 8}.${n & 255}` },
  });
  expect(res.status).toBe(201);
  const token = (await res.json()).data.token as string;
  const { id } = firstRow(
    await t.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.email, email)).returning({ id: users.id }),
    email,
  );
  return { id, name, token, email };
}

async function write(author: TestUser, fields: Record<string, unknown> = {}) {
  const res = await t.request("/v1/compliments", {
    method: "POST",
    token: author.token,
    json: { to: "River", compliment: "Your patience with every question made the class feel safe.", note: "Met at the library", ...fields },
  });
  expect(res.status).toBe(201);
  return (await res.json()).data as { id: number; code: string };
}

/** `reader` opens the compliment by its code, then replies: the conversation's id. */
async function replyTo(reader: TestUser, c: { id: number; code: string }, message: string) {
  expect((await t.request(`/v1/compliments/code/${c.code}`, { token: reader.token })).status).toBe(200);
  const res = await t.request(`/v1/compliments/${c.id}/reply`, { method: "POST", token: reader.token, json: { message } });
  expect(res.status).toBe(201);
  return (await res.json()).data.conversation_id as number;
}

async function say(from: TestUser, conversationId: number, message: string) {
  const res = await t.request("/v1/compliments/conversations/messages", {
    method: "POST",
    token: from.token,
    json: { conversation_id: conversationId, message },
  });
  expect(res.status).toBe(201);
}

async function uploadAvatar(user: TestUser) {
  const body = new FormData();
  body.set("_method", "PATCH");
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  body.set("avatar", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
  expect((await t.request("/v1/users/profile", { method: "POST", token: user.token, body })).status).toBe(200);
}

/** Starts an export, runs the worker until it is ready, and answers its id. */
async function exported(user: TestUser) {
  const started = await t.request("/v1/users/me/exports", { method: "POST", token: user.token });
  expect(started.status).toBe(202);
  const { id, status, progress } = (await started.json()).data;
  expect(status).toBe("building"); // or already being built, when one was: then further on
  expect(progress).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < 600; i++) {
    const res = await t.request(`/v1/users/me/exports/${id}`, { token: user.token });
    const { data } = await res.json();
    if (data.status === "ready") return id as number;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the export was not ready in 30 s");
}

const download = (user: TestUser, id: number) => t.request(`/v1/users/me/exports/${id}/download`, { token: user.token });

async function dataJson(user: TestUser, id: number) {
  const res = await download(user, id);
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("application/zip");
  expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="compliments-data-\d{4}-\d\d-\d\d\.zip"$/);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return { files, text: strFromU8(files["data.json"]!), data: JSON.parse(strFromU8(files["data.json"]!)) };
}

const validate = new Ajv2020({ allErrors: true }).compile(schema);

describe("Download my data", () => {
  it("zips data.json, valid against the schema, with the compliment, the message and the picture, and no other person's address", async () => {
    const me = await account("Ivo Exporter", "ivo.exporter@example.org");
    const other = await account("Olga Otherperson", "olga.otherperson@example.net");
    await uploadAvatar(me);
    const mine = await write(me, { recipient_email: "river.recipient@example.com" });
    const theirs = await write(other, { note: "Olga's own private note" });
    const conversation = await replyTo(me, theirs, "Thank you, Olga!");
    await say(other, conversation, "You are welcome.");
    expect((await t.request(`/v1/compliments/${theirs.id}/claim`, { method: "POST", token: me.token })).status).toBe(200);

    const id = await exported(me);
    const { files, text, data } = await dataJson(me, id);
    expect(validate(data) ? [] : validate.errors).toEqual([]);
    expect(data.account).toMatchObject({ name: "Ivo Exporter", email: "ivo.exporter@example.org" });
    expect(data.compliments_written).toEqual([
      expect.objectContaining({
        code: mine.code,
        note: "Met at the library",
        delivery: expect.objectContaining({ status: expect.stringMatching(/^(scheduled|sent)$/) }),
      }),
    ]);
    expect(data.compliments_kept).toEqual([expect.objectContaining({ code: theirs.code, author: "Olga Otherperson" })]);
    expect(data.messages_sent).toEqual([expect.objectContaining({ conversation_id: conversation, message: "Thank you, Olga!" })]);
    expect(data.profile.picture).toBe("pictures/avatar.webp");
    expect(files["pictures/avatar.webp"]?.length).toBeGreaterThan(0);
    for (const absent of [
      "olga.otherperson@example.net",
      "river.recipient@example.com",
      "Olga's own private note",
      "You are welcome.",
      "password",
      "token",
    ]) {
      expect(text).not.toContain(absent);
    }
  }, 60_000);

  it("answers only its owner: anyone else's export, and unknown ids, are 404", async () => {
    const owner = await account("Petra Owner", "petra.owner@example.org");
    const stranger = await account("Sven Stranger", "sven.stranger@example.org");
    const id = await exported(owner);
    expect((await download(stranger, id)).status).toBe(404);
    expect((await t.request(`/v1/users/me/exports/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await download(owner, 2_147_483_647)).status).toBe(404);
    expect((await download(owner, "99999999999999" as unknown as number)).status).toBe(404);
    expect((await t.request(`/v1/users/me/exports/${id}`)).status).toBe(401);
  }, 60_000);

  it("builds one at a time, replaces the old one, and deletes a finished one after 7 days", async () => {
    const user = await account("Rita Repeat", "rita.repeat@example.org");
    const first = await exported(user);
    const [a, b] = await Promise.all(
      [1, 2].map(async () => (await (await t.request("/v1/users/me/exports", { method: "POST", token: user.token })).json()).data.id),
    );
    expect(a).toBe(b);
    expect(a).not.toBe(first);
    expect((await download(user, first)).status).toBe(404);
    expect([200, 409]).toContain((await t.request(`/v1/users/me/exports/${a}/download`, { token: user.token })).status);
    await exported(user); // the same one, once ready
    const latest = (await (await t.request("/v1/users/me/exports/latest", { token: user.token })).json()).data;
    expect(latest).toMatchObject({ id: a, status: "ready", progress: 100 });
    t.clock.advance(7 * 86_400_000 + 1000);
    for (let i = 0; i < 100 && (await t.db.$count(dataExports, eq(dataExports.userId, user.id))) > 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await t.db.$count(dataExports, eq(dataExports.userId, user.id))).toBe(0);
  }, 60_000);
});

const deleteAccount = (user: TestUser, password: string) =>
  t.request("/v1/users/me", { method: "DELETE", token: user.token, json: { password } });

/** The rows a raw statement answers (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every text-like column of every table, cast to text, that holds `needle` (case-insensitive): "table.column" each. */
async function tablesHolding(needle: string) {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'jsonb', 'json')`);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const hit = await rowsOf(
      sql`select 1 from ${sql.identifier(table_name)} where strpos(lower(${sql.identifier(column_name)}::text), lower(${needle})) > 0 limit 1`,
    );
    if (hit.length) found.push(`${table_name}.${column_name}`);
  }
  return { found, searched: columns.length };
}

describe("Delete my account", () => {
  it("refuses a wrong password with the field's message, and a missing one", async () => {
    const user = await account("Wanda Wrongpass", "wanda.wrongpass@example.org");
    const res = await deleteAccount(user, "Not#Mine123");
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errors: { password: [accountMessages.wrongPassword] } });
    expect((await t.request("/v1/users/me", { method: "DELETE", token: user.token, json: {} })).status).toBe(422);
    expect([413, 422]).toContain((await deleteAccount(user, "x\u0000".repeat(100_000))).status);
    expect((await t.request("/v1/auth/me", { token: user.token })).status).toBe(200);
  });

  it("refuses a business's only owner with 409 sole-owner naming the business, until another owner is added", async () => {
    const cafe = await people.logIn("cafe");
    const res = await deleteAccount(cafe, "Cafe#2026");
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, reason: "sole-owner" });
    expect(body.message).toContain("Bean There Café");
    expect((await t.request("/v1/auth/me", { token: cafe.token })).status).toBe(200);
  });

  it("ends every session, keeps kept compliments and messages as a former member's, deletes the rest, and leaves the name and address nowhere", async () => {
    const name = "Zelda Quillfeather";
    const email = "Zelda.Quill@Example.org";
    const zelda = await account(name, email);
    const second = firstRow(
      [await (await t.request("/v1/auth/login", { method: "POST", json: { email, password: PASSWORD } })).json()],
      "login",
    ).data.token as string;
    const keeper = await account("Kim Keeper", "kim.keeper@example.org");
    await uploadAvatar(zelda);
    const kept = await write(zelda);
    const unkept = await write(zelda, { recipient_email: "someone.else@example.com" });
    expect((await t.request(`/v1/compliments/code/${kept.code}`, { token: keeper.token })).status).toBe(200);
    expect((await t.request(`/v1/compliments/${kept.id}/claim`, { method: "POST", token: keeper.token })).status).toBe(200);
    const conversation = await replyTo(keeper, kept, "Thank you so much!");
    await say(zelda, conversation, "You deserve it, from Zelda");
    // A direct conversation, whose title names both.
    const direct = await t.request(`/v1/users/${keeper.id}/messages`, {
      method: "POST",
      token: zelda.token,
      json: { message: "Hello Kim" },
    });
    expect(direct.status).toBe(201);
    await t.request("/v1/auth/forgot-password", { method: "POST", json: { email } });
    await exported(zelda);

    expect((await deleteAccount(zelda, PASSWORD)).status).toBe(200);

    expect((await t.request("/v1/auth/me", { token: zelda.token })).status).toBe(401);
    expect((await t.request("/v1/auth/me", { token: second })).status).toBe(401);

    const keptNow = await t.request(`/v1/compliments/code/${kept.code}`, { token: keeper.token });
    expect(keptNow.status).toBe(200);
    expect((await keptNow.json()).data.customer).toMatchObject({ id: null, name: FORMER_MEMBER, avatar: null });
    const guestView = await t.request(`/v1/compliments/code/${kept.code}`);
    expect((await guestView.json()).data.customer.name).toBe(FORMER_MEMBER);
    expect((await t.request(`/v1/compliments/code/${unkept.code}`)).status).toBe(404);

    const messages = await (await t.request(`/v1/compliments/conversations/${conversation}`, { token: keeper.token })).json();
    expect(messages.data.find((m: { message: string }) => m.message.startsWith("You deserve it")).customer).toMatchObject({
      id: null,
      name: FORMER_MEMBER,
    });
    await say(keeper, conversation, "Are you still there?"); // a conversation with a former member still takes a message
    const list = await (await t.request("/v1/compliments/conversations", { token: keeper.token })).json();
    expect(list.data.map((c: { title: string; customer: { name: string } }) => [c.title, c.customer.name])).toEqual(
      expect.arrayContaining([
        [`${FORMER_MEMBER} & Kim Keeper`, FORMER_MEMBER],
        ["Compliment for River", FORMER_MEMBER],
      ]),
    );

    const byAddress = await tablesHolding("zelda.quill@example.org");
    const byName = await tablesHolding(name);
    expect(byAddress.searched).toBeGreaterThan(40);
    expect({ address: byAddress.found, name: byName.found }).toEqual({ address: [], name: [] });
    expect(await t.db.$count(profiles, eq(profiles.userId, zelda.id))).toBe(0);

    const again = await t.request("/v1/auth/register", {
      method: "POST",
      json: { name, email, password: PASSWORD, password_confirmation: PASSWORD },
      headers: { "X-Forwarded-For": "198.19.200.1" },
    });
    expect(again.status).toBe(201);
  }, 60_000);

  it("erases a short name as a whole word only: another person's name that contains it stays whole", async () => {
    const ana = await account("Ana", "ana.short@example.org");
    const mariana = await account("Mariana Anders", "mariana.anders@example.org");
    const direct = await t.request(`/v1/users/${mariana.id}/messages`, {
      method: "POST",
      token: ana.token,
      json: { message: "Hello Mariana" },
    });
    expect(direct.status).toBe(201);

    expect((await deleteAccount(ana, PASSWORD)).status).toBe(200);

    const list = await (await t.request("/v1/compliments/conversations", { token: mariana.token })).json();
    expect(list.data.map((c: { title: string }) => c.title)).toEqual([`${FORMER_MEMBER} & Mariana Anders`]);
  });
});
