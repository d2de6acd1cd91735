import * as queue from "../../jobs/queue";
import { createTestApp, untilNoDueJob, type TestApp } from "../../test/test-app";
import { present } from "../../test/present";
import { until } from "@/lib/testing/until";
import { unlimited } from "../../lib/rate-limit";

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

const password = "Secret#123";
let seq = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${++seq}@example.com`;
const post = (path: string, json: unknown, init: { token?: string; ip?: string } = {}) =>
  t.request(path, { method: "POST", json, token: init.token, headers: { "X-Forwarded-For": init.ip ?? "198.51.100.1" } });

async function register(email = uniqueEmail("user")) {
  const res = await post("/v1/auth/register", { name: "Test User", email, password, password_confirmation: password }, { ip: email });
  expect(res.status).toBe(201);
  return { email, token: (await res.json()).data.token as string };
}

type Kind = "verify-email" | "reset-password";
const mailsOf = (to: string, kind: Kind) => t.mailer.outbox.filter((m) => m.to === to && m.text.includes(`/${kind}?`));

/** Mail is sent after the response; wait for the `count`th message of a kind to `to` and return its link. */
async function linkInMail(to: string, kind: Kind, count = 1): Promise<URL> {
  for (let i = 0; i < 100; i++) {
    const mails = mailsOf(to, kind);
    if (mails.length >= count) {
      const mail = present(mails[count - 1], `mail number ${count}`);
      const link = present(mail.text.match(/https?:\/\/\S+/)?.[0], "a link in the mail");
      expect(mail.html).toContain(link.replace(/&/g, "&amp;"));
      return new URL(link);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail #${count} to ${to}`);
}

function verifyPath(link: URL, change: Record<string, string> = {}) {
  const p = { ...Object.fromEntries(link.searchParams), ...change };
  return `/v1/email/verify/${p.id}/${p.hash}?expires=${p.expires}&signature=${p.signature}`;
}

describe("registration", () => {
  it("limits registrations per address with 429", async () => {
    const attempt = () =>
      post(
        "/v1/auth/register",
        { name: "Many Names", email: uniqueEmail("many"), password, password_confirmation: password },
        { ip: "192.0.2.99" },
      );
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(201);
    const res = await attempt();
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("e-mail verification", () => {
  it("mails a signed link to the web app on registration, which verifies the account", async () => {
    const { email, token } = await register();
    const link = await linkInMail(email, "verify-email");
    expect(link.origin + link.pathname).toBe("http://localhost:3000/verify-email");
    expect(t.mailer.outbox.find((m) => m.to === email)?.subject).toContain("Compliments");

    const res = await t.request(verifyPath(link), { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Your email address has been verified." });
    const me = await (await t.request("/v1/auth/me", { token })).json();
    expect(me.data.email_verified_at).toBe(t.clock.now().toISOString());

    const again = await t.request(verifyPath(link), { token });
    expect((await again.json()).message).toBe("Your email address is already verified.");
  });

  it("brings the user back to the page given at registration, unsigned and only when it is a path on the site", async () => {
    const cases: Array<[string | undefined, string | null]> = [
      ["/show-compliment?code=12345678&intent=claim", "/show-compliment?code=12345678&intent=claim"],
      ["//evil.example/x", null],
      ["https://evil.example/", null],
      ["/\\evil.example", null],
      ["/a b", null],
      [undefined, null],
    ];
    for (const [next, kept] of cases) {
      const email = uniqueEmail("returning");
      const res = await post(
        "/v1/auth/register",
        { name: "Test User", email, password, password_confirmation: password, next },
        { ip: email },
      );
      expect(res.status).toBe(201);
      const link = await linkInMail(email, "verify-email");
      expect(link.searchParams.get("next")).toBe(kept);
      const token = (await res.json()).data.token;
      expect((await t.request(verifyPath(link), { token })).status).toBe(200);
    }
  });

  it("refuses a tampered, foreign or expired link with 403, and a guest with 401", async () => {
    const alice = await register();
    const bob = await register();
    const link = await linkInMail(alice.email, "verify-email");
    const refused = { success: false, message: "This verification link is invalid or has expired." };

    const tampered: Record<string, string>[] = [{ signature: "0".repeat(64) }, { expires: "9999999999" }, { hash: "a".repeat(64) }];
    for (const change of tampered) {
      const res = await t.request(verifyPath(link, change), { token: alice.token });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(refused);
    }
    expect((await t.request(verifyPath(link), { token: bob.token })).status).toBe(403);
    expect((await t.request(verifyPath(link))).status).toBe(401);

    t.clock.advance(61 * 60_000);
    expect((await t.request(verifyPath(link), { token: alice.token })).status).toBe(403);
    const me = await (await t.request("/v1/auth/me", { token: alice.token })).json();
    expect(me.data.email_verified_at).toBeNull();
  });

  it("resends a link, at most 6 a minute, and not once verified", async () => {
    const { email, token } = await register();
    expect((await post("/v1/email/verify/resend", {})).status).toBe(401);
    for (let i = 0; i < 6; i++) {
      const res = await post("/v1/email/verify/resend", {}, { token });
      expect(res.status).toBe(200);
      expect((await res.json()).message).toBe("A new verification link has been sent to your email address.");
    }
    const limited = await post("/v1/email/verify/resend", {}, { token });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    const last = await linkInMail(email, "verify-email", 7);
    expect(mailsOf(email, "verify-email")).toHaveLength(7);

    await t.request(verifyPath(last), { token });
    const verified = await post("/v1/email/verify/resend", {}, { token });
    expect(verified.status).toBe(400);
    expect(await verified.json()).toEqual({ success: false, message: "Your email address is already verified." });
  });
});

describe("verification mails an address gets", () => {
  // An app without the per-minute limits, so only the daily cap per address answers.
  let u: TestApp;
  beforeAll(async () => void (u = await createTestApp({ limiter: unlimited })));
  afterAll(() => u.close());

  it("are at most 10 a day, whoever asks (registering counts), then a resend is refused until a day has passed", async () => {
    const email = uniqueEmail("capped");
    const registered = await u.request("/v1/auth/register", {
      method: "POST",
      json: { name: "Test User", email, password, password_confirmation: password },
    });
    let token = (await registered.json()).data.token as string;
    const resend = () => u.request("/v1/email/verify/resend", { method: "POST", json: {}, token });
    for (let i = 0; i < 9; i++) expect((await resend()).status).toBe(200);
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      success: false,
      message: "This address has been sent 10 verification e-mails today. Please use one of them or try again tomorrow.",
    });
    const sent = () => u.mailer.outbox.filter((m) => m.to === email).length;
    await until(() => sent() === 10, "ten verification mails");
    await untilNoDueJob(u);
    expect(sent()).toBe(10);

    u.clock.advance(24 * 60 * 60_000);
    token = (await (await u.request("/v1/auth/login", { method: "POST", json: { email, password } })).json()).data.token;
    expect((await resend()).status).toBe(200);
    await until(() => sent() === 11, "the next day's mail");
  });

  it("count one mailbox whatever its spelling: x+1@d and x+2@d share the 10", async () => {
    const [local, domain] = uniqueEmail("tagged").split("@") as [string, string];
    const spellings = [`${local}+1@${domain}`, `${local}+2@${domain}`];
    const tokens: string[] = [];
    for (const email of spellings) {
      const res = await u.request("/v1/auth/register", {
        method: "POST",
        json: { name: "Test User", email, password, password_confirmation: password },
      });
      expect(res.status).toBe(201);
      tokens.push((await res.json()).data.token);
    }
    const resend = (token: string) => u.request("/v1/email/verify/resend", { method: "POST", json: {}, token });
    for (let i = 0; i < 8; i++) expect((await resend(tokens[1]!)).status).toBe(200);
    expect((await resend(tokens[1]!)).status).toBe(429);
    expect((await resend(tokens[0]!)).status).toBe(429);
    const sent = () => u.mailer.outbox.filter((m) => spellings.includes(m.to)).length;
    await until(() => sent() === 10, "ten verification mails");
    await untilNoDueJob(u);
    expect(sent()).toBe(10);
  });
});

describe("password reset", () => {
  const sent = { success: true, message: "If that email address is registered, we have sent a password reset link." };

  it("answers the same for unknown and known addresses, mailing only the known one, once a minute", async () => {
    const { email } = await register();
    const unknown = await post("/v1/auth/forgot-password", { email: "nobody-here@example.com" });
    const known = await post("/v1/auth/forgot-password", { email: email.toUpperCase() });
    expect([unknown.status, known.status]).toEqual([200, 200]);
    expect(await unknown.json()).toEqual(sent);
    expect(await known.json()).toEqual(sent);
    await linkInMail(email, "reset-password");
    expect(mailsOf("nobody-here@example.com", "reset-password")).toHaveLength(0);

    expect((await post("/v1/auth/forgot-password", { email })).status).toBe(200);
    await untilNoDueJob(t);
    expect(mailsOf(email, "reset-password")).toHaveLength(1);
    t.clock.advance(61_000);
    await post("/v1/auth/forgot-password", { email });
    await linkInMail(email, "reset-password", 2);
  });

  it("does the same before answering for unknown and known addresses: it only queues one job, which looks the address up", async () => {
    const { email } = await register();
    const queued = jest.spyOn(queue, "enqueue");
    const answer = async (address: string) => {
      queued.mockClear();
      const res = await post("/v1/auth/forgot-password", { email: address }, { ip: "192.0.2.66" });
      // The worker may queue the reset mail of the first answer meanwhile: only this request's jobs count.
      const jobs = queued.mock.calls.map(([, ...list]) => list.map((job) => job.kind)).filter((kinds) => !kinds.includes("mail"));
      return { status: res.status, body: await res.json(), jobs };
    };
    const unknown = await answer("nobody-at-all@example.com");
    const known = await answer(email);
    queued.mockRestore();
    expect(known).toEqual(unknown);
    expect(known).toEqual({ status: 200, body: sent, jobs: [["password-reset"]] });

    await linkInMail(email, "reset-password");
    expect(mailsOf("nobody-at-all@example.com", "reset-password")).toHaveLength(0);
  });

  it("validates the address with the form's messages", async () => {
    const res = await post("/v1/auth/forgot-password", { email: "not-an-email" });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ email: ["Email is invalid"] });
    const empty = await post("/v1/auth/forgot-password", {});
    expect((await empty.json()).errors).toEqual({ email: ["Email is required"] });
  });

  it("resets with the mailed token once, ends every session, and swaps the passwords", async () => {
    const { email, token: session } = await register();
    await post("/v1/auth/forgot-password", { email });
    const link = await linkInMail(email, "reset-password");
    expect(link.pathname).toBe("/reset-password");
    const body = {
      email: link.searchParams.get("email"),
      token: link.searchParams.get("token"),
      password: "Changed#456",
      password_confirmation: "Changed#456",
    };

    const res = await post("/v1/auth/reset-password", body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Your password has been reset." });
    expect((await t.request("/v1/auth/me", { token: session })).status).toBe(401);
    expect((await post("/v1/auth/login", { email, password: "Changed#456" }, { ip: "10.0.0.1" })).status).toBe(200);
    expect((await post("/v1/auth/login", { email, password }, { ip: "10.0.0.2" })).status).toBe(401);

    const reused = await post("/v1/auth/reset-password", { ...body, password: "Again#7890", password_confirmation: "Again#7890" });
    expect(reused.status).toBe(422);
    expect((await reused.json()).errors).toEqual({ email: ["This password reset link is invalid or has expired."] });
  });

  it("brings the user back to the page given with the request, only when it is a path on the site", async () => {
    const cases: Array<[string | undefined, string | null]> = [
      ["/show-compliment?code=12345678&intent=claim", "/show-compliment?code=12345678&intent=claim"],
      ["//evil.example/x", null],
      ["https://evil.example/", null],
      [undefined, null],
    ];
    for (const [next, kept] of cases) {
      const { email } = await register();
      expect((await post("/v1/auth/forgot-password", { email, next }, { ip: email })).status).toBe(200);
      const link = await linkInMail(email, "reset-password");
      expect([next, link.searchParams.get("next")]).toEqual([next, kept]);
      expect(link.searchParams.get("token")).toMatch(/^[\w-]{43}$/);
    }
  });

  it("refuses an expired or wrong token and invalid passwords", async () => {
    const { email } = await register();
    await post("/v1/auth/forgot-password", { email });
    const token = (await linkInMail(email, "reset-password")).searchParams.get("token")!;
    const reset = (change: Record<string, unknown>) =>
      post("/v1/auth/reset-password", { email, token, password: "Changed#456", password_confirmation: "Changed#456", ...change });

    const invalid = await reset({ password: "weak", password_confirmation: "other" });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).errors).toEqual({
      password: ["Password must include upper, lower, digit, and special character from @ # % $"],
      password_confirmation: ["Passwords do not match"],
    });
    expect((await (await reset({ password_confirmation: "" })).json()).errors).toEqual({
      password_confirmation: ["Confirm password is required"],
    });
    expect((await reset({ token: "wrong" })).status).toBe(422);
    expect((await reset({ email: uniqueEmail("other") })).status).toBe(422);

    t.clock.advance(61 * 60_000);
    expect((await reset({})).status).toBe(422);
  });

  it("limits reset attempts per address with 429", async () => {
    const attempt = () =>
      post(
        "/v1/auth/reset-password",
        { email: "who@example.com", token: "guess", password: "Changed#456", password_confirmation: "Changed#456" },
        { ip: "192.0.2.88" },
      );
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(422);
    const res = await attempt();
    expect(res.status).toBe(429);
    expect((await res.json()).message).toMatch(/^Too many password reset attempts\./);
  });

  it("counts an IPv6 client per /64 for registrations, reset requests and reset attempts", async () => {
    const attempts: [string, () => object][] = [
      ["/v1/auth/register", () => ({ name: "Roaming Name", email: uniqueEmail("roam"), password, password_confirmation: password })],
      ["/v1/auth/forgot-password", () => ({ email: uniqueEmail("roam") })],
      ["/v1/auth/reset-password", () => ({ email: "who@example.com", token: "guess", password, password_confirmation: password })],
    ];
    for (const [n, [path, body]] of attempts.entries()) {
      for (let i = 1; i <= 10; i++) expect((await post(path, body(), { ip: `2001:db8:9:${n}:${i}::2` })).status).not.toBe(429);
      expect((await post(path, body(), { ip: `2001:db8:9:${n}:ffff::` })).status).toBe(429);
      expect((await post(path, body(), { ip: `2001:db8:9:${n + 10}::2` })).status).not.toBe(429);
    }
  });

  it("limits requests per address with 429", async () => {
    for (let i = 0; i < 10; i++)
      expect((await post("/v1/auth/forgot-password", { email: uniqueEmail("x") }, { ip: "192.0.2.77" })).status).toBe(200);
    const res = await post("/v1/auth/forgot-password", { email: uniqueEmail("x") }, { ip: "192.0.2.77" });
    expect(res.status).toBe(429);
    expect((await res.json()).message).toMatch(/^Too many password reset requests\. Please try again in \d+ seconds\.$/);
  });
});
