import { eq } from "drizzle-orm";
import { reportMessages, reportReasonValues } from "@/common/validations/report";
import { messages as authMessages } from "@/common/validations/messages";
import { firstRow } from "../../db/rows";
import { ads, compliments, messages, reportReasons, reports, reviews, users } from "../../db/schema";
import { demoComplimentCode, demoUsers } from "../../db/seed-data";
import { until } from "@/lib/testing/until";
import { untilNoDueJob, type TestApp } from "../../test/test-app";
import { seededTestApp, writtenCode, type testUsers, type TestUser } from "../../test/users";
import { GUEST_LIMIT_REACHED, USER_LIMIT_REACHED } from "./limits";

let t: TestApp;
let people: ReturnType<typeof testUsers>;
let dana: TestUser;
let sam: TestUser;
beforeAll(async () => {
  ({ t, people } = await seededTestApp());
  dana = await people.logIn("dana");
  sam = await people.logIn("sam");
}, 60_000);
afterAll(() => t.close());

/** Each guest report comes from its own address unless a test says otherwise, so the daily limit stays out of the way. */
let guestAddress = 0;
const nextAddress = () => `203.0.113.${++guestAddress}`;

const post = (json: unknown, { token, from = nextAddress() }: { token?: string; from?: string } = {}) =>
  t.request("/v1/reports", { method: "POST", json, token, headers: { "X-Forwarded-For": from } });

const why = { reason: "harassment", explanation: "It names my colleague and says where she lives.", good_faith: true } as const;
const guest = (n = guestAddress + 1) => ({ name: "Gina Guest", email: `gina-${n}@example.com` });

const storedReport = async (id: number) => firstRow(await t.db.select().from(reports).where(eq(reports.id, id)), `report ${id}`);

async function reported(res: Response) {
  expect(res.status).toBe(201);
  const body = await res.json();
  expect(body).toMatchObject({ success: true, message: reportMessages.received });
  return storedReport(body.data.id);
}

/** A direct conversation `from` starts with `to`, and the id of its first message. */
async function directMessage(from: TestUser, to: TestUser, text: string) {
  const res = await t.request(`/v1/users/${to.id}/messages`, { method: "POST", token: from.token, json: { message: text } });
  expect(res.status).toBe(201);
  return (await res.json()).data as { conversation_id: number; message: { id: number } };
}

test("the form's reasons are the column's", () => {
  expect(reportReasonValues).toEqual([...reportReasons]);
});

describe("a compliment, by its code", () => {
  test("a guest reports it: stored with its author and text, and a receipt mailed to the guest alone", async () => {
    const author = await people.register("Ada Author");
    const code = await writtenCode(t, author);
    const compliment = firstRow(await t.db.select().from(compliments).where(eq(compliments.code, code)), code);
    const notifier = { name: "Gina Guest", email: "gina.receipt@example.com" };
    const report = await reported(await post({ target_kind: "compliment", code, ...why, place: `/c/${code}`, ...notifier }));

    expect(report).toMatchObject({
      targetKind: "compliment",
      targetId: compliment.id,
      targetUserId: author.id,
      reason: "harassment",
      explanation: why.explanation,
      place: `/c/${code}`,
      excerpt: "To Ann:\nYour kindness shows.",
      reporterId: null,
      notifierName: notifier.name,
      notifierEmail: notifier.email,
      status: "open",
    });
    await until(() => t.mailer.outbox.some((m) => m.to === notifier.email), "the receipt");
    const receipt = t.mailer.outbox.find((m) => m.to === notifier.email)!;
    expect(receipt.subject).toBe("We've received your report");
    expect(receipt.text).toContain("Hello Gina Guest,");
    expect(receipt.text).toContain(
      'On 15 January 2026 at 12:00 UTC we received your report of a compliment on Compliments, for "Harassment or threats".',
    );
    expect(receipt.text).toContain("we will write to you with the decision");
    expect(receipt.text).toContain(`http://localhost:3000/c/${code}`);
    // The reported person hears nothing.
    const authorEmail = firstRow(await t.db.select({ email: users.email }).from(users).where(eq(users.id, author.id)), "author").email;
    expect(t.mailer.outbox.filter((m) => m.to === authorEmail).map((m) => m.subject)).toEqual([
      "Verify your e-mail address for Compliments",
    ]);
  });

  test("an id is refused: the code is the key", async () => {
    const compliment = firstRow(
      await t.db.select({ id: compliments.id }).from(compliments).where(eq(compliments.code, demoComplimentCode)),
      "demo",
    );
    const res = await post({ target_kind: "compliment", target_id: compliment.id, ...why, place: "/", ...guest() });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ target_id: [reportMessages.codeRequired] });
    const none = await post({ target_kind: "compliment", ...why, place: "/", ...guest() });
    expect((await none.json()).errors).toEqual({ code: [reportMessages.codeRequired] });
  });

  test("an unknown code answers 404 and mails nothing", async () => {
    const notifier = { name: "Nora Nobody", email: "nora.unknown@example.com" };
    const res = await post({ target_kind: "compliment", code: "00000001", ...why, place: "/c/00000001", ...notifier });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe("Compliment not found");
    await untilNoDueJob(t);
    expect(t.mailer.outbox.filter((m) => m.to === notifier.email)).toEqual([]);
  });
});

describe("a message", () => {
  test("a participant reports the other's message; its sender is answerable and its text kept", async () => {
    const [writer, reader] = [await people.register("Will Writer"), await people.register("Rita Reader")];
    const sent = await directMessage(writer, reader, "Meet me behind the station, or else.");
    const report = await reported(
      await post(
        { target_kind: "message", target_id: sent.message.id, ...why, place: `/messages?id=${sent.conversation_id}` },
        { token: reader.token },
      ),
    );
    expect(report).toMatchObject({
      targetId: sent.message.id,
      targetUserId: writer.id,
      excerpt: "Meet me behind the station, or else.",
      reporterId: reader.id,
    });
    expect(report).toMatchObject({ notifierName: null, notifierEmail: null });
  });

  test("anyone else, guests included, gets the 404 of an unknown id", async () => {
    const [writer, reader, outsider] = [
      await people.register("Will Writer"),
      await people.register("Rita Reader"),
      await people.register("Otto Outsider"),
    ];
    const sent = await directMessage(writer, reader, "Only for Rita.");
    const report = (target_id: number, token?: string) =>
      post({ target_kind: "message", target_id, ...why, place: "/messages", ...(!token && guest()) }, { token });
    const unknown = await report(2_000_000_000, outsider.token);
    expect(unknown.status).toBe(404);
    const foreign = await report(sent.message.id, outsider.token);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(await unknown.json());
    expect((await report(sent.message.id)).status).toBe(404);
  });

  test("a removed message shows as removed, without its text, and cannot be reported again", async () => {
    const [writer, reader] = [await people.register("Will Writer"), await people.register("Rita Reader")];
    const sent = await directMessage(writer, reader, "Something an operator removed.");
    await t.db.update(messages).set({ removedAt: t.clock.now() }).where(eq(messages.id, sent.message.id));
    for (const viewer of [writer, reader]) {
      const res = await t.request(`/v1/compliments/conversations/${sent.conversation_id}`, { token: viewer.token });
      expect(res.status).toBe(200);
      const shown = (await res.json()).data.find((m: { id: number }) => m.id === sent.message.id);
      expect(shown).toMatchObject({ removed: true, message: "" });
    }
    const again = await post({ target_kind: "message", target_id: sent.message.id, ...why, place: "/messages" }, { token: reader.token });
    expect(again.status).toBe(404);
  });
});

test("a profile: its user is answerable, their names and bio kept", async () => {
  const report = await reported(
    await post({ target_kind: "profile", target_id: dana.id, ...why, place: `/profile/${dana.id}` }, { token: sam.token }),
  );
  expect(report).toMatchObject({ targetKind: "profile", targetId: dana.id, targetUserId: dana.id, reporterId: sam.id });
  expect(report.excerpt).toMatch(/^Dana Demo\nDana Demo\nCoffee lover/);
  expect((await post({ target_kind: "profile", target_id: 2_000_000_000, ...why, place: "/", ...guest() })).status).toBe(404);
});

test("an ad: its business's owner is answerable, its title and offer kept; an ad not yet shown is unknown", async () => {
  const ad = firstRow(await t.db.select().from(ads).where(eq(ads.title, "Latte art Fridays")), "ad");
  const owner = firstRow(await t.db.select({ id: users.id }).from(users).where(eq(users.email, demoUsers.cafe.email)), "Casey");
  const report = await reported(
    await post({
      target_kind: "ad",
      target_id: ad.id,
      reason: "spam",
      explanation: "A scam.",
      good_faith: true,
      place: `/ads/${ad.id}`,
      ...guest(),
    }),
  );
  expect(report).toMatchObject({ targetKind: "ad", targetId: ad.id, targetUserId: owner.id, reason: "spam" });
  expect(report.excerpt).toContain("Latte art Fridays");
  expect((await post({ target_kind: "ad", target_id: 2_000_000_000, ...why, place: "/", ...guest() })).status).toBe(404);
  await t.db.update(ads).set({ review: "waiting" }).where(eq(ads.id, ad.id));
  expect((await post({ target_kind: "ad", target_id: ad.id, ...why, place: "/", ...guest() })).status).toBe(404);
  await t.db.update(ads).set({ review: "approved" }).where(eq(ads.id, ad.id));
});

test("a review: its writer is answerable, its text kept", async () => {
  const review = firstRow(await t.db.select().from(reviews).limit(1), "a seeded review");
  const report = await reported(
    await post({ target_kind: "review", target_id: review.id, ...why, place: "/ads/1" }, { token: dana.token }),
  );
  expect(report).toMatchObject({ targetKind: "review", targetId: review.id, targetUserId: review.userId, excerpt: review.review });
  expect((await post({ target_kind: "review", target_id: 2_000_000_000, ...why, place: "/", ...guest() })).status).toBe(404);
});

describe("who sends it", () => {
  const target = { target_kind: "profile", target_id: 1, ...why, place: "/profile/1" } as const;

  test("a guest must give a name and an e-mail address", async () => {
    const res = await post(target);
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ name: [authMessages.nameRequired], email: [authMessages.emailRequired] });
    const bad = await post({ ...target, name: "x", email: "not an address" });
    expect((await bad.json()).errors).toEqual({ name: [authMessages.nameInvalid], email: [authMessages.emailInvalid] });
  });

  test("a user's account names them: a name and address sent are ignored, the receipt goes to the account", async () => {
    const user = await people.register("Una User");
    const report = await reported(
      await post({ ...target, name: "Someone Else", email: "someone.else@example.com" }, { token: user.token }),
    );
    expect(report).toMatchObject({ reporterId: user.id, notifierName: null, notifierEmail: null });
    const email = firstRow(await t.db.select({ email: users.email }).from(users).where(eq(users.id, user.id)), "user").email;
    await until(() => t.mailer.outbox.some((m) => m.to === email && m.subject === "We've received your report"), "the user's receipt");
    expect(t.mailer.outbox.filter((m) => m.to === "someone.else@example.com")).toEqual([]);
  });
});

describe("limits", () => {
  const target = { target_kind: "profile", target_id: 1, ...why, place: "/profile/1" } as const;

  test(`a user sends at most 10 reports an hour`, async () => {
    const user = await people.register("Lim Itless");
    for (let i = 0; i < 10; i++) expect((await post(target, { token: user.token })).status).toBe(201);
    const refused = await post(target, { token: user.token });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(USER_LIMIT_REACHED);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3000);
    // Another user is not held back by it.
    expect((await post(target, { token: (await people.register("Other User")).token })).status).toBe(201);
  });

  test("a guest sends at most 5 a day from one address, whatever address they give", async () => {
    const from = "198.51.100.7";
    for (let i = 0; i < 5; i++)
      expect((await post({ ...target, name: "Gus Guest", email: `gus-${i}@example.com` }, { from })).status).toBe(201);
    const refused = await post({ ...target, name: "Gus Guest", email: "gus-new@example.com" }, { from });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(GUEST_LIMIT_REACHED);
    // The refused attempt spent nothing of that mailbox's own count.
    expect((await post({ ...target, name: "Gus Guest", email: "gus-new@example.com" })).status).toBe(201);
  });

  test("and at most 5 a day for one mailbox, whatever address they send from", async () => {
    const spellings = [
      "mo@example.com",
      "Mo@Example.com",
      "mo+1@example.com",
      "mo+2@example.com",
      " mo@example.com".trim(),
      "mo+x@example.com",
    ];
    for (const email of spellings.slice(0, 5)) expect((await post({ ...target, name: "Mo Mailbox", email })).status).toBe(201);
    const refused = await post({ ...target, name: "Mo Mailbox", email: spellings[5] });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(GUEST_LIMIT_REACHED);
  });
});

describe("bad input answers 422, never 500", () => {
  const valid = { target_kind: "profile", target_id: 1, ...why, place: "/profile/1", ...guest(999) } as const;
  test.each([
    ["a NUL byte in the explanation", { explanation: "bad\u0000text" }, "explanation"],
    ["control characters in the name", { name: "Gina\u0007Guest" }, "name"],
    ["an explanation over 2000 characters", { explanation: "x".repeat(2001) }, "explanation"],
    ["a blank explanation", { explanation: "   " }, "explanation"],
    ["a name of a thousand characters", { name: "A".repeat(1000) }, "name"],
    ["a place on another site", { place: "//evil.example/x" }, "place"],
    ["a place that is a full address", { place: "https://evil.example/" }, "place"],
    ["a place over 500 characters", { place: `/${"a".repeat(500)}` }, "place"],
    ["a place with a NUL byte", { place: "/c/\u0000" }, "place"],
    ["no good-faith confirmation", { good_faith: false }, "good_faith"],
    ["an unknown reason", { reason: "boring" }, "reason"],
    ["an unknown kind", { target_kind: "decision" }, "target_kind"],
    ["an id that is not a number", { target_id: "1" }, "target_id"],
    ["a code that is not 8 digits", { target_kind: "compliment", code: "1234", target_id: undefined }, "code"],
  ])("%s", async (_what, change, field) => {
    const res = await post({ ...valid, ...change });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toContain(field);
  });

  test("a body of a megabyte answers 413", async () => {
    expect((await post({ ...valid, explanation: "x".repeat(1_000_000) })).status).toBe(413);
  });

  test("the explanation is kept trimmed", async () => {
    const report = await reported(await post({ ...valid, email: "trim@example.com", explanation: "  spaced out \n" }));
    expect(report.explanation).toBe("spaced out");
  });
});

test("the demo users' receipts use their account name", async () => {
  const res = await post(
    { target_kind: "compliment", code: demoComplimentCode, ...why, place: `/c/${demoComplimentCode}` },
    { token: sam.token },
  );
  expect(res.status).toBe(201);
  await until(() => t.mailer.outbox.some((m) => m.to === demoUsers.sam.email && m.text.includes("Hello Sam Sample,")), "Sam's receipt");
});
