import { desc, eq } from "drizzle-orm";
import { createApp } from "../../app";
import { apiTokens, users } from "../../db/schema";
import * as passwords from "../../lib/passwords";
import { checkedRequests, createTestApp, type TestApp } from "../../test/test-app";
import { firstRow } from "../../db/rows";

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

const valid = { name: "Alice Smith", email: "alice@example.com", password: "Secret#123", password_confirmation: "Secret#123" };

describe("POST /v1/auth/register", () => {
  it("creates the user and answers with a token", async () => {
    const res = await t.request("/v1/auth/register", { method: "POST", json: valid });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, data: { name: "Alice Smith", email: "alice@example.com", email_verified_at: null } });
    expect(body.data.token).toMatch(/^[\w-]{43}$/);
  });

  it("refuses an e-mail that is taken, whatever its case", async () => {
    const res = await t.request("/v1/auth/register", { method: "POST", json: { ...valid, email: "ALICE@example.com" } });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errors: { email: ["The email has already been taken."] } });
  });

  it("answers 422 with the form's messages for every invalid field", async () => {
    const res = await t.request("/v1/auth/register", {
      method: "POST",
      json: { name: "1x", email: "a@b", password: "short", password_confirmation: "other" },
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors).toEqual({
      name: ["Name is invalid"],
      email: ["Email is invalid"],
      password: ["Use upper, lower, digit, and special char from @ # % $"],
      password_confirmation: ["Password confirmation must match the password"],
    });
    expect(body.message).toBe("Name is invalid (and 3 more errors)");
  });

  it("answers 422, not 500, to a missing or malformed body", async () => {
    const empty = await t.request("/v1/auth/register", { method: "POST", json: {} });
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors.name).toEqual(["Name is required"]);
    const malformed = await t.request("/v1/auth/register", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    const array = await t.request("/v1/auth/register", { method: "POST", json: [1, 2] });
    expect(array.status).toBe(422);
    const notJson = await t.request("/v1/auth/register", { method: "POST", body: "name=x" });
    expect(notJson.status).toBe(415);
  });
});

describe("login, me and logout", () => {
  it("logs in, reads the current user, and revokes the token on logout", async () => {
    const login = await t.request("/v1/auth/login", { method: "POST", json: { email: valid.email, password: valid.password } });
    expect(login.status).toBe(200);
    const { data, success, message } = await login.json();
    expect({ success, message }).toEqual({ success: true, message: "Login successful." });
    expect(data).toMatchObject({ name: valid.name, email: valid.email, email_verified_at: null });

    const me = await t.request("/v1/auth/me", { token: data.token });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ success: true, data: { email: valid.email, email_verified_at: null, avatar: null } });

    const logout = await t.request("/v1/auth/logout", { token: data.token });
    expect(await logout.json()).toEqual({ success: true, message: "Logged out successfully." });
    const after = await t.request("/v1/auth/me", { token: data.token });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ success: false, message: "Unauthenticated." });
  });

  it("refuses a wrong password and an unknown e-mail alike with 401", async () => {
    for (const email of [valid.email, "nobody@example.com"]) {
      const res = await t.request("/v1/auth/login", { method: "POST", json: { email, password: "Wrong#1234" } });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, message: "Invalid email or password." });
    }
  });

  it("refuses a sixth wrong password within a minute with 429 and Retry-After", async () => {
    const attempt = () =>
      t.request("/v1/auth/login", {
        method: "POST",
        json: { email: "limited@example.com", password: "Wrong#1234" },
        headers: { "X-Forwarded-For": "203.0.113.9" },
      });
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
  });

  it.each([
    ["a caller that is not the web server", "198.51.100.200"],
    ["a request with no socket", null],
  ])("believes no X-Forwarded-For from %s: naming itself anew each time, it is still counted as one", async (_, peer) => {
    const attempt = (n: number) =>
      t.request("/v1/auth/login", {
        method: "POST",
        json: { email: `forger-${peer}@example.com`, password: "Wrong#1234" },
        peer,
        headers: { "X-Forwarded-For": `203.0.113.${100 + n}` },
      });
    for (let n = 1; n <= 5; n++) expect((await attempt(n)).status).toBe(401);
    expect((await attempt(6)).status).toBe(429);
  });

  it("counts an IPv6 client's wrong passwords per /64, not per address", async () => {
    const attempt = (ip: string) =>
      t.request("/v1/auth/login", {
        method: "POST",
        json: { email: "roaming@example.com", password: "Wrong#1234" },
        headers: { "X-Forwarded-For": ip },
      });
    for (let i = 1; i <= 5; i++) expect((await attempt(`2001:db8:5:6:${i}::1`)).status).toBe(401);
    expect((await attempt("2001:db8:5:6:abcd:ef01:2345:6789")).status).toBe(429);
    expect((await attempt("2001:db8:5:7::1")).status).toBe(401);
  });

  it("evaluates at most 5 of a burst of wrong passwords and then refuses the right one too", async () => {
    const verify = jest.spyOn(passwords, "verifyPassword");
    const attempt = (password: string) =>
      t.request("/v1/auth/login", {
        method: "POST",
        json: { email: valid.email, password },
        headers: { "X-Forwarded-For": "203.0.113.50" },
      });
    const burst = await Promise.all(Array.from({ length: 100 }, () => attempt("Wrong#1234")));
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(95);
    expect(verify).toHaveBeenCalledTimes(5);
    expect((await attempt(valid.password)).status).toBe(429);
    expect(verify).toHaveBeenCalledTimes(5);
    verify.mockRestore();
  });

  it("lets a right password that was evaluated start the count afresh", async () => {
    const attempt = (password: string) =>
      t.request("/v1/auth/login", {
        method: "POST",
        json: { email: valid.email, password },
        headers: { "X-Forwarded-For": "203.0.113.51" },
      });
    for (let i = 0; i < 4; i++) expect((await attempt("Wrong#1234")).status).toBe(401);
    expect((await attempt(valid.password)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt("Wrong#1234")).status).toBe(401);
    expect((await attempt(valid.password)).status).toBe(429);
  });

  it("refuses an expired token", async () => {
    const { data } = await (
      await t.request("/v1/auth/login", { method: "POST", json: { email: valid.email, password: valid.password } })
    ).json();
    t.clock.advance(31 * 86_400_000);
    expect((await t.request("/v1/auth/me", { token: data.token })).status).toBe(401);
  });

  it("answers 401 to a missing or garbled Authorization header", async () => {
    expect((await t.request("/v1/auth/me")).status).toBe(401);
    expect((await t.request("/v1/auth/me", { headers: { Authorization: "Bearer nonsense" } })).status).toBe(401);
    expect((await t.request("/v1/auth/logout", { headers: { Authorization: "Basic abc" } })).status).toBe(401);
  });

  it("stores only the hash of a token and an argon2id hash of the password", async () => {
    const user = firstRow(await t.db.select().from(users).where(eq(users.email, valid.email)), "user");
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const tokens = await t.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) expect(token.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("e-mail addresses", () => {
  it("refuses addresses a mail header would read as a list, a name or a comment, with the form's message", async () => {
    const bad = [
      "a,victim@example.com",
      "<a@example.com>",
      "Eve <eve@example.com>",
      '"a"@example.com',
      "a b@example.com",
      "a;b@example.com",
      "a(b)@example.com",
      "a\u0001@example.com",
    ];
    for (const email of bad) {
      const res = await t.request("/v1/auth/register", { method: "POST", json: { ...valid, email } });
      expect([email, res.status, (await res.json()).errors]).toEqual([email, 422, { email: ["Email is invalid"] }]);
    }
  });
});

describe("sessions", () => {
  const MINUTE = 60_000;
  const logIn = async (request = t.request) => {
    const res = await request("/v1/auth/login", {
      method: "POST",
      headers: { "X-Forwarded-For": "203.0.113.60" },
      json: { email: valid.email, password: valid.password },
    });
    expect(res.status).toBe(200);
    return (await res.json()).data.token as string;
  };
  const me = (token: string, request = t.request) => request("/v1/auth/me", { token });
  const newestToken = async () => firstRow(await t.db.select().from(apiTokens).orderBy(desc(apiTokens.id)).limit(1), "the newest token");
  const lastUsed = async () => (await newestToken()).lastUsedAt;

  it("end after 120 idle minutes, while use keeps them alive", async () => {
    const token = await logIn();
    t.clock.advance(119 * MINUTE);
    expect((await me(token)).status).toBe(200);
    t.clock.advance(119 * MINUTE);
    expect((await me(token)).status).toBe(200);
    t.clock.advance(121 * MINUTE);
    const idle = await me(token);
    expect(idle.status).toBe(401);
    expect(await idle.json()).toEqual({ success: false, message: "Unauthenticated." });
  });

  it("are not kept alive by polls for news: the unread count and a chat's newer messages", async () => {
    const token = await logIn();
    const issued = await lastUsed();
    const poll = (path: string) => t.request(path, { token });
    for (let minute = 10; minute < 120; minute += 10) {
      t.clock.advance(10 * MINUTE);
      expect((await poll("/v1/messages/unread-count")).status).toBe(200);
      expect((await poll("/v1/compliments/conversations/999999?after=0")).status).toBe(404);
    }
    expect(await lastUsed()).toEqual(issued);
    t.clock.advance(11 * MINUTE);
    expect((await poll("/v1/messages/unread-count")).status).toBe(401);
    expect((await me(token)).status).toBe(401);
  });

  it("record their use at most once a minute", async () => {
    const token = await logIn();
    const issued = await lastUsed();
    expect(issued).toEqual(t.clock.now());
    t.clock.advance(30_000);
    await me(token);
    expect(await lastUsed()).toEqual(issued);
    t.clock.advance(31_000);
    await me(token);
    expect(await lastUsed()).toEqual(t.clock.now());
  });

  it("end after 30 days however much they are used", async () => {
    const token = await logIn();
    const row = await newestToken();
    t.clock.advance(30 * 1440 * MINUTE + MINUTE);
    await t.db.update(apiTokens).set({ lastUsedAt: t.clock.now() }).where(eq(apiTokens.id, row.id));
    expect((await me(token)).status).toBe(401);
  });

  it("follow the configured idle limit", async () => {
    const request = checkedRequests(createApp({ db: t.db, mailer: t.mailer, clock: t.clock, config: { tokenIdleMinutes: 5 } }));
    const token = await logIn(request);
    t.clock.advance(4 * MINUTE);
    expect((await me(token, request)).status).toBe(200);
    t.clock.advance(6 * MINUTE);
    expect((await me(token, request)).status).toBe(401);
  });
});

describe("the rest of /v1", () => {
  it("reports health with the database", async () => {
    const res = await t.request("/v1/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, status: "ok", database: "ok" });
  });

  it("answers unknown paths with a JSON 404", async () => {
    const res = await t.request("/v1/nothing-here");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ success: false, message: "The route v1/nothing-here could not be found." });
  });

  it("publishes the contract generated from the route schemas", async () => {
    const doc = await (await t.request("/v1/openapi.json")).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/auth/login", "/auth/register", "/auth/me", "/auth/logout", "/health"]),
    );
    expect(doc.paths["/auth/login"].post.requestBody.content["application/json"].schema.properties).toHaveProperty("email");
  });
});
