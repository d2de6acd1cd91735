import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { INVITATIONS_MAX, invitationMessages } from "@/common/validations/signing-invitations";
import { complimentSignings, compliments, emailSuppressions, signatures, signingInvitations } from "../../db/schema";
import { addressHash } from "../deliveries/tokens";
import { INVITATION_MAILS_A_DAY } from "./invitation-mail";
import { INVITE_CALLS_AN_HOUR } from "./signing-invitations.routes";
import { mailingWorkers } from "../../test/mailing-workers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { testUsers, writtenCode, type TestUser } from "../../test/users";

// Invitations and reminders reach a real SMTP server through the job queue, run by two workers
// side by side; S1's signing endpoints are not needed: signatures are written as rows.

let t: TestApp;
let mailing: Awaited<ReturnType<typeof mailingWorkers>>;
let people: ReturnType<typeof testUsers>;
beforeAll(async () => {
  t = await createTestApp({ worker: false });
  mailing = await mailingWorkers(t, 5);
  people = testUsers(t);
}, 60_000);
afterAll(async () => {
  await mailing.close();
  await t.close();
});

const runJobs = () => mailing.runJobs();
/** A received message with its headers unfolded and its quoted-printable text joined again. */
const readable = (raw: string) =>
  raw
    .replace(/\r?\n(?=[ \t])/g, "")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
/** The invitations and reminders `email` received (an account's address also gets its verification mail). */
const mailsTo = (email: string) =>
  mailing.smtp.received
    .filter((m) => m.to.includes(email))
    .map((m) => readable(m.raw))
    .filter((raw) => /^Subject: .*invites you to sign/m.test(raw));
const subjects = (email: string) => mailsTo(email).map((raw) => raw.match(/^Subject: (.*)$/m)![1]);

async function emailOf(user: TestUser) {
  return (await (await t.request("/v1/auth/me", { token: user.token })).json()).data.email as string;
}

/** A group compliment by `organiser`, as S1's create makes one: its code and its signing link's token. */
async function groupCompliment(organiser: TestUser, signing: { closesAt?: Date; closedAt?: Date } = {}) {
  const code = await writtenCode(t, organiser);
  const [row] = await t.db.select({ id: compliments.id }).from(compliments).where(eq(compliments.code, code));
  const token = randomBytes(32).toString("base64url");
  await t.db.insert(complimentSignings).values({ complimentId: row!.id, token, ...signing });
  organisers.set(code, organiser);
  return { code, token, id: row!.id };
}

const organisers = new Map<string, TestUser>();
const organiserOf = async (code: string) => organisers.get(code)!;
const invite = (who: TestUser, code: string, emails: unknown) =>
  t.request(`/v1/compliments/${code}/signing/invitations`, { method: "POST", token: who.token, json: { emails } });
const remind = (who: TestUser, code: string) =>
  t.request(`/v1/compliments/${code}/signing/reminders`, { method: "POST", token: who.token });
const invitations = async (who: TestUser, code: string) =>
  (await (await t.request(`/v1/compliments/${code}/signing/invitations`, { token: who.token })).json()).data;

let n = 0;
/** A fresh address nobody has used in this file. */
const address = (name = "guest") => `${name}-${++n}@example.org`;

describe("inviting", () => {
  it("mails each new address once, with the signing link and a one-click unsubscribe, never the code", async () => {
    const organiser = await people.register("Olive Organiser");
    const { code, token } = await groupCompliment(organiser);
    const [ava, ben] = [address("ava"), address("ben")];

    const res = await invite(organiser, code, [ava, ben.toUpperCase(), ava, ` ${ben} `]);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe(invitationMessages.invited(2));
    expect(body.data).toMatchObject({ added: 2, counts: { invited: 2, signed: 0 } });
    expect(body.data.invitations).toEqual([
      { email: ava, signed: false, reminders_sent: 0, invited_at: t.clock.now().toISOString() },
      { email: ben, signed: false, reminders_sent: 0, invited_at: t.clock.now().toISOString() },
    ]);
    // Again: nobody new, nothing mailed twice.
    const again = await (await invite(organiser, code, [ben])).json();
    expect(again.data.added).toBe(0);
    expect(again.message).toBe(invitationMessages.invited(0));

    await runJobs();
    expect(subjects(ava)).toEqual(["Olive Organiser invites you to sign a group compliment for Ann"]);
    expect(subjects(ben)).toHaveLength(1);
    const [mail] = mailsTo(ava);
    expect(mail).toContain(`http://localhost:3000/sign/${token}`);
    expect(mail).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/unsubscribe\/one-click\?token=[0-9a-f]{64}\.[0-9a-f]{32}>$/m);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail).not.toContain(code);
  });

  it("answers anyone but the organiser, and a compliment nobody signs, as an unknown code", async () => {
    const organiser = await people.register("Olive Organiser");
    const stranger = await people.register("Sam Stranger");
    const { code } = await groupCompliment(organiser);
    const plain = await writtenCode(t, organiser);
    const unknown = await t.request("/v1/compliments/own/00000000", { token: stranger.token });
    const expected = { status: unknown.status, body: await unknown.json() };
    expect(expected.status).toBe(404);

    for (const [who, c] of [
      [stranger, code],
      [organiser, plain],
      [organiser, "00000000"],
    ] as const) {
      for (const res of [
        await t.request(`/v1/compliments/${c}/signing/invitations`, { token: who.token }),
        await invite(who, c, [address()]),
        await remind(who, c),
      ]) {
        expect({ status: res.status, body: await res.json() }).toEqual(expected);
      }
    }
    const guest = await t.request(`/v1/compliments/${code}/signing/invitations`);
    expect(guest.status).toBe(401);
    expect(await t.db.select().from(signingInvitations).where(eq(signingInvitations.email, "x"))).toEqual([]);
  });

  it("refuses addresses that are not addresses, more than 50 at once and more than 200 in all", async () => {
    const organiser = await people.register("Olive Organiser");
    const { code, id } = await groupCompliment(organiser);
    for (const emails of [[], ["not-an-address"], ["a@b.example", "x\u0000@y.example"], "a@b.example", [42]]) {
      const res = await invite(organiser, code, emails);
      expect(res.status).toBe(422);
    }
    const wrong = await (await invite(organiser, code, ["ok@example.org", "nope"])).json();
    expect(wrong.errors).toEqual({ "emails.1": [invitationMessages.invalid] });
    const huge = await invite(organiser, code, [`${"a".repeat(1_000)}@example.org`]);
    expect((await huge.json()).errors).toEqual({ "emails.0": [invitationMessages.invalid] });

    const batch = (size: number) => Array.from({ length: size }, () => address("crowd"));
    const tooMany = await (await invite(organiser, code, batch(51))).json();
    expect(tooMany.errors).toEqual({ emails: [invitationMessages.tooManyAtOnce] });

    for (let i = 0; i < INVITATIONS_MAX / 50; i++) expect((await invite(organiser, code, batch(50))).status).toBe(201);
    const over = await invite(organiser, code, batch(1));
    expect(over.status).toBe(422);
    expect((await over.json()).errors).toEqual({ emails: [invitationMessages.tooMany] });
    expect(await t.db.$count(signingInvitations, eq(signingInvitations.complimentId, id))).toBe(INVITATIONS_MAX);
    // An address already invited is no new invitation: the full list takes it.
    const [first] = (await invitations(organiser, code)).invitations;
    expect((await invite(organiser, code, [first.email])).status).toBe(201);
    await runJobs();
  });

  it("mails no address on the unsubscribe list, nor across a block either way", async () => {
    const organiser = await people.register("Olive Organiser");
    const blocker = await people.register("Bea Blocker");
    const blocked = await people.register("Bob Blocked");
    const { code } = await groupCompliment(organiser);
    const gone = address("gone");
    await t.db.insert(emailSuppressions).values({ emailHash: addressHash(gone) });
    expect((await t.request(`/v1/users/${organiser.id}/block`, { method: "POST", token: blocker.token })).status).toBe(200);
    expect((await t.request(`/v1/users/${blocked.id}/block`, { method: "POST", token: organiser.token })).status).toBe(200);
    const [blockerEmail, blockedEmail] = [await emailOf(blocker), await emailOf(blocked)];
    const welcome = address("welcome");

    expect((await invite(organiser, code, [gone, blockerEmail, blockedEmail, welcome])).status).toBe(201);
    await runJobs();
    expect(mailsTo(gone)).toEqual([]);
    expect(mailsTo(blockerEmail)).toEqual([]);
    expect(mailsTo(blockedEmail)).toEqual([]);
    expect(mailsTo(welcome)).toHaveLength(1);
  });

  it("sends nothing once signing has closed, or when the link was turned off before the mail went", async () => {
    const organiser = await people.register("Olive Organiser");
    const closed = await groupCompliment(organiser, { closedAt: t.clock.now() });
    const lapsed = await groupCompliment(organiser, { closesAt: new Date(t.clock.now().getTime() - 1000) });
    for (const { code } of [closed, lapsed]) {
      for (const res of [await invite(organiser, code, [address()]), await remind(organiser, code)]) {
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({ success: false, message: "Signing has closed.", reason: "signing-closed" });
      }
    }

    const off = await groupCompliment(organiser);
    const late = address("late");
    expect((await invite(organiser, off.code, [late])).status).toBe(201);
    await t.db.update(complimentSignings).set({ token: null }).where(eq(complimentSignings.complimentId, off.id));
    await runJobs();
    expect(mailsTo(late)).toEqual([]);
  });

  it("mails one mailbox only a few invitations a day, from all organisers together", async () => {
    const popular = address("popular");
    for (let i = 0; i <= INVITATION_MAILS_A_DAY; i++) {
      const { code } = await groupCompliment(await people.register("Olive Organiser"));
      expect((await invite(await organiserOf(code), code, [popular])).status).toBe(201);
    }
    await runJobs();
    expect(mailsTo(popular)).toHaveLength(INVITATION_MAILS_A_DAY);
  });

  it("takes 20 invitation calls an hour from one organiser", async () => {
    const organiser = await people.register("Olive Organiser");
    const { code } = await groupCompliment(organiser);
    for (let i = 0; i < INVITE_CALLS_AN_HOUR; i++) expect((await invite(organiser, code, [address("busy")])).status).toBe(201);
    const over = await invite(organiser, code, [address("busy")]);
    expect(over.status).toBe(429);
    expect(over.headers.get("Retry-After")).toMatch(/^\d+$/);
    await runJobs();
  });

  it("asks a verified organiser", async () => {
    const organiser = await people.register("Olive Organiser");
    const { code } = await groupCompliment(organiser);
    const unverified = await people.register("Una Unverified", { verified: false });
    await t.db.update(compliments).set({ customerId: unverified.id }).where(eq(compliments.code, code));
    expect((await invite(unverified, code, [address()])).status).toBe(403);
    expect((await remind(unverified, code)).status).toBe(403);
  });
});

describe("reminding", () => {
  it("reminds only invitees who have not signed, by account or guest address, at most twice", async () => {
    const organiser = await people.register("Olive Organiser");
    const member = await people.register("Mia Member");
    const { code, id } = await groupCompliment(organiser);
    const [memberEmail, guest, waiting, late] = [await emailOf(member), address("guest"), address("waiting"), address("late")];
    expect((await invite(organiser, code, [memberEmail.toUpperCase(), guest, waiting])).status).toBe(201);
    await runJobs();

    // The member signs with their account (its address, in any case), the guest with their confirmed address.
    await t.db.insert(signatures).values([
      { complimentId: id, userId: member.id, name: "Mia Member", message: "Well done!" },
      { complimentId: id, guestEmail: guest, name: "Gil Guest", message: "Bravo" },
    ]);
    const listed = await invitations(organiser, code);
    expect(listed.counts).toEqual({ invited: 3, signed: 2 });
    expect(Object.fromEntries(listed.invitations.map((i: { email: string; signed: boolean }) => [i.email, i.signed]))).toEqual({
      [memberEmail.toLowerCase()]: true,
      [guest]: true,
      [waiting]: false,
    });

    const first = await remind(organiser, code);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, message: invitationMessages.reminded(1), data: { reminded: 1 } });
    // Invited after the first reminder, so one reminder behind.
    expect((await invite(organiser, code, [late])).status).toBe(201);
    expect((await (await remind(organiser, code)).json()).data).toEqual({ reminded: 2 });
    expect((await (await remind(organiser, code)).json()).data).toEqual({ reminded: 1 });
    const none = await (await remind(organiser, code)).json();
    expect(none).toMatchObject({ message: invitationMessages.reminded(0), data: { reminded: 0 } });
    await runJobs();

    const reminder = "A reminder: Olive Organiser invites you to sign a group compliment for Ann";
    const invitation = "Olive Organiser invites you to sign a group compliment for Ann";
    expect(subjects(waiting)).toEqual([invitation, reminder, reminder]);
    // Invited and reminded in one run of the queue: the two may arrive either way round.
    expect(subjects(late).sort()).toEqual([reminder, reminder, invitation]);
    expect(subjects(guest)).toEqual([invitation]);
    expect(subjects(memberEmail)).toEqual([invitation]);
    const sent = (await invitations(organiser, code)).invitations.map((i: { email: string; reminders_sent: number }) => [
      i.email,
      i.reminders_sent,
    ]);
    expect(Object.fromEntries(sent)).toEqual({ [memberEmail.toLowerCase()]: 0, [guest]: 0, [waiting]: 2, [late]: 2 });
  });

  it("sends no third reminder when the button is pressed many times at once", async () => {
    const organiser = await people.register("Olive Organiser");
    const { code, id } = await groupCompliment(organiser);
    const invitees = Array.from({ length: 5 }, () => address("busy"));
    expect((await invite(organiser, code, invitees)).status).toBe(201);
    const answers = await Promise.all(Array.from({ length: 6 }, () => remind(organiser, code)));
    const reminded = await Promise.all(answers.map(async (res) => (await res.json()).data.reminded as number));
    expect(reminded.reduce((a, b) => a + b, 0)).toBe(10);
    const rows = await t.db.select().from(signingInvitations).where(eq(signingInvitations.complimentId, id));
    expect(rows.map((r) => r.remindersSent)).toEqual([2, 2, 2, 2, 2]);
    await runJobs();
    for (const email of invitees) expect(subjects(email)).toHaveLength(3);
  });

  it("does not remind someone who signed after the reminder was queued", async () => {
    const organiser = await people.register("Olive Organiser");
    const { code, id } = await groupCompliment(organiser);
    const quick = address("quick");
    expect((await invite(organiser, code, [quick])).status).toBe(201);
    await runJobs();
    expect((await (await remind(organiser, code)).json()).data.reminded).toBe(1);
    await t.db.insert(signatures).values({ complimentId: id, guestEmail: quick, name: "Quinn Quick", message: "Done" });
    await runJobs();
    expect(subjects(quick)).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(signingInvitations)
      .where(and(eq(signingInvitations.complimentId, id), eq(signingInvitations.email, quick)));
    expect(row!.remindersSent).toBe(1);
  });
});
