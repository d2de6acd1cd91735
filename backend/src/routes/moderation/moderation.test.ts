import { desc, eq, sql } from "drizzle-orm";
import {
  ads,
  apiTokens,
  businessMembers,
  businessProfiles,
  complimentAds,
  compliments,
  deliveries,
  messages,
  moderationDecisions,
  profiles,
  reports,
  retiredCodes,
  reviews,
  users,
  type ReportTarget,
} from "../../db/schema";
import { firstRow } from "../../db/rows";
import { syncOperators } from "../../lib/operators";
import { createTestApp, type TestApp } from "../../test/test-app";
import { testUsers, type TestUser } from "../../test/users";

// The operator: the role from OPERATOR_EMAILS, the folded queue, each action and its effects, the
// append-only log, the statement of reasons with its contest link, and the notifiers' mails.

const OPERATOR_EMAIL = "user-1@example.com";
const PASSWORD = "Secret#123";
const DAY = 86_400_000;

let t: TestApp;
let people: ReturnType<typeof testUsers>;
let operator: TestUser;
let author: TestUser;
let reporter: TestUser;
let bystander: TestUser;
beforeAll(async () => {
  t = await createTestApp({ worker: false, config: { operatorEmails: [OPERATOR_EMAIL] } });
  people = testUsers(t);
  operator = await people.register("Olive Operator");
  author = await people.register("Bea Author");
  reporter = await people.register("Rey Reporter");
  bystander = await people.register("Bo Bystander");
  operator = { ...operator, token: await logIn(OPERATOR_EMAIL) };
}, 60_000);
afterAll(() => t.close());

const emailOf = async (user: TestUser) => firstRow(await t.db.select().from(users).where(eq(users.id, user.id)), "user").email;
async function logIn(email: string) {
  const res = await t.request("/v1/auth/login", { method: "POST", json: { email, password: PASSWORD } });
  return (await res.json()).data?.token as string;
}
const logInAnswer = (email: string) => t.request("/v1/auth/login", { method: "POST", json: { email, password: PASSWORD } });

let reportSeq = 0;
/** A report as POST /v1/reports stores it (part reports), each a minute after the last. */
async function report(
  kind: ReportTarget,
  targetId: number,
  o: { by?: TestUser; guest?: string; targetUser?: TestUser; reason?: "harassment" | "spam" | "hate"; excerpt?: string } = {},
) {
  reportSeq++;
  const row = firstRow(
    await t.db
      .insert(reports)
      .values({
        targetKind: kind,
        targetId,
        targetUserId: o.targetUser?.id ?? null,
        reason: o.reason ?? "harassment",
        explanation: `Explanation ${reportSeq}`,
        place: `/somewhere/${reportSeq}`,
        excerpt: o.excerpt ?? `Excerpt ${reportSeq}`,
        reporterId: o.by?.id ?? null,
        notifierName: o.guest ? "Gale Guest" : null,
        notifierEmail: o.guest ?? null,
        createdAt: new Date(t.clock.now().getTime() + reportSeq * 60_000),
      })
      .returning(),
    "report",
  );
  return row.id;
}

async function writeCompliment(by: TestUser, fields: Record<string, unknown> = {}) {
  const res = await t.request("/v1/compliments", {
    method: "POST",
    token: by.token,
    json: { to: "Robin", compliment: "You are a menace and I know where you live.", note: "private", ...fields },
  });
  expect(res.status).toBe(201);
  return (await res.json()).data as { id: number; code: string };
}

async function sendDirect(from: TestUser, to: TestUser, message: string) {
  const res = await t.request(`/v1/users/${to.id}/messages`, { method: "POST", token: from.token, json: { message } });
  expect(res.status).toBe(201);
  const [row] = await t.db.select().from(messages).where(eq(messages.senderId, from.id)).orderBy(desc(messages.id)).limit(1);
  return row!;
}

const decide = (json: Record<string, unknown>, token = operator.token) =>
  t.request("/v1/moderation/decisions", { method: "POST", token, json });
const queue = async () => (await (await t.request("/v1/moderation/reports", { token: operator.token })).json()).data as QueueItem[];
type QueueItem = {
  contested_action: string | null;
  target_kind: string;
  target_id: number;
  content: { live: boolean; text: string; details: { label: string; value: string }[]; conversation: { message: string }[] };
  reports: { id: number; reason: string; notifier: { kind: string; name: string | null; email: string | null } }[];
};
const mailsTo = (to: string) => t.mailer.outbox.filter((m) => m.to === to);
/** Runs the queued mail jobs. */
const sendMail = () => t.worker.runDue();
/** Sends what is queued and forgets it: the test reads only the mails that follow. */
async function freshOutbox() {
  await sendMail();
  t.mailer.outbox.length = 0;
}

describe("the operator role", () => {
  it("comes from OPERATOR_EMAILS at log in, and goes when the address is no longer listed", async () => {
    const me = await (await t.request("/v1/auth/me", { token: operator.token })).json();
    expect(me.data.is_operator).toBe(true);
    const login = await (await logInAnswer(OPERATOR_EMAIL)).json();
    expect(login.data.is_operator).toBe(true);

    await t.db.update(users).set({ isOperator: true }).where(eq(users.id, bystander.id));
    const other = await (await logInAnswer(await emailOf(bystander))).json();
    expect(other.data.is_operator).toBe(false);
    expect(firstRow(await t.db.select().from(users).where(eq(users.id, bystander.id)), "b").isOperator).toBe(false);
  });

  it("is granted and revoked for every account at start", async () => {
    await syncOperators(t.db, [(await emailOf(bystander)).toUpperCase().toLowerCase()]);
    const roles = await t.db.select({ id: users.id, isOperator: users.isOperator }).from(users);
    expect(roles.filter((r) => r.isOperator).map((r) => r.id)).toEqual([bystander.id]);
    await syncOperators(t.db, [OPERATOR_EMAIL]);
    const again = await t.db.select({ id: users.id, isOperator: users.isOperator }).from(users);
    expect(again.filter((r) => r.isOperator).map((r) => r.id)).toEqual([operator.id]);
  });

  it("is needed for every moderation call: 403 for other users, 401 for guests", async () => {
    const calls: [string, RequestInit & { json?: unknown }][] = [
      ["/v1/moderation/reports", {}],
      ["/v1/moderation/log", {}],
      [
        "/v1/moderation/decisions",
        { method: "POST", json: { target_kind: "message", target_id: 1, action: "dismiss", reason: "Nothing wrong here at all." } },
      ],
      [`/v1/moderation/users/${author.id}/lift`, { method: "POST", json: { reason: "Nothing wrong here at all." } }],
    ];
    for (const [path, init] of calls) {
      const refused = await t.request(path, { ...init, token: reporter.token });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ success: false, message: "This action is unauthorized." });
      expect((await t.request(path, init)).status).toBe(401);
    }
  });
});

describe("the queue", () => {
  it("folds a target's open reports into one item, oldest item first, with the content in place", async () => {
    const compliment = await writeCompliment(author);
    const message = await sendDirect(author, bystander, "Stop writing to me, or else.");
    await report("message", message.id, { by: reporter, targetUser: author, reason: "harassment" });
    await report("compliment", compliment.id, { guest: "gale@example.net", targetUser: author, reason: "hate" });
    await report("compliment", compliment.id, { by: reporter, targetUser: author, reason: "harassment" });

    const items = await queue();
    expect(items.map((i) => [i.target_kind, i.target_id])).toEqual([
      ["message", message.id],
      ["compliment", compliment.id],
    ]);
    const [first, second] = items;
    expect(first!.content).toMatchObject({ live: true, text: "Stop writing to me, or else." });
    expect(first!.content.conversation.map((m) => m.message)).toContain("Stop writing to me, or else.");
    expect(second!.reports.map((r) => r.reason)).toEqual(["hate", "harassment"]);
    expect(second!.reports[0]!.notifier).toEqual({ kind: "guest", id: null, name: "Gale Guest", email: "gale@example.net" });
    expect(second!.reports[1]!.notifier).toMatchObject({ kind: "member", id: reporter.id, name: "Rey Reporter" });
    expect(second!.content.text).toBe("You are a menace and I know where you live.");
    expect(second!.content.details).toEqual(
      expect.arrayContaining([
        { label: "To", value: "Robin" },
        { label: "Author", value: "Bea Author" },
      ]),
    );

    // Clean up the queue for the tests below: both are dismissed.
    for (const item of items)
      expect(
        (
          await decide({
            target_kind: item.target_kind,
            target_id: item.target_id,
            action: "dismiss",
            reason: "Within the rules, on reflection.",
          })
        ).status,
      ).toBe(201);
    expect(await queue()).toEqual([]);
  });
});

describe("removing a compliment", () => {
  it("answers 410 to its code, tells its author why and how to contest, and tells the notifiers", async () => {
    const { id, code } = await writeCompliment(author);
    // A guest's look-up fills the guest answers, which the removal must drop.
    expect((await t.request(`/v1/compliments/code/${code}`)).status).toBe(200);
    const guestReport = await report("compliment", id, {
      guest: "gale2@example.net",
      targetUser: author,
      reason: "harassment",
      excerpt: "You are a menace",
    });
    const memberReport = await report("compliment", id, { by: reporter, targetUser: author, reason: "hate" });
    await freshOutbox();

    const reason = "A threat against the person it is written for.";
    const res = await decide({ target_kind: "compliment", target_id: id, action: "remove", reason });
    expect(res.status).toBe(201);
    const { data: decision } = await res.json();
    expect(decision).toMatchObject({
      action: "remove",
      target_kind: "compliment",
      target_id: id,
      target_user_id: author.id,
      report_ids: [guestReport, memberReport],
      reason,
      operator: { id: operator.id, name: "Olive Operator" },
    });

    for (const token of [undefined, reporter.token]) {
      const gone = await t.request(`/v1/compliments/code/${code}`, { token });
      expect(gone.status).toBe(410);
      expect(await gone.json()).toEqual({ success: false, message: "This compliment was removed.", reason: "removed" });
    }
    expect(await t.db.select().from(compliments).where(eq(compliments.id, id))).toEqual([]);
    expect(firstRow(await t.db.select().from(retiredCodes).where(eq(retiredCodes.code, code)), "retired").removedAt).not.toBeNull();
    const decided = await t.db.select().from(reports).where(eq(reports.decisionId, decision.id));
    expect(decided.map((r) => r.status)).toEqual(["decided", "decided"]);

    await sendMail();
    const [statement] = mailsTo(await emailOf(author));
    expect(statement!.subject).toBe("We removed your compliment");
    expect(statement!.text).toContain(`> ${reason}`);
    expect(statement!.text).toContain("> You are a menace and I know where you live.");
    expect(statement!.text).toContain("Harassment or threats, Hate");
    expect(statement!.text).toContain(`${t.deps.config.appUrl}/rules#harassment`);
    expect(statement!.text).toContain("not made by an automated system");
    expect(statement!.text).toMatch(/Contest this decision: http:\/\/localhost:3000\/contest\?/);
    for (const to of ["gale2@example.net", await emailOf(reporter)]) {
      const [heard] = mailsTo(to);
      expect(heard!.subject).toBe("We've decided on your report");
      expect(heard!.text).toContain("We found that it breaks our rules and removed it.");
      expect(heard!.text).not.toContain("Bea Author");
      expect(heard!.text).not.toContain(reason);
    }
  });

  it("opens a new queue item when its author contests with the link, and refuses an altered link", async () => {
    const { id } = await writeCompliment(author);
    await report("compliment", id, { by: reporter, targetUser: author });
    await freshOutbox();
    const { data: decision } = await (
      await decide({ target_kind: "compliment", target_id: id, action: "remove", reason: "Insults the person it is for." })
    ).json();
    await sendMail();
    const link = new URL(mailsTo(await emailOf(author))[0]!.text.match(/Contest this decision: (\S+)/)![1]!);
    expect(link.pathname).toBe("/contest");
    const params = Object.fromEntries(link.searchParams);

    const shown = await t.request(`/v1/reports/contest?${link.searchParams}`);
    expect(shown.status).toBe(200);
    expect((await shown.json()).data).toMatchObject({ action: "remove", reason: "Insults the person it is for." });
    const altered = await t.request("/v1/reports/contest", {
      method: "POST",
      json: { ...params, decision: "1", explanation: "Please look again." },
    });
    expect(altered.status).toBe(403);
    const contested = await t.request("/v1/reports/contest", {
      method: "POST",
      json: { ...params, explanation: "It was a joke between friends." },
    });
    expect(contested.status).toBe(201);

    const [item] = (await queue()).filter((i) => i.target_kind === "decision");
    expect(item).toMatchObject({
      target_kind: "decision",
      target_id: decision.id,
      content: { live: true, text: "Insults the person it is for." },
    });
    expect(item!.reports[0]).toMatchObject({ reason: "other", notifier: { kind: "member", id: author.id } });

    await freshOutbox();
    expect(
      (await decide({ target_kind: "decision", target_id: decision.id, action: "dismiss", reason: "The compliment insults its reader." }))
        .status,
    ).toBe(201);
    await sendMail();
    const [answer] = mailsTo(await emailOf(author));
    expect(answer!.subject).toBe("Your objection has been decided");
    expect(answer!.text).toContain("> The compliment insults its reader.");
  });
});

describe("removing other content", () => {
  it("erases a message's text and marks it removed", async () => {
    const message = await sendDirect(author, bystander, "You will regret this.");
    await report("message", message.id, { by: bystander, targetUser: author });
    expect(
      (await decide({ target_kind: "message", target_id: message.id, action: "remove", reason: "A threat to the other person." })).status,
    ).toBe(201);
    const row = firstRow(await t.db.select().from(messages).where(eq(messages.id, message.id)), "message");
    expect(row.message).toBe("");
    expect(row.removedAt).not.toBeNull();
    // Both sides read it as removed.
    for (const reader of [author, bystander]) {
      const read = await (await t.request(`/v1/compliments/conversations/${row.conversationId}`, { token: reader.token })).json();
      expect(read.data.find((m: { id: number }) => m.id === message.id)).toMatchObject({ message: "", removed: true });
    }
  });

  it("deletes a review", async () => {
    const { id: complimentId } = await writeCompliment(author, { compliment: "Thank you for the coffee." });
    const [business] = await t.db.insert(businessProfiles).values({ name: "Moderation Café" }).returning();
    const [ad] = await t.db
      .insert(ads)
      .values({ businessProfileId: business!.id, title: "Free cake", contact: "cafe@example.net" })
      .returning();
    const [placed] = await t.db.insert(complimentAds).values({ complimentId, adId: ad!.id }).returning();
    const [review] = await t.db
      .insert(reviews)
      .values({ complimentAdId: placed!.id, userId: author.id, complimentAuthorId: author.id, review: "Buy my pills at pills.example" })
      .returning();
    await report("review", review!.id, { by: reporter, targetUser: author, reason: "spam" });
    const item = (await queue()).find((i) => i.target_kind === "review");
    expect(item!.content).toMatchObject({
      live: true,
      text: "Buy my pills at pills.example",
      details: [{ label: "Reviewer", value: "Bea Author" }],
    });
    expect(
      (await decide({ target_kind: "review", target_id: review!.id, action: "remove", reason: "Advertising unrelated goods." })).status,
    ).toBe(201);
    expect(await t.db.select().from(reviews).where(eq(reviews.id, review!.id))).toEqual([]);
  });

  it("clears a profile's bio", async () => {
    await t.db.update(profiles).set({ bio: "Call me for cheap pills" }).where(eq(profiles.userId, author.id));
    await report("profile", author.id, { by: reporter, targetUser: author, reason: "spam" });
    expect(
      (await decide({ target_kind: "profile", target_id: author.id, action: "remove", reason: "Advertising in the bio." })).status,
    ).toBe(201);
    expect(firstRow(await t.db.select().from(profiles).where(eq(profiles.userId, author.id)), "profile").bio).toBeNull();
  });

  it("takes an ad down: nobody else sees it, its owner gets the statement, and an edit sends it back for review", async () => {
    const owner = await people.register("Ola Owner");
    const [business] = await t.db.insert(businessProfiles).values({ name: "Scam Corner", approvedAt: t.clock.now() }).returning();
    await t.db.insert(businessMembers).values({ businessProfileId: business!.id, userId: owner.id, role: "owner" });
    const [ad] = await t.db
      .insert(ads)
      .values({ businessProfileId: business!.id, title: "Miracle pills", contact: "x@example.net" })
      .returning();
    await report("ad", ad!.id, { by: reporter, targetUser: owner, reason: "spam" });
    await freshOutbox();
    const reason = "Selling medicine without a licence.";
    expect((await decide({ target_kind: "ad", target_id: ad!.id, action: "remove", reason })).status).toBe(201);
    expect(firstRow(await t.db.select().from(ads).where(eq(ads.id, ad!.id)), "ad")).toMatchObject({
      review: "rejected",
      reviewReason: reason,
    });
    expect((await t.request(`/v1/ads/${ad!.id}`)).status).toBe(404);
    await sendMail();
    const [statement] = mailsTo(await emailOf(owner));
    expect(statement).toMatchObject({ subject: "We removed your ad" });
    expect(statement!.text).toContain(reason);

    const edit = await t.request(`/v1/businesses/${business!.id}/ads/${ad!.id}`, {
      method: "PATCH",
      token: owner.token,
      json: { title: "Vitamins", contact: "x@example.net", offer: null },
    });
    expect(edit.status).toBe(200);
    expect((await edit.json()).data).toMatchObject({ review: "waiting", review_reason: null });
    expect((await t.request(`/v1/ads/${ad!.id}`)).status).toBe(404);
  });

  it("refuses to suspend for an ad no one owns, to decide without open reports, and a decision without a written reason", async () => {
    const [business] = await t.db.insert(businessProfiles).values({ name: "Ad Corner" }).returning();
    const [ad] = await t.db.insert(ads).values({ businessProfileId: business!.id, title: "Cheap", contact: "x@example.net" }).returning();
    await report("ad", ad!.id, { by: reporter });
    expect((await decide({ target_kind: "ad", target_id: ad!.id, action: "suspend", reason: "Not allowed here at all." })).status).toBe(
      422,
    );
    expect((await decide({ target_kind: "ad", target_id: ad!.id, action: "dismiss", reason: "" })).status).toBe(422);
    expect(
      (await decide({ target_kind: "ad", target_id: ad!.id, action: "dismiss", reason: "An ordinary ad.", suspend_days: 3 })).status,
    ).toBe(422);
    expect((await decide({ target_kind: "ad", target_id: ad!.id, action: "dismiss", reason: "An ordinary ad for a café." })).status).toBe(
      201,
    );
    expect((await decide({ target_kind: "ad", target_id: ad!.id, action: "dismiss", reason: "An ordinary ad for a café." })).status).toBe(
      404,
    );
    expect(
      (await decide({ target_kind: "message", target_id: 2_147_483_647, action: "dismiss", reason: "Nothing to see here." })).status,
    ).toBe(404);
  });
});

describe("a dismissal", () => {
  it("sends no statement to the reported person, and tells the notifier", async () => {
    const message = await sendDirect(author, bystander, "See you at the match.");
    await report("message", message.id, { guest: "worried@example.net", targetUser: author });
    await freshOutbox();
    expect(
      (await decide({ target_kind: "message", target_id: message.id, action: "dismiss", reason: "An ordinary message." })).status,
    ).toBe(201);
    await sendMail();
    expect(mailsTo(await emailOf(author))).toEqual([]);
    expect(mailsTo("worried@example.net")[0]!.text).toContain("it does not break our rules");
  });
});

describe("a suspension", () => {
  let suspect: TestUser;
  beforeAll(async () => {
    suspect = await people.register("Sid Suspect");
  });

  it("refuses the account's token at its next call and its log in, holds its deliveries, and ends when lifted", async () => {
    const later = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const scheduled = await writeCompliment(suspect, {
      compliment: "Happy birthday!",
      recipient_email: "friend@example.net",
      deliver_at: later,
    });
    const message = await sendDirect(suspect, bystander, "I will find you.");
    await report("message", message.id, { by: bystander, targetUser: suspect });
    expect((await t.request("/v1/auth/me", { token: suspect.token })).status).toBe(200);
    await freshOutbox();

    const res = await decide({
      target_kind: "message",
      target_id: message.id,
      action: "suspend",
      reason: "Threatening messages.",
      suspend_days: 7,
    });
    expect(res.status).toBe(201);
    const until = new Date(t.clock.now().getTime() + 7 * DAY);
    expect((await res.json()).data.suspended_until).toBe(until.toISOString());
    expect((await t.request("/v1/auth/me", { token: suspect.token })).status).toBe(401);
    expect(await t.db.select().from(apiTokens).where(eq(apiTokens.userId, suspect.id))).toEqual([]);
    const refused = await logInAnswer(await emailOf(suspect));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      success: false,
      message: "This account is suspended until January 22, 2026 (UTC).",
      reason: "suspended",
    });

    await sendMail();
    const [statement] = mailsTo(await emailOf(suspect));
    expect(statement!.subject).toBe("Your Compliments account is suspended");
    expect(statement!.text).toContain("We have suspended your account until January 22, 2026 (UTC).");
    expect(statement!.text).toContain("> Threatening messages.");

    // The delivery's time comes: it waits for the suspension's end instead of going.
    t.clock.advance(3_660_000);
    await t.worker.runDue();
    expect(mailsTo("friend@example.net")).toEqual([]);
    expect(firstRow(await t.db.select().from(deliveries).where(eq(deliveries.complimentId, scheduled.id)), "delivery").status).toBe(
      "scheduled",
    );

    const lifted = await t.request(`/v1/moderation/users/${suspect.id}/lift`, {
      method: "POST",
      token: operator.token,
      json: { reason: "Contest upheld after review." },
    });
    expect(lifted.status).toBe(201);
    expect((await lifted.json()).data).toMatchObject({ action: "lift", target_kind: "profile", target_id: suspect.id, report_ids: [] });
    await t.worker.runDue();
    expect(mailsTo("friend@example.net")).toHaveLength(1);
    const back = await logInAnswer(await emailOf(suspect));
    expect(back.status).toBe(200);
    suspect = { ...suspect, token: (await back.json()).data.token };
    expect(
      (
        await t.request(`/v1/moderation/users/${suspect.id}/lift`, {
          method: "POST",
          token: operator.token,
          json: { reason: "Again, by mistake." },
        })
      ).status,
    ).toBe(400);
  });

  it("until lifted says so at log in, and ends when its contest is upheld", async () => {
    const message = await sendDirect(suspect, bystander, "Last warning.");
    await report("message", message.id, { by: bystander, targetUser: suspect });
    await freshOutbox();
    const res = await decide({
      target_kind: "message",
      target_id: message.id,
      action: "suspend",
      reason: "Threats, again.",
      suspend_days: null,
    });
    const { data: suspension } = await res.json();
    expect(await (await logInAnswer(await emailOf(suspect))).json()).toMatchObject({
      message: "This account is suspended until an operator lifts the suspension.",
      reason: "suspended",
    });

    await sendMail();
    const statement = mailsTo(await emailOf(suspect))[0]!;
    expect(statement.text).toContain("We have suspended your account until an operator lifts the suspension.");
    const link = new URL(statement.text.match(/Contest this decision: (\S+)/)![1]!);
    const contested = await t.request("/v1/reports/contest", {
      method: "POST",
      json: { ...Object.fromEntries(link.searchParams), explanation: "I was quoting a film." },
    });
    expect(contested.status).toBe(201);
    const item = (await queue()).find((i) => i.target_kind === "decision" && i.target_id === suspension.id);
    expect(item).toMatchObject({ contested_action: "suspend" });
    // A lift decides only a contested suspension.
    expect((await decide({ target_kind: "message", target_id: message.id, action: "lift", reason: "Not a contest at all." })).status).toBe(
      404,
    );
    await freshOutbox();
    const upheld = await decide({
      target_kind: "decision",
      target_id: suspension.id,
      action: "lift",
      reason: "A quotation, not a threat.",
    });
    expect(upheld.status).toBe(201);
    expect((await upheld.json()).data).toMatchObject({
      action: "lift",
      target_kind: "decision",
      target_user_id: suspect.id,
      report_ids: item!.reports.map((r) => r.id),
    });
    expect((await logInAnswer(await emailOf(suspect))).status).toBe(200);
    await sendMail();
    const [answer] = mailsTo(await emailOf(suspect));
    expect(answer!.text).toContain("have lifted the suspension");
    expect(answer!.text).toContain("> A quotation, not a threat.");
  });
});

describe("the log", () => {
  it("lists every decision newest first, with its operator, and no statement can change or delete one", async () => {
    const res = await t.request("/v1/moderation/log?limit=2", { token: operator.token });
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page.data).toHaveLength(2);
    expect(page.data[0]).toMatchObject({ action: "lift", operator: { name: "Olive Operator" } });
    expect(page.data[0].id).toBeGreaterThan(page.data[1].id);
    expect(page.total).toBe((await t.db.select().from(moderationDecisions)).length);

    await expect(t.db.update(moderationDecisions).set({ reason: "rewritten" })).rejects.toThrow();
    await expect(t.db.delete(moderationDecisions)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate ${moderationDecisions}`)).rejects.toThrow();
    expect((await t.db.select().from(moderationDecisions)).every((d) => d.reason !== "rewritten")).toBe(true);
  });
});
