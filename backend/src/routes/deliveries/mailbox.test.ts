import { deliveryMessages } from "@/common/validations/delivery";
import { emailSuppressions } from "../../db/schema";
import { sha256 } from "../../lib/crypto";
import type { MailMessage } from "../../lib/mailer";
import { createTestApp, type TestApp } from "../../test/test-app";
import { testUsers, type TestUser } from "../../test/users";
import { addressHash, signToken } from "./tokens";

// Issue 28: one mailbox is one address for the delivery cap and the suppression list, and only a
// compliment's author spends an address's points. Its own app, so its worker sends only its mails.

let t: TestApp;
let people: ReturnType<typeof testUsers>;
beforeAll(async () => {
  t = await createTestApp({ worker: false });
  people = testUsers(t);
}, 60_000);
afterAll(() => t.close());

let seq = 0;
const address = (name = "reader") => `${name}-${++seq}@example.net`;
/** A Gmail mailbox of its own: `bob${n}`, which b.ob${n}+x@googlemail.com and its other spellings reach. */
const gmailUser = () => `bob${++seq}`;
const inAnHour = () => new Date(t.clock.now().getTime() + 60 * 60_000).toISOString();
/** Runs every due job: each new author's registration queued a verification mail too. */
const drain = async () => {
  while ((await t.worker.runDue()) > 0);
};
const mailsTo = (to: string) => t.mailer.outbox.filter((m) => m.to === to);
const unsubscribeLink = (mail: MailMessage) => new URL(mail.headers!["List-Unsubscribe"]!.slice(1, -1));
/** The backend's one-click unsubscribe, as the web passes a mail program's POST to its link on. */
const unsubscribe = (link: URL) =>
  t.request(`/v1/unsubscribe?${new URLSearchParams({ token: link.searchParams.get("token")! })}`, { method: "POST" });

const write = (author: TestUser, fields: Record<string, unknown> = {}) =>
  t.request("/v1/compliments", {
    method: "POST",
    token: author.token,
    json: { to: "Robin Okafor", compliment: "Your calm voice on the night shift made every patient feel safe and seen.", ...fields },
  });
async function written(author: TestUser, fields: Record<string, unknown> = {}) {
  const res = await write(author, fields);
  expect(res.status).toBe(201);
  return (await res.json()).data as { id: number; code: string };
}
const change = (author: TestUser, id: number, json: Record<string, unknown>) =>
  t.request(`/v1/compliments/${id}`, { method: "PATCH", token: author.token, json });
const remove = (author: TestUser, id: number) => t.request(`/v1/compliments/${id}`, { method: "DELETE", token: author.token });
const own = async (author: TestUser, code: string) =>
  (await (await t.request(`/v1/compliments/own/${code}`, { token: author.token })).json()).data as {
    delivery: { recipient_email: string } | null;
  };
/** The status of writing one more delivery to `to` now, by a new author: 201 while its mailbox has points left today. */
const oneMore = async (to: string) => (await write(await people.register(), { recipient_email: to, deliver_at: inAnHour() })).status;

describe("one mailbox is one address", () => {
  it("an unsubscribed address is refused in any spelling of its mailbox", async () => {
    const author = await people.register();
    const bob = gmailUser();
    await written(author, { recipient_email: `${bob}@gmail.com` });
    await drain();
    const link = unsubscribeLink(mailsTo(`${bob}@gmail.com`)[0]!);
    expect((await unsubscribe(link)).status).toBe(200);

    for (const spelling of [`b.${bob.slice(1)}+x@googlemail.com`, `${bob.toUpperCase()}@GMAIL.COM`]) {
      const refused = await write(author, { recipient_email: spelling });
      expect([spelling, refused.status]).toEqual([spelling, 422]);
      expect(await refused.json()).toMatchObject({ errors: { recipient_email: [deliveryMessages.suppressed] }, reason: "unsubscribed" });
    }
    const { id } = await written(author, { recipient_email: address(), deliver_at: inAnHour() });
    expect((await change(author, id, { recipient_email: `${bob}+y@gmail.com` })).status).toBe(422);
  });

  it("the 4th delivery of a day to one mailbox is 429 in any spelling, by different authors", async () => {
    const bob = gmailUser();
    const spellings = [`${bob}@gmail.com`, `b.${bob.slice(1)}@gmail.com`, `${bob}+1@googlemail.com`];
    for (const spelling of spellings) expect([spelling, await oneMore(spelling)]).toEqual([spelling, 201]);
    expect(await oneMore(`${bob.toUpperCase()}+2@gmail.com`)).toBe(429);

    const tagged = address("tagged");
    for (const spelling of [tagged, tagged.replace("@", "+a@"), tagged.replace("@", "+b@").toUpperCase()])
      expect(await oneMore(spelling)).toBe(201);
    expect(await oneMore(tagged.replace("@", "+c@"))).toBe(429);
  });

  it("a new spelling of the scheduled mailbox is no new address: it costs no point", async () => {
    const bob = gmailUser();
    const author = await people.register();
    const { id, code } = await written(author, { recipient_email: `${bob}@gmail.com`, deliver_at: inAnHour() });
    for (let i = 0; i < 2; i++) expect(await oneMore(`${bob}@gmail.com`)).toBe(201);
    const res = await change(author, id, { recipient_email: `B.${bob.slice(1)}@googlemail.com` });
    expect(res.status).toBe(200);
    // What the author typed is kept, and shown; only the key is the mailbox.
    expect((await own(author, code)).delivery?.recipient_email).toBe(`B.${bob.slice(1)}@googlemail.com`);
    expect(await oneMore(`${bob}@gmail.com`)).toBe(429);
  });

  it("suppressions and unsubscribe links from before still work: rows and tokens keyed on the lower-cased address", async () => {
    const author = await people.register();
    const [row, token] = [address("old.row").replace("@", "+news@"), address("old.link").replace("@", "+x@")];
    await t.db.insert(emailSuppressions).values({ emailHash: sha256(row), createdAt: t.clock.now() });
    const oldLink = `/v1/unsubscribe?token=${signToken(t.deps.config.appKey, "unsubscribe", sha256(token))}`;
    expect(await (await t.request(oldLink)).json()).toMatchObject({ data: { unsubscribed: false } });
    expect((await t.request(oldLink, { method: "POST" })).status).toBe(200);
    expect(await (await t.request(oldLink)).json()).toMatchObject({ data: { unsubscribed: true } });

    for (const spelling of [row.toUpperCase(), ` ${token}`]) expect((await write(author, { recipient_email: spelling })).status).toBe(422);
    // An old row of an address already in its mailbox form holds for all its spellings.
    const bob = gmailUser();
    await t.db.insert(emailSuppressions).values({ emailHash: sha256(`${bob}@gmail.com`), createdAt: t.clock.now() });
    expect((await write(author, { recipient_email: `b.${bob.slice(1)}+x@googlemail.com` })).status).toBe(422);
  });

  it("a new unsubscribe link names the mailbox", async () => {
    const bob = gmailUser();
    await written(await people.register(), { recipient_email: `B.${bob.slice(1)}+news@GoogleMail.com` });
    await drain();
    const link = unsubscribeLink(mailsTo(`B.${bob.slice(1)}+news@GoogleMail.com`)[0]!);
    expect(link.searchParams.get("token")!.split(".")[0]).toBe(addressHash(`${bob}@gmail.com`));
  });
});

describe("only the owner spends an address's points", () => {
  const MISSING = 2_147_000_000;

  it("five PATCHes of a missing id and five of someone else's leave the address's quota whole", async () => {
    const [owner, stranger] = [await people.register(), await people.register()];
    const to = address("target");
    const { id } = await written(owner, {});
    for (const target of [MISSING, id])
      for (let i = 0; i < 5; i++) {
        const res = await change(stranger, target, { recipient_email: to, deliver_at: inAnHour() });
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ success: false, message: "Compliment not found" });
      }
    for (let i = 0; i < 3; i++) expect((await write(owner, { recipient_email: to, deliver_at: inAnHour() })).status).toBe(201);
    expect((await write(owner, { recipient_email: to })).status).toBe(429);
  });

  it("a stranger gets the same 404 whatever the address: suppressed, capped or fresh", async () => {
    const [owner, stranger] = [await people.register(), await people.register()];
    const [suppressedTo, cappedTo] = [address("gone"), address("full")];
    await t.db.insert(emailSuppressions).values({ emailHash: addressHash(suppressedTo), createdAt: t.clock.now() });
    for (let i = 0; i < 3; i++) expect(await oneMore(cappedTo)).toBe(201);
    const { id } = await written(owner, { recipient_email: address(), deliver_at: inAnHour() });
    const answers = [];
    for (const target of [MISSING, id])
      for (const to of [suppressedTo, cappedTo, address(), null]) {
        const res = await change(stranger, target, { recipient_email: to });
        answers.push([res.status, await res.text()]);
      }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify([404, '{"success":false,"message":"Compliment not found"}'])]),
    );
  });

  it("a suppressed address spends no points, on create or on change", async () => {
    const author = await people.register();
    const to = address("suppressed");
    await t.db.insert(emailSuppressions).values({ emailHash: addressHash(to), createdAt: t.clock.now() });
    const { id } = await written(author, {});
    for (let i = 0; i < 5; i++) expect((await write(author, { recipient_email: to })).status).toBe(422);
    for (let i = 0; i < 5; i++) expect((await change(author, id, { recipient_email: to })).status).toBe(422);
    // The author's 20 a day are all still there.
    for (let i = 0; i < 20; i++)
      expect((await write(author, { recipient_email: address("many"), deliver_at: inAnHour() })).status).toBe(201);
    expect((await write(author, { recipient_email: address("many") })).status).toBe(429);
  });

  it("cancelling a scheduled delivery, or deleting its compliment, gives the address its point back", async () => {
    const author = await people.register();
    const to = address("cancelled");
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await written(author, { recipient_email: to, deliver_at: inAnHour() })).id);
    expect(await oneMore(to)).toBe(429);

    expect((await change(author, ids[0]!, { recipient_email: null })).status).toBe(200);
    expect(await oneMore(to)).toBe(201);
    expect(await oneMore(to)).toBe(429);

    expect((await remove(author, ids[1]!)).status).toBe(200);
    expect(await oneMore(to)).toBe(201);
    expect(await oneMore(to)).toBe(429);

    // Cancelled twice, or deleted once cancelled, gives back nothing more.
    expect((await change(author, ids[0]!, { recipient_email: null })).status).toBe(200);
    expect((await remove(author, ids[0]!)).status).toBe(200);
    expect(await oneMore(to)).toBe(429);
  });

  it("moving a delivery to another address gives the old one its point back and the new one pays", async () => {
    const author = await people.register();
    const [from, to] = [address("from"), address("to")];
    const { id } = await written(author, { recipient_email: from, deliver_at: inAnHour() });
    for (let i = 0; i < 2; i++) expect(await oneMore(from)).toBe(201);
    for (let i = 0; i < 2; i++) expect(await oneMore(to)).toBe(201);

    expect((await change(author, id, { recipient_email: to })).status).toBe(200);
    expect(await oneMore(to)).toBe(429);
    expect(await oneMore(from)).toBe(201);
    expect(await oneMore(from)).toBe(429);
  });

  it("a delivery already sent keeps its point", async () => {
    const author = await people.register();
    const to = address("sent");
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await written(author, { recipient_email: to })).id);
    await drain();
    expect(mailsTo(to)).toHaveLength(3);
    expect((await remove(author, ids[0]!)).status).toBe(200);
    expect(await oneMore(to)).toBe(429);
  });
});
