import { eq } from "drizzle-orm";
import { complimentActivities, jobs } from "../../db/schema";
import { createTestApp, untilNoDueJob, type TestApp } from "../../test/test-app";
import { say as sendAs, testUsers, type TestUser } from "../../test/users";

let t: TestApp;
let people: ReturnType<typeof testUsers>;
beforeAll(async () => {
  t = await createTestApp();
  people = testUsers(t);
}, 60_000);
afterAll(() => t.close());

const MINUTE = 60_000;
const DEVICE = "abcDEF1234";

const unread = async (user: TestUser) => {
  const res = await t.request("/v1/messages/unread-count", { token: user.token });
  expect(res.status).toBe(200);
  return (await res.json()).data.count;
};
const direct = async (from: TestUser, to: TestUser, message: string) => {
  const res = await t.request(`/v1/users/${to.id}/messages`, { method: "POST", json: { message }, token: from.token });
  expect(res.status).toBe(201);
  return (await res.json()).data.conversation_id as number;
};
async function write(author: TestUser, to: string) {
  const res = await t.request("/v1/compliments", {
    method: "POST",
    token: author.token,
    json: { to, compliment: "Your kindness lit up the day." },
  });
  expect(res.status).toBe(201);
  return (await res.json()).data as { id: number; code: string };
}
const look = (code: string, token?: string, device?: string) =>
  t.request(`/v1/compliments/code/${code}${device ? `?device_id=${device}` : ""}`, { token });
const claim = (id: number, token: string) => t.request(`/v1/compliments/${id}/claim`, { method: "POST", token });
async function replyWith(reader: TestUser, complimentId: number, message: string) {
  const opened = await t.request(`/v1/compliments/${complimentId}/conversation-messages`, { token: reader.token });
  expect(opened.status).toBe(200);
  const conversationId = (await opened.json()).conversation.id as number;
  if (message) await say(reader, conversationId, message);
  return conversationId;
}
const say = (from: TestUser, conversationId: number, message: string) => sendAs(t, from, conversationId, message);
async function feed(user: TestUser, query = "") {
  const res = await t.request(`/v1/activity${query}`, { token: user.token });
  expect(res.status).toBe(200);
  return res.json();
}
const kinds = async (user: TestUser) =>
  (await feed(user)).data.map((a: { kind: string; compliment: { to: string }; actor: { name: string } | null }) => [
    a.kind,
    a.compliment.to,
    a.actor?.name ?? null,
  ]);

/** The activity mails sent to `email` so far. */
const activityMails = (email: string) => t.mailer.outbox.filter((m) => m.to === email && /Your compliment for/.test(m.subject));
/** The mails to `email` once the background sends have run; it waits for `count` of them. */
async function mailsTo(email: string, count: number) {
  for (let i = 0; i < 100; i++) {
    const mails = activityMails(email);
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no ${count} activity mails to ${email}`);
}

describe("the author's activity", () => {
  it("records the first view, the claim and the first reply, once each, newest first, and e-mails each", async () => {
    const author = await people.register("Ada Author");
    const reader = await people.register("Bea Reader");
    const { id, code } = await write(author, "Robin");
    expect((await feed(author)).data).toEqual([]);

    expect((await look(code, author.token, DEVICE)).status).toBe(200); // the author's own look is no view
    expect((await look(code, undefined)).status).toBe(200); // no device: no view counted
    expect((await feed(author)).data).toEqual([]);

    t.clock.advance(MINUTE);
    expect((await look(code, undefined, DEVICE)).status).toBe(200);
    expect(await kinds(author)).toEqual([["viewed", "Robin", null]]);
    expect((await look(code, undefined, "zyxWVU9876")).status).toBe(200);
    expect((await look(code, reader.token, "qqqQQQ1111")).status).toBe(200);
    expect(await kinds(author)).toEqual([["viewed", "Robin", null]]);

    t.clock.advance(MINUTE);
    const conversationId = await replyWith(reader, id, ""); // opening Reply sends nothing: no reply yet
    expect(await kinds(author)).toEqual([["viewed", "Robin", null]]);
    await say(author, conversationId, "Did you get my card?"); // the author's own message is no reply
    expect(await kinds(author)).toEqual([["viewed", "Robin", null]]);

    t.clock.advance(MINUTE);
    expect((await claim(id, reader.token)).status).toBe(200);
    t.clock.advance(MINUTE);
    await say(reader, conversationId, "Thank you so much!");
    await say(reader, conversationId, "Really.");
    const page = await feed(author);
    expect(page.data.map((a: { kind: string }) => a.kind)).toEqual(["replied", "claimed", "viewed"]);
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      kind: "replied",
      created_at: new Date(t.clock.now()).toISOString(),
      compliment: { id, code, to: "Robin" },
      actor: { id: reader.id, name: "Bea Reader", avatar: null },
    });
    expect(page.total).toBe(3);
    const [viewed, claimed, replied] = page.data.map((a: { created_at: string }) => a.created_at).reverse();
    const listed = await (await t.request("/v1/compliments", { token: author.token })).json();
    expect(listed.data.find((c: { id: number }) => c.id === id).activity).toEqual({
      viewed_at: viewed,
      claimed_at: claimed,
      replied_at: replied,
    });
    expect((await (await look(code, reader.token)).json()).data.activity).toBeNull();
    const fresh = await write(author, "Nobody Yet");
    const own = await (await t.request(`/v1/compliments/own/${fresh.code}`, { token: author.token })).json();
    expect(own.data.activity).toEqual({ viewed_at: null, claimed_at: null, replied_at: null });

    const mails = await mailsTo("user-1@example.com", 3);
    expect(mails.map((m) => m.subject)).toEqual([
      "Your compliment for Robin: Someone just read it",
      "Your compliment for Robin: Bea Reader kept it",
      "Your compliment for Robin: Bea Reader wrote back",
    ]);
    expect(mails[0]?.text).toContain("http://localhost:3000/your-compliments");
    expect(mails[0]?.text).toContain("http://localhost:3000/profile");
    await untilNoDueJob(t);
    expect(activityMails("user-1@example.com")).toHaveLength(3);
  });

  it("never names the reader of a view, in the feed, the e-mail or the database; a claim and a reply name their person", async () => {
    const author = await people.register("Private Author");
    const reader = await people.register("Sam Sample");
    const email = `user-${await userNumber(author)}@example.com`;
    const { id, code } = await write(author, "Quinn");
    expect((await look(code, reader.token, DEVICE)).status).toBe(200);
    t.clock.advance(MINUTE);
    expect((await claim(id, reader.token)).status).toBe(200);
    t.clock.advance(MINUTE);
    await replyWith(reader, id, "Thank you, truly.");

    expect(await kinds(author)).toEqual([
      ["replied", "Quinn", "Sam Sample"],
      ["claimed", "Quinn", "Sam Sample"],
      ["viewed", "Quinn", null],
    ]);
    // Jobs claimed in one batch are sent side by side, so the mails may arrive in any order.
    const mails = await mailsTo(email, 3);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Your compliment for Quinn: Sam Sample kept it",
      "Your compliment for Quinn: Sam Sample wrote back",
      "Your compliment for Quinn: Someone just read it",
    ]);
    const viewedMail = mails.find((m) => m.subject.endsWith("Someone just read it"));
    expect(`${viewedMail?.text}${viewedMail?.html}`).not.toContain("Sam Sample");
    const stored = await t.db
      .select({ kind: complimentActivities.kind, actorId: complimentActivities.actorId })
      .from(complimentActivities)
      .where(eq(complimentActivities.complimentId, id));
    expect(stored.find((a) => a.kind === "viewed")).toEqual({ kind: "viewed", actorId: null });
    await expect(
      t.db
        .insert(complimentActivities)
        .values({ complimentId: id, authorId: author.id, kind: "viewed", actorId: reader.id, createdAt: t.clock.now() }),
    ).rejects.toThrow();
  });

  it("shows each author their own activity only, and pages it", async () => {
    const one = await people.register("One Author");
    const two = await people.register("Two Author");
    for (const to of ["Ann", "Ben", "Cat"]) {
      const { code } = await write(one, to);
      t.clock.advance(MINUTE);
      await look(code, undefined, DEVICE);
    }
    const { code } = await write(two, "Dee");
    await look(code, two.token, DEVICE);
    await look(code, one.token, DEVICE);

    expect(await kinds(two)).toEqual([["viewed", "Dee", null]]);
    expect(await kinds(one)).toEqual([
      ["viewed", "Cat", null],
      ["viewed", "Ben", null],
      ["viewed", "Ann", null],
    ]);
    const second = await feed(one, "?page=2&limit=2");
    expect(second.data.map((a: { compliment: { to: string } }) => a.compliment.to)).toEqual(["Ann"]);
    expect([second.current_page, second.last_page, second.total]).toEqual([2, 2, 3]);
    // From the oldest entry shown: the same page, read from there; another author's entry is no cursor into this feed.
    const first = await feed(one, "?page=1&limit=2");
    expect(await feed(one, `?page=2&limit=2&before=${first.data.at(-1).id}`)).toEqual(second);
    const theirs = (await feed(two)).data[0].id;
    expect(await feed(one, `?page=2&limit=2&before=${theirs}`)).toEqual(second);
    expect((await t.request("/v1/activity?page=0", { token: one.token })).status).toBe(422);
    expect((await t.request("/v1/activity")).status).toBe(401);
  });

  it("sends no e-mail once the author turned them off, and records the activity all the same", async () => {
    const author = await people.register("Quiet Author");
    const email = `user-${await userNumber(author)}@example.com`;
    const settings = (json?: unknown) =>
      t.request("/v1/users/notification-settings", { method: json === undefined ? "GET" : "PATCH", json, token: author.token });

    expect(await (await settings()).json()).toEqual({
      success: true,
      message: "Settings retrieved successfully.",
      data: { notify_by_email: true },
    });
    const bad = await settings({ notify_by_email: "no" });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual({ notify_by_email: ["The notify by email field must be true or false."] });
    expect((await settings({})).status).toBe(422);
    const saved = await settings({ notify_by_email: false });
    expect(saved.status).toBe(200);
    expect((await saved.json()).data).toEqual({ notify_by_email: false });
    expect((await (await settings()).json()).data).toEqual({ notify_by_email: false });

    const { code } = await write(author, "Sam");
    await look(code, undefined, DEVICE);
    expect(await kinds(author)).toEqual([["viewed", "Sam", null]]);
    await untilNoDueJob(t);
    expect(activityMails(email)).toEqual([]);
    expect((await t.request("/v1/users/notification-settings")).status).toBe(401);
  });

  it("answers the reader at once, whether the mail is slow or fails", async () => {
    const author = await people.register("Slow Mail Author");
    const { code } = await write(author, "Max");
    const send = t.mailer.send;
    let release = () => {};
    t.mailer.send = () => new Promise<void>((resolve) => (release = resolve));
    try {
      expect((await look(code, undefined, DEVICE)).status).toBe(200);
    } finally {
      release();
      t.mailer.send = send;
    }
    const other = await write(author, "Mia");
    t.mailer.send = () => Promise.reject(new Error("SMTP is down"));
    try {
      expect((await look(other.code, undefined, DEVICE)).status).toBe(200);
      await untilNoDueJob(t);
      // Kept for a later try, not lost.
      const waiting = await t.db.select().from(jobs).where(eq(jobs.kind, "activity-mail"));
      expect(waiting).toContainEqual(expect.objectContaining({ state: "pending", attempts: 1, lastError: "SMTP is down" }));
    } finally {
      t.mailer.send = send;
    }
    expect((await kinds(author)).map(([, to]: string[]) => to)).toEqual(["Mia", "Max"]);
  });
});

/** The n of `user-n@example.com`, the address `testUsers` registered this user with. */
async function userNumber(user: TestUser) {
  const res = await t.request("/v1/auth/me", { token: user.token });
  return Number((await res.json()).data.email.match(/user-(\d+)@/)[1]);
}

describe("GET /v1/messages/unread-count", () => {
  it("counts the messages others sent that the user has not read, across conversations, until they are read", async () => {
    const ann = await people.register("Ann Badge");
    const bob = await people.register("Bob Badge");
    const cy = await people.register("Cy Badge");
    expect(await unread(ann)).toBe(0);

    const withBob = await direct(bob, ann, "Hello Ann");
    await direct(bob, ann, "Are you there?");
    await direct(cy, ann, "Hi from Cy");
    expect(await unread(ann)).toBe(3);
    expect(await unread(bob)).toBe(0);

    expect((await t.request(`/v1/compliments/conversations/${withBob}`, { token: ann.token })).status).toBe(200);
    expect(await unread(ann)).toBe(1);
    await direct(ann, cy, "Hi Cy"); // answering reads the conversation up to the answer
    expect(await unread(ann)).toBe(0);
    expect(await unread(cy)).toBe(1);
  });

  it("needs a session", async () => {
    expect((await t.request("/v1/messages/unread-count")).status).toBe(401);
  });
});
