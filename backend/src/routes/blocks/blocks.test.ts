import { and, eq, inArray } from "drizzle-orm";
import { complimentActivities, connections, jobs } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { testUsers, type TestUser } from "../../test/users";

// Block and "Who may message me": what a blocked person (or a stranger) can no longer do, and what
// the blocker no longer hears; the worker runs only when a test steps it, so every mail is counted.

let t: TestApp;
let people: ReturnType<typeof testUsers>;
beforeAll(async () => {
  t = await createTestApp({ worker: false, config: { notifyUnreadAfter: 600 } });
  people = testUsers(t);
}, 60_000);
afterAll(() => t.close());

const HOUR = 60 * 60_000;
const REFUSAL = "You can't message this person.";
const step = async () => {
  while ((await t.worker.runDue()) > 0);
};
const emails = new Map<number, string>();
async function person(name: string) {
  const user = await people.register(name);
  emails.set(user.id, (await (await t.request("/v1/auth/me", { token: user.token })).json()).data.email);
  return user;
}
/** Mails to `user` from others' doings (not the sign-up's own address check). */
const mailsTo = (user: TestUser) => t.mailer.outbox.filter((m) => m.to === emails.get(user.id) && !m.subject.startsWith("Verify"));

const post = (path: string, token: string, json?: unknown) => t.request(path, { method: "POST", token, json });
const direct = (from: TestUser, to: TestUser, message: string) => post(`/v1/users/${to.id}/messages`, from.token, { message });
const send = (from: TestUser, conversationId: number, message: string) =>
  post("/v1/compliments/conversations/messages", from.token, { conversation_id: conversationId, message });
const block = (by: TestUser, id: number) => post(`/v1/users/${id}/block`, by.token);
const unblock = (by: TestUser, id: number) => t.request(`/v1/users/${id}/block`, { method: "DELETE", token: by.token });
const read = (user: TestUser, conversationId: number) =>
  t.request(`/v1/compliments/conversations/${conversationId}`, { token: user.token });
const badge = async (user: TestUser) => (await (await t.request("/v1/messages/unread-count", { token: user.token })).json()).data.count;
const blockedList = async (user: TestUser) => (await (await t.request("/v1/users/blocked", { token: user.token })).json()).data;
const setting = (user: TestUser, who: string) =>
  t.request("/v1/users/messaging-settings", { method: "PATCH", token: user.token, json: { who_may_message: who } });

/** A compliment by `author` that `reader` looked up with its code (which a reply or claim needs). */
async function lookedUp(author: TestUser, reader: TestUser) {
  const res = await post("/v1/compliments", author.token, { to: "Robin", compliment: "Your patience made my week." });
  expect(res.status).toBe(201);
  const { id, code } = (await res.json()).data as { id: number; code: string };
  expect((await t.request(`/v1/compliments/code/${code}`, { token: reader.token })).status).toBe(200);
  return id;
}
const reply = (from: TestUser, complimentId: number, message: string) =>
  post(`/v1/compliments/${complimentId}/reply`, from.token, { message });

async function expectRefused(res: Response, reason: "blocked" | "not-accepting") {
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ success: false, message: REFUSAL, reason });
}

/** What the blocker hears about: activity rows, queued mail jobs, mails sent. */
async function heard(user: TestUser) {
  const activity = await t.db.$count(complimentActivities, eq(complimentActivities.authorId, user.id));
  const mailJobs = await t.db.$count(jobs, inArray(jobs.kind, ["activity-mail", "unread-message"]));
  return { activity, mailJobs, mails: mailsTo(user).length, badge: await badge(user) };
}

describe("A blocks B", () => {
  it("refuses B's sends, direct messages and replies with 403, and A hears nothing from B; after Unblock the next message arrives", async () => {
    const [a, b] = [await person("Ada Blocker"), await person("Ben Blocked")];
    const first = await lookedUp(a, b);
    const second = await lookedUp(a, b);
    const replied = await reply(b, first, "Thank you, that was lovely.");
    expect(replied.status).toBe(201);
    const conversationId = (await replied.json()).data.conversation_id as number;
    expect((await read(a, conversationId)).status).toBe(200);
    await step();
    t.clock.advance(HOUR);
    await step();

    const blockedAt = t.clock.now().toISOString();
    expect((await block(a, b.id)).status).toBe(200);
    t.clock.advance(1000);
    expect((await block(a, b.id)).status).toBe(200); // again: nothing changes
    const before = await heard(a);
    expect(before.badge).toBe(0);

    for (let i = 1; i <= 5; i++) await expectRefused(await send(b, conversationId, `Please answer me (${i})`), "blocked");
    await expectRefused(await direct(b, a, "Why did you go quiet?"), "blocked");
    await expectRefused(await reply(b, second, "About this one, too"), "blocked");
    await expectRefused(await post(`/v1/compliments/${second}/conversation`, b.token), "blocked"); // no new conversation
    expect((await post(`/v1/compliments/${second}/claim`, b.token)).status).toBe(200); // keeping the card is allowed, silently
    await expectRefused(await send(a, conversationId, "I blocked you"), "blocked"); // both ways while it stands

    await step();
    t.clock.advance(HOUR);
    await step();
    expect(await heard(a)).toEqual(before);

    // The existing conversation stays readable to both, and says who blocked.
    for (const [who, blocked] of [
      [a, true],
      [b, false],
    ] as const) {
      const page = await read(who, conversationId);
      expect(page.status).toBe(200);
      const body = await page.json();
      expect(body.conversation.blocked).toBe(blocked);
      expect(body.data.map((m: { message: string }) => m.message)).toEqual(["Thank you, that was lovely."]);
    }
    expect((await (await t.request(`/v1/users/profile/${b.id}`, { token: a.token })).json()).data.blocked).toBe(true);
    expect((await (await t.request(`/v1/users/profile/${a.id}`, { token: b.token })).json()).data.blocked).toBe(false);
    expect((await (await t.request(`/v1/users/profile/${b.id}`)).json()).data.blocked).toBe(false);
    expect(await blockedList(a)).toEqual([{ id: b.id, name: "Ben Blocked", avatar: null, blocked_at: blockedAt }]);
    expect(await blockedList(b)).toEqual([]);

    expect((await unblock(a, b.id)).status).toBe(200);
    expect((await unblock(a, b.id)).status).toBe(200); // again: nothing changes
    expect(await blockedList(a)).toEqual([]);
    expect((await send(b, conversationId, "Hello again")).status).toBe(201);
    expect(await badge(a)).toBe(1);
    t.clock.advance(HOUR);
    await step();
    expect(mailsTo(a).map((m) => m.subject)).toContain("Ben Blocked sent you a message");
  });

  it("drops the mail of a message sent just before the block", async () => {
    const [a, b] = [await person("Ann"), await person("Bob")];
    expect((await direct(b, a, "One last thing before you go")).status).toBe(201);
    expect((await block(a, b.id)).status).toBe(200);
    t.clock.advance(HOUR);
    await step();
    expect(mailsTo(a)).toEqual([]);
  });

  it("records no claim and no connection for a blocked person's claim", async () => {
    const [a, b] = [await person("Author"), await person("Claimer")];
    const id = await lookedUp(a, b);
    expect((await block(a, b.id)).status).toBe(200);
    expect((await post(`/v1/compliments/${id}/claim`, b.token)).status).toBe(200);
    const claimed = await t.db.$count(
      complimentActivities,
      and(eq(complimentActivities.complimentId, id), eq(complimentActivities.kind, "claimed")),
    );
    expect(claimed).toBe(0);
    expect(await t.db.$count(connections, eq(connections.userId, a.id))).toBe(0);
  });

  it("refuses blocking oneself (422), unknown ids (404) and guests (401)", async () => {
    const a = await person("Solo");
    expect((await block(a, a.id)).status).toBe(422);
    expect((await block(a, 999_999)).status).toBe(404);
    expect((await unblock(a, 999_999)).status).toBe(404);
    expect((await block(a, "abc" as unknown as number)).status).toBe(404);
    expect((await block(a, "99999999999999999999" as unknown as number)).status).toBe(404);
    expect((await t.request(`/v1/users/${a.id}/block`, { method: "POST" })).status).toBe(401);
    expect((await t.request("/v1/users/blocked")).status).toBe(401);
  });
});

describe("Who may message me", () => {
  it("is anyone by default, saved through the settings call and shown on the own profile only", async () => {
    const [a, b] = [await person("Settings Owner"), await person("Visitor")];
    const shown = async (user: TestUser) =>
      (await (await t.request("/v1/users/profile", { token: user.token })).json()).data.data.who_may_message;
    expect(await shown(a)).toBe("anyone");
    const saved = await setting(a, "connections");
    expect(saved.status).toBe(200);
    expect((await saved.json()).data).toEqual({ who_may_message: "connections" });
    expect(await shown(a)).toBe("connections");
    expect((await (await t.request("/v1/users/messaging-settings", { token: a.token })).json()).data).toEqual({
      who_may_message: "connections",
    });
    expect((await (await t.request(`/v1/users/profile/${a.id}`, { token: b.token })).json()).data.who_may_message).toBeNull();
    const refused = await setting(a, "everybody\u0000");
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors.who_may_message).toEqual([
      "The who may message field must be one of: anyone, connections, no_one.",
    ]);
  });

  it('with "No one" refuses a stranger\'s direct message, but not a reply to a compliment, nor answers in a conversation they wrote in', async () => {
    const [a, stranger, reader] = [await person("Private"), await person("Stranger"), await person("Reader")];
    expect((await setting(a, "no_one")).status).toBe(200);
    await expectRefused(await direct(stranger, a, "Hi there, nice profile"), "not-accepting");
    const id = await lookedUp(a, reader);
    expect((await reply(reader, id, "Thank you for the card!")).status).toBe(201);

    const started = await direct(a, stranger, "I wrote to you first"); // A may write to anyone
    expect(started.status).toBe(201);
    const conversationId = (await started.json()).data.conversation_id as number;
    expect((await send(stranger, conversationId, "Happy to hear from you")).status).toBe(201);
    expect((await direct(stranger, a, "And one more")).status).toBe(201);
  });

  it('with "People I\'m connected with" lets a connection through and stops a stranger', async () => {
    const [a, friend, stranger] = [await person("Careful"), await person("Friend"), await person("Other Stranger")];
    const id = await lookedUp(a, friend);
    expect((await post(`/v1/compliments/${id}/claim`, friend.token)).status).toBe(200); // a claim connects the two
    expect((await setting(a, "connections")).status).toBe(200);
    expect((await direct(friend, a, "Coffee on Friday?")).status).toBe(201);
    await expectRefused(await direct(stranger, a, "Can we talk?"), "not-accepting");
  });
});
