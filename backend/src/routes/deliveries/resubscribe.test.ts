import { emailSuppressions } from "../../db/schema";
import type { MailMessage } from "../../lib/mailer";
import { createTestApp, type TestApp } from "../../test/test-app";
import { testUsers, type TestUser } from "../../test/users";
import { LINK_ASKED, RESUBSCRIBED } from "./index";
import { LINKS_PER_DAY } from "./resubscribe";
import { legacyAddressHash, addressHash } from "./tokens";

// Receiving compliments by e-mail again: Undo with the delivery mail's token, right after
// unsubscribing, and later a signed link mailed on request to the address alone.

let t: TestApp;
let people: ReturnType<typeof testUsers>;
beforeAll(async () => {
  t = await createTestApp({ worker: false });
  people = testUsers(t);
}, 60_000);
afterAll(() => t.close());

const MINUTE = 60_000;
let seq = 0;
const address = (name = "again") => `${name}-${++seq}@example.net`;
/** A peer address of its own for each test, so one test's requests never use up another's limit. */
const peer = () => `192.0.2.${++seq}`;
const step = async () => {
  while ((await t.worker.runDue()) > 0);
};
const mailsTo = (to: string) => t.mailer.outbox.filter((m) => m.to === to);
const tokenOf = (mail: MailMessage) =>
  new URL(mail.text.match(/To receive no more compliments here: (\S+)/)![1]!).searchParams.get("token")!;
const status = async (token: string) => (await (await t.request(`/v1/unsubscribe?token=${token}`)).json()).data;
const unsubscribe = (token: string) => t.request(`/v1/unsubscribe?token=${token}`, { method: "POST" });
const undo = (token: string) => t.request(`/v1/unsubscribe?token=${token}`, { method: "DELETE" });
const ask = (email: unknown, ip = peer()) => t.request("/v1/unsubscribe/again", { method: "POST", json: { email }, peer: ip });
const confirm = (query: string) => t.request(`/v1/unsubscribe/again/confirm?${query}`, { method: "POST" });
const againLinks = (to: string) =>
  mailsTo(to)
    .map((m) => m.text.match(/Receive compliments again: (\S+)/)?.[1])
    .filter((link): link is string => link !== undefined)
    .map((link) => new URL(link));

async function deliver(author: TestUser, to: string) {
  const res = await t.request("/v1/compliments", {
    method: "POST",
    token: author.token,
    json: { to: "Robin", compliment: "Your patience with every question made the course a joy.", recipient_email: to },
  });
  return res.status;
}

/** An address that was sent one compliment and unsubscribed through its mail: the mail's token. */
async function unsubscribed(author: TestUser, to: string) {
  expect(await deliver(author, to)).toBe(201);
  await step();
  const token = tokenOf(mailsTo(to).at(-1)!);
  expect((await unsubscribe(token)).status).toBe(200);
  return token;
}

describe("Undo on the unsubscribe page", () => {
  it("takes the address off the list right after unsubscribing: the next delivery is sent", async () => {
    const author = await people.register("Una Undo");
    const to = address();
    const token = await unsubscribed(author, to);
    expect(await status(token)).toEqual({ unsubscribed: true, undoable: true });
    expect(await deliver(author, to)).toBe(422);

    const res = await undo(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: RESUBSCRIBED });
    expect(await status(token)).toEqual({ unsubscribed: false, undoable: false });
    expect((await undo(token)).status).toBe(200); // nothing left to undo is done too
    expect(await deliver(author, to)).toBe(201);
    await step();
    expect(mailsTo(to)).toHaveLength(2);
  });

  it("no longer works an hour later (409): the address stays unsubscribed", async () => {
    const to = address();
    const token = await unsubscribed(await people.register(), to);
    t.clock.advance(60 * MINUTE + 1000);
    expect(await status(token)).toEqual({ unsubscribed: true, undoable: false });
    const res = await undo(token);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe("It is too late to undo this here. Ask for a link by e-mail instead.");
    expect((await status(token)).unsubscribed).toBe(true);
  });

  it("refuses a token this API did not sign (403) and a malformed one (422), never 500", async () => {
    const to = address();
    const token = await unsubscribed(await people.register(), to);
    const [subject, signature] = token.split(".");
    const forged = [
      "",
      "abc",
      `${"0".repeat(64)}.${"0".repeat(32)}`,
      `${subject}.${"0".repeat(32)}`,
      `${addressHash(address())}.${signature}`,
      `${subject}.${signature}.x`,
    ];
    for (const bad of forged) {
      const res = await undo(encodeURIComponent(bad));
      expect([bad, res.status]).toEqual([bad, 403]);
      expect(await res.json()).toEqual({ success: false, message: "This unsubscribe link is invalid." });
    }
    expect((await t.request("/v1/unsubscribe", { method: "DELETE" })).status).toBe(403);
    expect((await undo("x".repeat(201))).status).toBe(422);
    expect((await status(token)).unsubscribed).toBe(true);
  });
});

describe("a link mailed on request", () => {
  it("goes to an unsubscribed address only, and answers alike whatever the address", async () => {
    const listed = address("listed");
    await unsubscribed(await people.register(), listed);
    const [unknown, subscribed] = [address("unknown"), address("subscribed")];
    expect(await deliver(await people.register(), subscribed)).toBe(201);
    await step();
    const before = t.mailer.outbox.length;

    const answers = [];
    for (const email of [listed, unknown, subscribed]) {
      const res = await ask(email);
      answers.push({ status: res.status, body: await res.json() });
    }
    expect(answers).toEqual(Array(3).fill({ status: 200, body: { success: true, message: LINK_ASKED } }));
    expect(t.mailer.outbox.length).toBe(before); // only queued: the job looks the address up
    await step();
    expect(t.mailer.outbox.slice(before).map((m) => m.to)).toEqual([listed]);
    const mail = mailsTo(listed).at(-1)!;
    expect(mail.subject).toBe("Receive compliments by e-mail again from Compliments");
    expect(mail.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  it("lifts every key of the mailbox, the one of the address as typed too: the next delivery is sent", async () => {
    const to = address("lift");
    await unsubscribed(await people.register(), to);
    const spelled = ` ${to.replace("@", "+news@").toUpperCase()} `;
    await t.db.insert(emailSuppressions).values({ emailHash: legacyAddressHash(spelled), createdAt: t.clock.now() });
    t.clock.advance(2 * 60 * MINUTE); // Undo is over: the link is the way back
    const author = await people.register("Lena Lift");
    expect((await ask(spelled.trim())).status).toBe(200);
    await step();
    const [link] = againLinks(spelled.trim());
    expect(link!.origin + link!.pathname).toBe("http://localhost:3000/unsubscribe/again");
    expect(link!.searchParams.get("keys")!.split(".").sort()).toEqual([addressHash(to), legacyAddressHash(spelled)].sort());

    expect(await deliver(author, to)).toBe(422);
    const res = await confirm(link!.search.slice(1));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: RESUBSCRIBED });
    expect(await deliver(author, spelled.trim())).toBe(201);
    await step();
    expect(mailsTo(spelled.trim()).filter((m) => m.subject.endsWith("wrote you a compliment"))).toHaveLength(1);
  });

  it("refuses an altered or expired link with 403 and a malformed one with 422, never 500", async () => {
    const to = address("forge");
    await unsubscribed(await people.register(), to);
    await ask(to);
    await step();
    const [link] = againLinks(to);
    const query = link!.searchParams;
    const altered = (name: string, value: string) => new URLSearchParams({ ...Object.fromEntries(query), [name]: value }).toString();
    const otherKey = addressHash(address());
    for (const bad of [
      altered("keys", otherKey),
      altered("keys", `${query.get("keys")!.split(".")[0]}.${otherKey}`),
      altered("signature", "0".repeat(64)),
      altered("expires", String(Number(query.get("expires")) + 3600)),
    ]) {
      const res = await confirm(bad);
      expect([bad, res.status]).toEqual([bad, 403]);
      expect(await res.json()).toEqual({ success: false, message: "This link is invalid or has expired." });
    }
    for (const bad of ["", altered("keys", "abc"), altered("expires", "soon"), altered("signature", "<script>")]) {
      expect([bad, (await confirm(bad)).status]).toEqual([bad, 422]);
    }
    t.clock.advance(24 * 60 * MINUTE + 1000);
    expect((await confirm(query.toString())).status).toBe(403);
    t.clock.advance(-(24 * 60 * MINUTE + 1000));
    expect((await confirm(query.toString())).status).toBe(200);
  });

  it("refuses a missing or malformed address with the form's messages, and a body that is not JSON, never 500", async () => {
    const ip = peer();
    for (const [body, message] of [
      [{}, "Email is required"],
      [{ email: "" }, "Email is required"],
      [{ email: "not-an-address" }, "Email is invalid"],
      [{ email: `${"a".repeat(300)}@example.net` }, "Email is invalid"],
    ] as const) {
      const res = await t.request("/v1/unsubscribe/again", { method: "POST", json: body, peer: ip });
      expect(res.status).toBe(422);
      expect((await res.json()).errors).toEqual({ email: [message] });
    }
    for (const body of ["not json", "[1]", "null"]) {
      const res = await t.request("/v1/unsubscribe/again", {
        method: "POST",
        body,
        headers: { "Content-Type": "application/json" },
        peer: ip,
      });
      expect([body, res.status >= 400 && res.status < 500]).toEqual([body, true]);
    }
    expect(await t.worker.runDue()).toBe(0);
  });

  it("is limited to 10 requests a minute from one client (429 with Retry-After) and 3 mails a day to one mailbox", async () => {
    const to = address("limited");
    await unsubscribed(await people.register(), to);
    const ip = peer();
    for (let i = 0; i < 10; i++) expect((await ask(i === 0 ? to : address(), ip)).status).toBe(200);
    const refused = await ask(to, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);

    for (let i = 0; i < LINKS_PER_DAY + 2; i++) expect((await ask(to.toUpperCase())).status).toBe(200);
    await step();
    expect(againLinks(to).length + againLinks(to.toUpperCase()).length).toBe(LINKS_PER_DAY);
  });
});
