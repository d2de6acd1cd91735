import { eq } from "drizzle-orm";
import { signingMessages } from "@/common/validations/signing";
import { complimentSignings, jobs } from "../../db/schema";
import { recordChanges } from "../../test/changes";
import { createTestApp, type TestApp } from "../../test/test-app";
import { testUsers, type TestUser } from "../../test/users";

// Group compliments (issue 33): the code answers as an unknown code until signing closes; people
// sign through a link of its own (50 at once); the organiser hides, removes, closes and replaces
// the link; signing closes at its time, on delivery, and the organiser hears a day ahead.

let t: TestApp;
let people: ReturnType<typeof testUsers>;
let organiser: TestUser;
beforeAll(async () => {
  // Tokens outlive the days the clock moves on.
  t = await createTestApp({ worker: false, config: { tokenIdleMinutes: 30 * 24 * 60 } });
  people = testUsers(t);
  organiser = await people.register("Olive Organiser");
}, 60_000);
afterAll(() => t.close());

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const step = async () => {
  while ((await t.worker.runDue()) > 0);
};
const post = (path: string, token?: string, json?: unknown) => t.request(path, { method: "POST", token, json });
const get = (path: string, token?: string) => t.request(path, { token });
const UNKNOWN_CODE = "00000001";

type Group = { id: number; code: string; token: string; link: string };

/** A group compliment by `author`, with its signing link. */
async function group(fields: Record<string, unknown> = {}, author = organiser): Promise<Group> {
  const res = await post("/v1/compliments", author.token, {
    to: "Grace",
    compliment: "Thank you for ten years of kindness at the help desk.",
    invite_signers: true,
    ...fields,
  });
  expect(res.status).toBe(201);
  const { id, code, signing } = (await res.json()).data;
  expect(signing).toMatchObject({ open: true, closed_at: null });
  const view = await get(`/v1/compliments/${code}/signing`, author.token);
  expect(view.status).toBe(200);
  const link = (await view.json()).data.link as string;
  return { id, code, link, token: link.split("/sign/")[1] ?? "" };
}

const signAs = (g: Group, who: TestUser, message = "You made every Monday better.") =>
  post(`/v1/signing/${g.token}/signatures`, who.token, { message });
const lookUp = async (code: string, token?: string) => {
  const res = await get(`/v1/compliments/code/${code}`, token);
  return { status: res.status, body: await res.json() };
};
const organiserView = async (g: Group) => (await (await get(`/v1/compliments/${g.code}/signing`, organiser.token)).json()).data;

describe("before signing closes", () => {
  it("answers the code exactly as an unknown code to guests, signed-in readers and reports; its author reads it", async () => {
    const g = await group();
    const reader = await people.register("Rita Reader");
    const unknown = await lookUp(UNKNOWN_CODE);
    expect(unknown.status).toBe(404);
    expect(await lookUp(g.code)).toEqual(unknown);
    expect(await lookUp(g.code, reader.token)).toEqual(await lookUp(UNKNOWN_CODE, reader.token));
    const report = (code: string) =>
      post("/v1/reports", reader.token, {
        target_kind: "compliment",
        code,
        reason: "spam",
        explanation: "Looks like spam.",
        good_faith: true,
        place: "/",
      });
    const [hidden, missing] = [await report(g.code), await report(UNKNOWN_CODE)];
    expect([hidden.status, await hidden.json()]).toEqual([missing.status, await missing.json()]);

    const own = await lookUp(g.code, organiser.token);
    expect(own.status).toBe(200);
    expect(own.body.data.signing).toEqual({ open: true, closes_at: null, closed_at: null });
  });

  it("gives a link of its own that holds no code, and a signing page without the code or the id", async () => {
    const g = await group();
    expect(g.link).toMatch(new RegExp(`^${t.deps.config.appUrl}/sign/[A-Za-z0-9_-]{43}$`));
    expect(g.link).not.toContain(g.code);
    const page = await get(`/v1/signing/${g.token}`);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).not.toContain(g.code);
    expect(JSON.parse(text).data).toEqual({
      to: "Grace",
      compliment: "Thank you for ten years of kindness at the help desk.",
      organiser_name: "Olive Organiser",
      closes_at: null,
      open: true,
      show_signatures: true,
      signature_count: 0,
      signatures: [],
      your_signature: null,
    });
    for (const token of ["nope", "x".repeat(43)]) {
      const res = await get(`/v1/signing/${token}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: signingMessages.linkInvalid, reason: "signing-link-invalid" });
    }
  });

  it("refuses a closing time in the past or after the delivery", async () => {
    const create = (fields: Record<string, unknown>) =>
      post("/v1/compliments", organiser.token, { to: "Grace", compliment: "Thank you, truly.", invite_signers: true, ...fields });
    const past = await create({ signing_closes_at: new Date(t.clock.now().getTime() - HOUR).toISOString() });
    expect(past.status).toBe(422);
    expect((await past.json()).errors).toEqual({ signing_closes_at: [signingMessages.closesPast] });
    const late = await create({
      recipient_email: "grace@example.com",
      deliver_at: new Date(t.clock.now().getTime() + DAY).toISOString(),
      signing_closes_at: new Date(t.clock.now().getTime() + 2 * DAY).toISOString(),
    });
    expect(late.status).toBe(422);
    expect((await late.json()).errors).toEqual({ signing_closes_at: [signingMessages.closesAfterDelivery] });
  });
});

describe("signing", () => {
  it("takes 50 signatures at once, one per person, editable; the organiser hides one and closes; a later one is 409", async () => {
    const g = await group();
    const signers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => people.register(`Signer ${String.fromCharCode(65 + (i % 26))}${"x".repeat(i % 5)}`)),
    );
    const answers = await Promise.all(signers.map((s, i) => signAs(g, s, `Message number ${i + 1}`)));
    expect(answers.map((r) => r.status)).toEqual(signers.map(() => 201));
    let view = await organiserView(g);
    expect(view.counts).toEqual({ signatures: 50, shown: 50 });
    expect(new Set(view.signatures.map((s: { message: string }) => s.message)).size).toBe(50);

    // Signing again replaces the person's own.
    const again = await signAs(g, signers[0]!, "Changed my mind: you made every day better.");
    expect(again.status).toBe(200);
    const page = (await (await get(`/v1/signing/${g.token}`, signers[0]!.token)).json()).data;
    expect(page.signature_count).toBe(50);
    expect(page.your_signature.message).toBe("Changed my mind: you made every day better.");

    const hiddenId = view.signatures[3].id as number;
    const hide = await t.request(`/v1/compliments/${g.code}/signatures/${hiddenId}`, {
      method: "PATCH",
      token: organiser.token,
      json: { hidden: true },
    });
    expect(hide.status).toBe(200);
    view = (await hide.json()).data;
    expect(view.counts).toEqual({ signatures: 50, shown: 49 });
    expect((await (await get(`/v1/signing/${g.token}`)).json()).data.signature_count).toBe(49);

    const changes = recordChanges(t.events);
    const closed = await post(`/v1/compliments/${g.code}/signing/close`, organiser.token);
    expect(closed.status).toBe(200);
    expect((await closed.json()).data).toMatchObject({ open: false, closed_at: t.clock.now().toISOString() });
    expect(await changes.settled()).toContainEqual([g.code]);

    const late = await signAs(g, await people.register("Lara Late"));
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ success: false, message: signingMessages.closed, reason: "signing-closed" });
    const edit = await signAs(g, signers[1]!, "One more word.");
    expect(edit.status).toBe(409);

    const opened = await lookUp(g.code);
    expect(opened.status).toBe(200);
    expect(opened.body.data.signing).toMatchObject({ open: false, closed_at: t.clock.now().toISOString() });
  }, 120_000);

  it("lets a guest sign with a name and a code mailed to their address, once per code", async () => {
    const g = await group();
    const asked = await post(`/v1/signing/${g.token}/email-codes`, undefined, { email: "Sam@Example.com" });
    expect(asked.status).toBe(202);
    await step();
    const mail = t.mailer.outbox.findLast((m) => m.to === "sam@example.com");
    const code = /Your code to sign: (\d{6})/.exec(mail?.subject ?? "")?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.text).not.toContain(g.code);

    const guest = (email_code: string) =>
      post(`/v1/signing/${g.token}/signatures`, undefined, {
        message: "Congratulations!",
        name: "Sam Guest",
        email: "sam@example.com",
        email_code,
      });
    const wrong = await guest(code === "000000" ? "111111" : "000000");
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors).toEqual({ email_code: [signingMessages.codeWrong] });
    const signed = await guest(code);
    expect(signed.status).toBe(201);
    expect((await signed.json()).data).toMatchObject({ name: "Sam Guest", message: "Congratulations!" });
    expect((await guest(code)).status).toBe(422);
    expect((await organiserView(g)).signatures).toMatchObject([{ name: "Sam Guest", guest: true, hidden: false }]);

    const missing = await post(`/v1/signing/${g.token}/signatures`, undefined, { message: "Hi" });
    expect(missing.status).toBe(422);
  });

  it("refuses a person the organiser blocked, and a message over 500 characters", async () => {
    const g = await group();
    const blocked = await people.register("Bert Blocked");
    expect((await post(`/v1/users/${blocked.id}/block`, organiser.token)).status).toBe(200);
    const res = await signAs(g, blocked);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, message: signingMessages.blocked, reason: "blocked" });
    const long = await signAs(g, await people.register("Lena Long"), "x".repeat(501));
    expect(long.status).toBe(422);
    expect((await long.json()).errors).toEqual({ message: [signingMessages.messageTooLong] });
  });
});

describe("the organiser", () => {
  it("alone sees the signing; a new link stops the old one, and the link can be turned off", async () => {
    const g = await group();
    const other = await people.register("Otto Other");
    const theirs = await get(`/v1/compliments/${g.code}/signing`, other.token);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ success: false, message: "Compliment not found" });

    const renewed = await post(`/v1/compliments/${g.code}/signing/link`, organiser.token);
    const link = (await renewed.json()).data.link as string;
    expect(link).not.toBe(g.link);
    expect((await get(`/v1/signing/${g.token}`)).status).toBe(404);
    const token = link.split("/sign/")[1];
    expect((await get(`/v1/signing/${token}`)).status).toBe(200);

    const off = await t.request(`/v1/compliments/${g.code}/signing/link`, { method: "DELETE", token: organiser.token });
    expect((await off.json()).data.link).toBeNull();
    expect((await get(`/v1/signing/${token}`)).status).toBe(404);
  });

  it("marks their own signature, moves the closing time while open, and changes nothing after close", async () => {
    const g = await group();
    expect((await signAs(g, organiser, "From me too.")).status).toBe(201);
    expect((await organiserView(g)).signatures).toMatchObject([{ name: "Olive Organiser", by_organiser: true, guest: false }]);
    const patch = (json: unknown) => t.request(`/v1/compliments/${g.code}/signing`, { method: "PATCH", token: organiser.token, json });
    const past = await patch({ closes_at: new Date(t.clock.now().getTime() - HOUR).toISOString() });
    expect((await past.json()).errors).toEqual({ closes_at: [signingMessages.closesPast] });
    const later = new Date(t.clock.now().getTime() + 2 * DAY).toISOString();
    expect((await (await patch({ closes_at: later })).json()).data.closes_at).toBe(later);
    await post(`/v1/compliments/${g.code}/signing/close`, organiser.token);
    const after = await patch({ show_signatures: false });
    expect(after.status).toBe(409);
  });

  it("removes a signature and hides the signatures from signers", async () => {
    const g = await group();
    const signer = await people.register("Remy Removed");
    const { id } = (await (await signAs(g, signer)).json()).data;
    const patched = await t.request(`/v1/compliments/${g.code}/signing`, {
      method: "PATCH",
      token: organiser.token,
      json: { show_signatures: false },
    });
    expect((await patched.json()).data.show_signatures).toBe(false);
    expect((await (await get(`/v1/signing/${g.token}`)).json()).data).toMatchObject({ signature_count: 1, signatures: [] });
    const removed = await t.request(`/v1/compliments/${g.code}/signatures/${id}`, { method: "DELETE", token: organiser.token });
    expect((await removed.json()).data.counts).toEqual({ signatures: 0, shown: 0 });
    const again = await t.request(`/v1/compliments/${g.code}/signatures/${id}`, { method: "DELETE", token: organiser.token });
    expect(again.status).toBe(404);
  });
});

describe("closing", () => {
  it("closes at its time (the code opens at once, the job records it) and mails the organiser the day before", async () => {
    const g = await group({ signing_closes_at: new Date(t.clock.now().getTime() + 3 * DAY).toISOString() });
    await signAs(g, await people.register("Tom Tomorrow"));
    t.mailer.outbox.length = 0;
    t.clock.advance(2 * DAY + HOUR);
    await step();
    const mails = t.mailer.outbox.filter((m) => m.subject === "Signing closes tomorrow: 1 signature");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`/show-your-compliment?code=${g.code}`);
    expect((await lookUp(g.code)).status).toBe(404);

    t.clock.advance(DAY);
    expect((await lookUp(g.code)).status).toBe(200);
    const changes = recordChanges(t.events);
    await step();
    expect(await changes.settled()).toContainEqual([g.code]);
    const [row] = await t.db.select().from(complimentSignings).where(eq(complimentSignings.complimentId, g.id));
    expect(row?.closedAt?.getTime()).toBe(row?.closesAt?.getTime());
    expect(await t.db.$count(jobs, eq(jobs.kind, "signing-closing-mail"))).toBe(0);
  });

  it("closes when the compliment is delivered, by default at the delivery time", async () => {
    const deliverAt = new Date(t.clock.now().getTime() + 2 * HOUR);
    const g = await group({ recipient_email: "grace@example.com", deliver_at: deliverAt.toISOString() });
    expect((await organiserView(g)).closes_at).toBe(deliverAt.toISOString());
    t.clock.advance(2 * HOUR);
    await step();
    expect((await organiserView(g)).closed_at).not.toBeNull();
    expect((await lookUp(g.code)).status).toBe(200);
    expect((await signAs(g, await people.register("Dana Delivered"))).status).toBe(409);
  });
});
