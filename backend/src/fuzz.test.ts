import { eq } from "drizzle-orm";
import { complimentAds, compliments, conversationParticipants, countries, states, users } from "./db/schema";
import { demoComplimentCode, demoUsers } from "./db/seed-data";
import { defaultConfig } from "./app";
import { issueToken } from "./lib/auth";
import { withLog } from "./lib/log";
import { capturedLog } from "./test/captured-log";
import { unlimited } from "./lib/rate-limit";
import { seededTestApp } from "./test/users";
import type { TestApp } from "./test/test-app";
import { firstRow } from "./db/rows";
import { present } from "./test/present";

/**
 * Hostile input against every operation of the published contract, as a guest and with a token:
 * whatever arrives, the answer is never a 5xx, and it is one the contract declares, with the body it
 * describes. The cases are a fixed list, so a run is repeatable.
 * Rate limits are off here, so that no 429 hides what a request would reach behind it.
 */

type Operation = { method: string; path: string; params: Array<{ in: string; name: string }>; body?: BodyShape };
type BodyShape = { type: "json" | "form"; fields: Record<string, { type?: string }> };
type Case = { what: string; path: string; query?: string; init?: RequestInit };

let t: TestApp;
let doc: { paths: Record<string, Record<string, OperationObject>>; components: { schemas: Record<string, SchemaObject> } };
let known: {
  userId: number;
  otherUserId: number;
  complimentId: number;
  adId: number;
  complimentAdId: number;
  conversationId: number;
  countryId: number;
  stateId: number;
};

type SchemaObject = { type?: string | string[]; properties?: Record<string, { type?: string }>; $ref?: string };
type OperationObject = {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema: SchemaObject }> };
};

beforeAll(async () => {
  // Dana is an operator too, so the moderation operations check their input rather than refuse her.
  ({ t } = await seededTestApp({ limiter: unlimited, config: { operatorEmails: [demoUsers.dana.email] } }));
  doc = await (await t.request("/v1/openapi.json")).json();
}, 60_000);
afterAll(() => t.close());

/** Records the walk can reach, looked up before each operation: the one before may have replaced them. */
async function lookUpKnown() {
  const userId = await userIdOf(demoUsers.dana.email);
  const otherUserId = await userIdOf(demoUsers.sam.email);
  const link = firstRow(
    await t.db
      .select({ id: complimentAds.id, adId: complimentAds.adId, complimentId: complimentAds.complimentId })
      .from(complimentAds)
      .innerJoin(compliments, eq(compliments.id, complimentAds.complimentId))
      .where(eq(compliments.customerId, userId))
      .orderBy(complimentAds.id)
      .limit(1),
    "link",
  );
  const conversation = firstRow(
    await t.db
      .select({ id: conversationParticipants.conversationId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.userId, userId))
      .limit(1),
    "conversation",
  );
  const country = firstRow(await t.db.select({ id: countries.id }).from(countries).where(eq(countries.isoCode, "US")), "country");
  const state = firstRow(await t.db.select({ id: states.id }).from(states).where(eq(states.countryId, country.id)).limit(1), "state");
  known = {
    userId,
    otherUserId,
    complimentId: link.complimentId,
    adId: link.adId,
    complimentAdId: link.id,
    conversationId: conversation.id,
    countryId: country.id,
    stateId: state.id,
  };
}

async function userIdOf(email: string) {
  const user = firstRow(await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)), "user");
  return user.id;
}

/** The operations of the published contract; destructive ones (delete, logout) last, so they take nothing from the rest. */
function operations(): Operation[] {
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      list.push({ method: method.toUpperCase(), path, params: op.parameters ?? [], body: bodyShape(op) });
    }
  }
  const last = (o: Operation) => Number(o.method === "DELETE" || o.path === "/auth/logout");
  return list.sort((a, b) => last(a) - last(b));
}

function bodyShape(op: OperationObject): BodyShape | undefined {
  const content = op.requestBody?.content;
  if (!content) return undefined;
  const [type, { schema }] = firstRow(Object.entries(content), "a request body type");
  const resolved = schema.$ref ? present(doc.components.schemas[schema.$ref.replace("#/components/schemas/", "")], schema.$ref) : schema;
  return { type: type === "application/json" ? "json" : "form", fields: resolved.properties ?? {} };
}

/** A value each field accepts, so a hostile value in one field meets a request that is otherwise fine. */
function validValue(field: string, type: string | undefined): unknown {
  const values: Record<string, unknown> = {
    name: "Fuzz Tester",
    email: "fuzz@example.com",
    password: "Secret#123",
    password_confirmation: "Secret#123",
    token: "not-a-real-token",
    to: "Someone Nice",
    compliment: "You are wonderful.",
    note: "A private note",
    ads: [known.adId],
    conversation_id: known.conversationId,
    message: "Hello there!",
    compliment_ad_id: known.complimentAdId,
    review: "A fine ad.",
    first_name: "Dana",
    last_name: "Demo",
    phone_number: "+1 415 555 0101",
    bio: "Coffee lover and cyclist.",
    "addresses[0]": "742 Evergreen Terrace",
    zip_code: "94110",
    state_id: "",
    signature: "Dana",
    links: JSON.stringify([{ name: "Portfolio", url: "https://dana.example.com" }]),
    _method: "PATCH",
  };
  if (field in values) return values[field];
  if (field === "avatar") return undefined;
  return type === "integer" || type === "number" ? 1 : type === "array" ? [] : type === "boolean" ? true : "text";
}

function validPathValue(op: Operation, name: string): string {
  if (name === "code") return demoComplimentCode;
  if (name === "country") return String(known.countryId);
  if (name === "hash") return "0".repeat(40);
  if (name === "adId") return String(known.adId);
  if (name === "complimentId") return String(known.complimentId);
  if (name === "compliment_ad_id") return String(known.complimentAdId);
  if (op.path.startsWith("/compliments/conversations/")) return String(known.conversationId);
  if (op.path.startsWith("/compliments/")) return String(known.complimentId);
  if (op.path.startsWith("/users/")) return String(op.path.endsWith("/messages") ? known.otherUserId : known.userId);
  if (op.path.startsWith("/ads/")) return String(known.adId);
  if (op.path.startsWith("/states/")) return String(known.stateId);
  return "1";
}

const NUL_AND_CONTROLS = ["\u0000", "\u0001\u0008\u000b\u000c\u001b\u007f", "\u0085\u009f", "\ud800", "\ufeff\u202e"];
const hostileStrings = (valid: unknown) => [
  ...NUL_AND_CONTROLS,
  `${valid}\u0000`,
  `\u0000${valid}`,
  `${valid}\u001b[31m`,
  " \t\r\n ",
  "",
  "x".repeat(60_000),
  "é".repeat(30_000),
  "x".repeat(1_048_576),
  "9".repeat(400),
  "-1",
  "1e309",
  "NaN",
  "%00",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
];
const wrongTypes = [0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, true, false, null, [], ["a"], [null], {}, { a: 1 }];
const hostileNumbers = ["1", "abc", "\u0000", "", "9".repeat(400)];

const hostileQuery = [
  "%00",
  "a%00b",
  "%01%1F%7F",
  "%C2%85",
  "%FF",
  "%C0%80",
  "%ED%A0%80",
  "-1",
  "0",
  "1.5",
  "1e308",
  "99999999999999999999",
  "NaN",
  "abc",
  "x".repeat(8000),
  "",
  "%20",
  "%2e%2e%2f",
];
const hostilePath = [
  "%00",
  "1%00",
  "%01",
  "%7F",
  "%FF",
  "%C0%80",
  "%ED%A0%80",
  "-1",
  "0",
  "1.5",
  "1e3",
  "99999999999999999999",
  "abc",
  "%2e%2e",
  "%2F",
  "%20",
  "x".repeat(5000),
  "%25",
];

function jsonInit(method: string, body: unknown): RequestInit {
  return { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
}

function formInit(method: string, fields: Record<string, string | Blob>): RequestInit {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return { method, body: form };
}

const validRequest = "a valid request";

/** The hostile requests for one operation, each a small change to a request that would otherwise succeed. */
function casesFor(op: Operation): Case[] {
  const pathWith = (change: Record<string, string> = {}) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => change[name] ?? validPathValue(op, name));
  const cases: Case[] = [];
  const base = Object.fromEntries(
    Object.entries(op.body?.fields ?? {})
      .map(([k, s]) => [k, validValue(k, s.type)])
      .filter(([, v]) => v !== undefined),
  );
  const bodyInit = (body: Record<string, unknown>): RequestInit =>
    op.body?.type === "form"
      ? formInit(op.method, Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)])))
      : jsonInit(op.method, body);
  const valid = op.body ? bodyInit(base) : { method: op.method };

  cases.push({ what: validRequest, path: pathWith(), init: valid });
  for (const p of op.params.filter((p) => p.in === "path")) {
    for (const value of hostilePath)
      cases.push({ what: `path ${p.name}=${value.slice(0, 20)}`, path: pathWith({ [p.name]: value }), init: valid });
  }
  for (const p of op.params.filter((p) => p.in === "query")) {
    for (const value of hostileQuery)
      cases.push({ what: `query ${p.name}=${value.slice(0, 20)}`, path: pathWith(), query: `${p.name}=${value}`, init: valid });
    cases.push({ what: `query ${p.name} twice`, path: pathWith(), query: `${p.name}=1&${p.name}=2`, init: valid });
    cases.push({ what: `query ${p.name}[]`, path: pathWith(), query: `${p.name}[]=1&${p.name}[a]=2`, init: valid });
  }
  if (!op.body) return cases;

  for (const [field, schema] of Object.entries(op.body.fields)) {
    const values: unknown[] = hostileStrings(base[field]);
    if (op.body.type === "json") values.push(...wrongTypes);
    if (schema.type === "integer" || schema.type === "number" || schema.type === "array") values.push(...hostileNumbers);
    for (const value of values) {
      cases.push({
        what: `body ${field}=${JSON.stringify(value)?.slice(0, 20)}`,
        path: pathWith(),
        init: bodyInit({ ...base, [field]: value }),
      });
    }
  }
  const raw = (what: string, body: BodyInit | undefined, type?: string): Case => ({
    what,
    path: pathWith(),
    init: { method: op.method, body, headers: type ? { "Content-Type": type } : {} },
  });
  cases.push(
    raw("an empty body", undefined),
    raw("an empty JSON body", "", "application/json"),
    raw("malformed JSON", '{"a":', "application/json"),
    raw("a JSON null", "null", "application/json"),
    raw("a JSON list", "[1,2]", "application/json"),
    raw("a JSON string", '"\\u0000"', "application/json"),
    raw("a JSON number", "1e999", "application/json"),
    raw("JSON with a NUL escape in a key", '{"\\u0000":1}', "application/json"),
    raw("JSON nested deeply", `${"[".repeat(5000)}${"]".repeat(5000)}`, "application/json"),
    raw("a megabyte of JSON", JSON.stringify({ ...base, filler: "x".repeat(1_048_576) }), "application/json"),
    raw("valid JSON sent as text", JSON.stringify(base), "text/plain"),
    raw("valid JSON with no content type", JSON.stringify(base)),
    raw("a form body", new URLSearchParams({ email: "\u0000" }).toString(), "application/x-www-form-urlencoded"),
    raw("multipart without a boundary", "--x\r\n\r\n", "multipart/form-data"),
    raw("a broken multipart body", '--x\r\nContent-Disposition: form-data; name="a\u0000"\r\n\r\nv\r\n', "multipart/form-data; boundary=x"),
    {
      what: "a file in every field",
      path: pathWith(),
      init: formInit(
        op.method,
        Object.fromEntries(
          Object.keys(base).map((k) => [k, new Blob([new Uint8Array([0, 1, 2, 255])], { type: "application/octet-stream" })]),
        ),
      ),
    },
    raw("garbage bytes", new Uint8Array([0xff, 0xfe, 0x00, 0x00, 0xc0, 0x80]), "application/json; charset=utf-16"),
  );
  if (op.body.type === "form") {
    cases.push(
      {
        what: "a link key with a NUL",
        path: pathWith(),
        init: formInit(op.method, { "links[0\u0000][name]": "Site", "links[0][url]": "a.com" }),
      },
      {
        what: "a link slot with a NUL",
        path: pathWith(),
        init: formInit(op.method, { "links[0][name]": "Site\u0000", "links[0][url]": "a\u0000.com" }),
      },
      { what: "links that are not a list", path: pathWith(), init: formInit(op.method, { links: '{"0":{"name":"\\u0000"}}' }) },
      {
        what: "links with NUL escapes",
        path: pathWith(),
        init: formInit(op.method, { links: '[{"name":"Si\\u0000te","url":"https://a.com/\\u0000"}]' }),
      },
      { what: "an avatar that is not an image", path: pathWith(), init: formInit(op.method, { avatar: new Blob(["\u0000\u0001"]) }) },
      { what: "an avatar given as text", path: pathWith(), init: formInit(op.method, { avatar: "\u0000" }) },
    );
  }
  return cases;
}

/** The answer's status, or how it breaks the published contract (t.request checks every answer). */
async function send(path: string, init: RequestInit & { token?: string }): Promise<number | string> {
  try {
    const res = await t.request(path, init);
    await res.arrayBuffer();
    return res.status;
  } catch (error) {
    return (error as Error).message;
  }
}

it("publishes a contract with every operation to walk", () => {
  expect(operations().length).toBeGreaterThanOrEqual(35);
});

it("answers every hostile request as the contract declares and never with a 5xx, as a guest or with a token", async () => {
  const failures: string[] = [];
  const reached: string[] = [];
  const logged = capturedLog("warn");
  const refused = () => logged.lines().filter((line) => line.msg === "The database refused a value").length;
  await withLog(logged.log, async () => {
    for (const op of operations()) {
      await lookUpKnown();
      const token = await issueToken({ db: t.db, clock: t.clock, config: defaultConfig }, known.userId);
      for (const c of casesFor(op)) {
        for (const who of [undefined, token]) {
          const refusals = refused();
          const status = await send(`/v1${c.path}${c.query ? `?${c.query}` : ""}`, { ...c.init, token: who });
          if (who && c.what === validRequest && typeof status === "number" && status < 300) reached.push(`${op.method} ${op.path}`);
          const where = `${op.method} ${op.path} ${c.what} ${who ? "(token)" : "(guest)"}`;
          if (typeof status === "string" || status >= 500) failures.push(`${where}: ${status}`);
          // The error handler's last line caught it: the schema should have.
          if (refused() > refusals) failures.push(`${where}: refused by the database`);
        }
      }
      const plain = `/v1${op.path.replace(/\{(\w+)\}/g, (_, name: string) => validPathValue(op, name))}`;
      for (const header of [`Bearer ${"x".repeat(10_000)}`, "Bearer \u00ff", `Basic ${"a".repeat(100)}`, "Bearer"]) {
        const status = await send(plain, { method: op.method, headers: { Authorization: header } });
        if (typeof status === "string" || status >= 500)
          failures.push(`${op.method} ${op.path} Authorization ${header.slice(0, 12)}: ${status}`);
      }
    }
    // Stored files are served outside /v1 and are no operation of the contract: only their status is checked.
    for (const key of ["%00", "a%00b", "%01", "%FF", "x".repeat(5000), "..%2f..%2fetc%2fpasswd", "avatars%2F%00.webp"]) {
      const res = await t.app.request(`/storage/${key}`);
      if (res.status !== 404) failures.push(`GET /storage/${key.slice(0, 20)}: ${res.status}`);
    }
  });
  expect(failures).toEqual([]);
  // The walk went deep: most operations succeeded with their valid request, so hostile values met real handlers.
  expect(reached.length).toBeGreaterThanOrEqual(28);
}, 300_000);
