import { eq } from "drizzle-orm";
import { businessInvitations, businessMembers, businessProfiles, users } from "../../db/schema";
import type { MailMessage } from "../../lib/mailer";
import { present } from "../../test/present";
import { untilNoDueJob, type TestApp } from "../../test/test-app";
import { seededTestApp, type testUsers, type TestUser } from "../../test/users";

// Adding staff by address (issue 32): an account's holder joins and is told; anyone else is invited
// to sign up, and joins when the address is verified.

let t: TestApp;
let people: ReturnType<typeof testUsers>;
const PASSWORD = "Secret#123";
let seq = 0;

beforeAll(async () => {
  ({ t, people } = await seededTestApp());
}, 120_000);
afterAll(() => t.close());

const invite = (who: TestUser, businessId: number, email: unknown) =>
  t.request(`/v1/businesses/${businessId}/members`, { method: "POST", token: who.token, json: { email } });
const invitations = (who: TestUser, businessId: number) => t.request(`/v1/businesses/${businessId}/invitations`, { token: who.token });
const withdraw = (who: TestUser, businessId: number, email: unknown) =>
  t.request(`/v1/businesses/${businessId}/invitations`, { method: "DELETE", token: who.token, json: { email } });
const members = async (businessId: number) =>
  Object.fromEntries(
    (
      await t.db
        .select({ email: users.email, role: businessMembers.role })
        .from(businessMembers)
        .innerJoin(users, eq(users.id, businessMembers.userId))
        .where(eq(businessMembers.businessProfileId, businessId))
    ).map((m) => [m.email, m.role]),
  );
const waiting = async (businessId: number) =>
  (
    await t.db
      .select({ email: businessInvitations.email })
      .from(businessInvitations)
      .where(eq(businessInvitations.businessProfileId, businessId))
  ).map((i) => i.email);

/** A new business owned by a new verified account. */
async function business(name: string) {
  const owner = await people.register(`${name.split(" ")[0]} Owner`);
  const [profile] = await t.db.insert(businessProfiles).values({ name }).returning({ id: businessProfiles.id });
  await t.db.insert(businessMembers).values({ businessProfileId: profile!.id, userId: owner.id, role: "owner" });
  return { id: profile!.id, owner };
}

/** The mails to `to` whose subject has `subject`, once the worker has sent `count` of them. */
async function mailsTo(to: string, subject: string, count = 1): Promise<MailMessage[]> {
  for (let i = 0; i < 200; i++) {
    const mails = t.mailer.outbox.filter((m) => m.to === to && m.subject.includes(subject));
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

/** Registers `email` through the API (unverified) and returns its token. */
async function register(email: string, name = "Invited Person") {
  const res = await t.request("/v1/auth/register", {
    method: "POST",
    json: { name, email, password: PASSWORD, password_confirmation: PASSWORD },
    headers: { "X-Forwarded-For": `198.19.0.${++seq}` },
  });
  expect(res.status).toBe(201);
  return (await res.json()).data.token as string;
}

/** Follows the verification link mailed to `email`, as its holder. */
async function verify(email: string, token: string) {
  const [mail] = await mailsTo(email, "Verify your e-mail address");
  const link = new URL(present(mail!.text.match(/https?:\/\/\S+/)?.[0], "the link"));
  const p = Object.fromEntries(link.searchParams);
  const res = await t.request(`/v1/email/verify/${p.id}/${p.hash}?expires=${p.expires}&signature=${p.signature}`, { token });
  expect(res.status).toBe(200);
}

describe("POST /v1/businesses/{businessId}/members for an address without an account", () => {
  it("records and mails an invitation, and the address joins as staff when its account is verified", async () => {
    const b = await business("Invite Bakery");
    const res = await invite(b.owner, b.id, "New.Baker@Example.com");
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({
      success: true,
      message: "No account uses new.baker@example.com yet: we sent an invitation to sign up and join.",
      data: { email: "new.baker@example.com", invited_by: "Invite Owner" },
    });

    const [mail] = await mailsTo("new.baker@example.com", "Join Invite Bakery");
    const link = `${t.deps.config.appUrl}/register?next=%2Fbusiness`;
    expect(mail!.subject).toBe(`Join Invite Bakery on ${t.deps.config.appName}`);
    expect(mail!.text).toContain("Hello,");
    expect(mail!.text).toContain("Invite Owner of Invite Bakery would like you on its staff");
    expect(mail!.text).toContain(`Sign up and join: ${link}`);
    expect(mail!.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(mail!.html).toContain(`href="${link}"`);

    const listed = await (await invitations(b.owner, b.id)).json();
    expect(listed.data).toEqual([{ email: "new.baker@example.com", invited_by: "Invite Owner", since: expect.any(String) }]);

    // Signing up is not enough: the address joins once it is shown to be theirs.
    const token = await register("New.Baker@example.com", "New Baker");
    expect(await members(b.id)).not.toHaveProperty(["New.Baker@example.com"]);
    await verify("New.Baker@example.com", token);
    expect(await members(b.id)).toMatchObject({ "New.Baker@example.com": "staff" });
    expect(await waiting(b.id)).toEqual([]);
    expect((await (await t.request("/v1/businesses", { token })).json()).data).toEqual([
      { id: b.id, name: "Invite Bakery", role: "staff" },
    ]);
  });

  it("invites an account not yet verified, which joins on verifying", async () => {
    const b = await business("Unverified Deli");
    const token = await register("pending.person@example.com");
    expect((await invite(b.owner, b.id, "pending.person@example.com")).status).toBe(202);
    expect(await members(b.id)).not.toHaveProperty(["pending.person@example.com"]);
    await verify("pending.person@example.com", token);
    expect(await members(b.id)).toMatchObject({ "pending.person@example.com": "staff" });
  });

  it("joins every business that invited the address, and keeps a role it already has", async () => {
    const first = await business("First Inviter");
    const second = await business("Second Inviter");
    for (const b of [first, second]) expect((await invite(b.owner, b.id, "twice@example.com")).status).toBe(202);
    const token = await register("twice@example.com");
    const [account] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, "twice@example.com"));
    await t.db.insert(businessMembers).values({ businessProfileId: second.id, userId: account!.id, role: "owner" });
    await verify("twice@example.com", token);
    expect(await members(first.id)).toMatchObject({ "twice@example.com": "staff" });
    expect(await members(second.id)).toMatchObject({ "twice@example.com": "owner" });
    expect(await t.db.select().from(businessInvitations).where(eq(businessInvitations.email, "twice@example.com"))).toEqual([]);
  });

  it("refuses a second invitation of the same address (whatever its case) and mails only once", async () => {
    const b = await business("Once Only Cafe");
    expect((await invite(b.owner, b.id, "once@example.com")).status).toBe(202);
    const again = await invite(b.owner, b.id, "ONCE@example.com");
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("This address has been invited already: the invitation is waiting.");
    await mailsTo("once@example.com", "Join Once Only Cafe");
    await untilNoDueJob(t);
    expect(t.mailer.outbox.filter((m) => m.to === "once@example.com")).toHaveLength(1);
    expect(await waiting(b.id)).toEqual(["once@example.com"]);
  });

  it("lets the owner withdraw an invitation: the address then joins nothing", async () => {
    const b = await business("Withdrawn Wines");
    expect((await invite(b.owner, b.id, "changed.mind@example.com")).status).toBe(202);
    const res = await withdraw(b.owner, b.id, "Changed.Mind@example.com");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: "The invitation to changed.mind@example.com is withdrawn.",
      data: { email: "changed.mind@example.com" },
    });
    expect((await (await invitations(b.owner, b.id)).json()).data).toEqual([]);
    expect((await withdraw(b.owner, b.id, "changed.mind@example.com")).status).toBe(404);
    const token = await register("changed.mind@example.com");
    await verify("changed.mind@example.com", token);
    expect(await members(b.id)).not.toHaveProperty(["changed.mind@example.com"]);
  });

  it("is for the business's owners: staff get 403, others 404, another business's invitation is not theirs", async () => {
    const b = await business("Guarded Grocer");
    const other = await business("Other Grocer");
    const staff = await people.register("Guarded Staff");
    await t.db.insert(businessMembers).values({ businessProfileId: b.id, userId: staff.id, role: "staff" });
    expect((await invite(b.owner, b.id, "guarded@example.com")).status).toBe(202);

    expect((await invite(staff, b.id, "sneaky@example.com")).status).toBe(403);
    expect((await invitations(staff, b.id)).status).toBe(403);
    expect((await withdraw(staff, b.id, "guarded@example.com")).status).toBe(403);
    for (const call of [
      invite(other.owner, b.id, "x@example.com"),
      invitations(other.owner, b.id),
      withdraw(other.owner, b.id, "guarded@example.com"),
    ]) {
      expect((await call).status).toBe(404);
    }
    expect((await withdraw(other.owner, other.id, "guarded@example.com")).status).toBe(404);
    expect((await invitations(b.owner, 2_000_000_000)).status).toBe(404);
    expect(await waiting(b.id)).toEqual(["guarded@example.com"]);
    expect(await waiting(other.id)).toEqual([]);
  });

  it("answers bad input with 413 or 422, never 500", async () => {
    const b = await business("Careful Cobbler");
    for (const email of ["", "not an address", "a@b.c\u0000", null, 42, ["a@example.com"], `${"x".repeat(1_000_000)}@example.com`]) {
      expect([413, 422]).toContain((await invite(b.owner, b.id, email)).status);
      expect([413, 422]).toContain((await withdraw(b.owner, b.id, email)).status);
    }
    expect(await waiting(b.id)).toEqual([]);
  });

  it("mails at most 20 invitations a business a day", async () => {
    const b = await business("Busy Bistro");
    for (let i = 0; i < 20; i++) expect((await invite(b.owner, b.id, `guest-${i}@example.com`)).status).toBe(202);
    expect((await invite(b.owner, b.id, "guest-20@example.com")).status).toBe(429);
    expect(await waiting(b.id)).toHaveLength(20);
  });
});

describe("POST /v1/businesses/{businessId}/members for a verified account", () => {
  it("adds them as staff at once and tells them by mail", async () => {
    const b = await business("Told Tailors");
    const sam = await people.register("Sam Stitch");
    const { email } = present((await t.db.select({ email: users.email }).from(users).where(eq(users.id, sam.id)))[0], "sam");
    const res = await invite(b.owner, b.id, email.toUpperCase());
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      message: "Staff member added. We told them by e-mail.",
      data: { user_id: sam.id, role: "staff", email },
    });
    const [mail] = await mailsTo(email, "You are on the staff of Told Tailors");
    expect(mail!.text).toContain("Hello Sam Stitch,");
    expect(mail!.text).toContain("Told Owner added you to the staff of Told Tailors");
    expect(mail!.text).toContain(`Open the business page: ${t.deps.config.appUrl}/business`);
    expect(await waiting(b.id)).toEqual([]);
    expect((await invite(b.owner, b.id, email)).status).toBe(409);
  });
});
