import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { reportMessages } from "@/common/validations/report";
import { complimentSignings, compliments, signatures, signingInvitations, users } from "../../db/schema";
import { firstRow } from "../../db/rows";
import { recordChanges } from "../../test/changes";
import { createTestApp, type TestApp } from "../../test/test-app";
import { testUsers, writtenCode, type TestUser } from "../../test/users";

// Signatures are reported like messages (with the key they were seen with), removed by an operator
// with a statement of reasons, exported with their signer's data and erased with their account;
// a blocked person cannot sign the blocker's group compliments.

const OPERATOR_EMAIL = "user-1@example.com";

let t: TestApp;
let people: ReturnType<typeof testUsers>;
let operator: TestUser;
beforeAll(async () => {
  t = await createTestApp({ worker: false, config: { operatorEmails: [OPERATOR_EMAIL] } });
  people = testUsers(t);
  const registered = await people.register("Olive Operator");
  const login = await t.request("/v1/auth/login", { method: "POST", json: { email: OPERATOR_EMAIL, password: "Secret#123" } });
  operator = { ...registered, token: (await login.json()).data.token };
}, 60_000);
afterAll(() => t.close());

const emailOf = async (user: TestUser) => firstRow(await t.db.select().from(users).where(eq(users.id, user.id)), "user").email;
const mailsTo = (to: string) => t.mailer.outbox.filter((m) => m.to === to);

/** A group compliment by `organiser` with one signature by `signer` (an account) or a guest address. */
async function signed(organiser: TestUser, signer: TestUser | string, o: { open?: boolean } = {}) {
  const code = await writtenCode(t, organiser);
  const { id } = firstRow(await t.db.select({ id: compliments.id }).from(compliments).where(eq(compliments.code, code)), code);
  const token = randomBytes(32).toString("base64url");
  await t.db.insert(complimentSignings).values({ complimentId: id, token, closedAt: o.open === false ? t.clock.now() : null });
  const by = typeof signer === "string" ? { guestEmail: signer, name: "Gil Guest" } : { userId: signer.id, name: signer.name };
  const signature = firstRow(
    await t.db
      .insert(signatures)
      .values({ complimentId: id, ...by, message: "You made every Monday lighter." })
      .returning({ id: signatures.id }),
    "signature",
  );
  return { code, token, complimentId: id, signatureId: signature.id };
}

const reportBody = (key: Record<string, unknown>) => ({
  target_kind: "signature",
  ...key,
  reason: "harassment",
  explanation: "It mocks her.",
  place: "/sign/x",
  good_faith: true,
});
const report = (key: Record<string, unknown>, token?: string) =>
  t.request("/v1/reports", {
    method: "POST",
    token,
    json: reportBody(key),
    ...(token ? {} : { json: { ...reportBody(key), name: "Gale Guest", email: "gale@example.org" } }),
  });

describe("reporting a signature", () => {
  it("takes a report with the signing link's token, or the code once signing has closed, or the code as its organiser", async () => {
    const organiser = await people.register("Olga Organiser");
    const signer = await people.register("Sid Signer");
    const reader = await people.register("Rae Reader");
    const open = await signed(organiser, signer);
    const closed = await signed(organiser, signer, { open: false });

    for (const [key, token] of [
      [{ target_id: open.signatureId, signing_token: open.token }, reader.token],
      [{ target_id: open.signatureId, signing_token: open.token }, undefined],
      [{ target_id: open.signatureId, code: open.code }, organiser.token],
      [{ target_id: closed.signatureId, code: closed.code }, reader.token],
      [{ target_id: closed.signatureId, code: closed.code }, undefined],
    ] as const) {
      const res = await report(key, token);
      expect(res.status).toBe(201);
      expect((await res.json()).message).toBe(reportMessages.received);
    }
    await t.worker.runDue();
    const receipts = mailsTo(await emailOf(reader)).filter((m) => m.subject === "We've received your report");
    expect(receipts.map((m) => m.text)).toEqual([
      expect.stringContaining("your report of a signature"),
      expect.stringContaining("your report of a signature"),
    ]);
  });

  it("answers a signature without its key like an unknown one, and asks for a key", async () => {
    const organiser = await people.register("Olga Organiser");
    const signer = await people.register("Sid Signer");
    const reader = await people.register("Rae Reader");
    const open = await signed(organiser, signer);
    const other = await signed(organiser, signer);
    const notFound = { success: false, message: "Signature not found" };

    for (const key of [
      // The code while signing is open answers like an unknown code to anyone but the organiser.
      { target_id: open.signatureId, code: open.code },
      // Another compliment's key, an unknown id, a link turned off.
      { target_id: open.signatureId, signing_token: other.token },
      { target_id: open.signatureId, code: other.code },
      { target_id: 2_000_000_000, signing_token: open.token },
    ]) {
      const res = await report(key, reader.token);
      expect({ status: res.status, body: await res.json() }).toEqual({ status: 404, body: notFound });
    }
    await t.db.update(complimentSignings).set({ token: null }).where(eq(complimentSignings.complimentId, open.complimentId));
    expect((await report({ target_id: open.signatureId, signing_token: open.token }, reader.token)).status).toBe(404);

    const keyless = await report({ target_id: open.signatureId }, reader.token);
    expect(keyless.status).toBe(422);
    expect((await keyless.json()).errors).toEqual({ code: [reportMessages.signatureKeyRequired] });
    const badToken = await report({ target_id: open.signatureId, signing_token: "not a token\u0000" }, reader.token);
    expect((await badToken.json()).errors).toEqual({ signing_token: [reportMessages.signatureKeyRequired] });
  });

  it("shows in the queue like a message; Remove deletes it and tells its signer, an account or a guest, why", async () => {
    const organiser = await people.register("Olga Organiser");
    const signer = await people.register("Sid Signer");
    const reader = await people.register("Rae Reader");
    const member = await signed(organiser, signer, { open: false });
    const guest = await signed(organiser, "gil.guest@example.org", { open: false });
    for (const s of [member, guest]) expect((await report({ target_id: s.signatureId, code: s.code }, reader.token)).status).toBe(201);
    await t.worker.runDue();
    t.mailer.outbox.length = 0;

    const queue = (await (await t.request("/v1/moderation/reports", { token: operator.token })).json()).data;
    const item = queue.find(
      (i: { target_kind: string; target_id: number }) => i.target_kind === "signature" && i.target_id === member.signatureId,
    );
    expect(item.content).toMatchObject({
      live: true,
      text: "You made every Monday lighter.",
      details: [
        { label: "Signed as", value: "Sid Signer" },
        { label: "Signer", value: "A member" },
        { label: "On a compliment to", value: "Ann" },
      ],
    });

    const changes = recordChanges(t.events);
    for (const s of [member, guest]) {
      const res = await t.request("/v1/moderation/decisions", {
        method: "POST",
        token: operator.token,
        json: { target_kind: "signature", target_id: s.signatureId, action: "remove", reason: "Mocking the person it is for." },
      });
      expect(res.status).toBe(201);
      expect(await t.db.select().from(signatures).where(eq(signatures.id, s.signatureId))).toEqual([]);
    }
    // The compliment pages that showed them are dropped from the page cache.
    expect((await changes.settled()).flat()).toEqual([member.code, guest.code]);
    await t.worker.runDue();
    for (const to of [await emailOf(signer), "gil.guest@example.org"]) {
      const [statement] = mailsTo(to);
      expect(statement!.subject).toBe("We removed your signature");
      expect(statement!.text).toContain("> You made every Monday lighter.");
    }
    expect(mailsTo(await emailOf(reader)).filter((m) => m.subject !== "We've received your report")).toHaveLength(2);
  });
});

describe("the signer's data", () => {
  it("exports the user's signatures and drops them, and invitations to their address, with the account", async () => {
    const organiser = await people.register("Olga Organiser");
    const signer = await people.register("Sid Signer");
    const { complimentId } = await signed(organiser, signer);
    const email = await emailOf(signer);
    await t.db.insert(signingInvitations).values({ complimentId, email: email.toLowerCase() });

    const started = await (await t.request("/v1/users/me/exports", { method: "POST", token: signer.token })).json();
    for (let i = 0; i < 100 && (await t.worker.runDue()) > 0; i++);
    const zip = await t.request(`/v1/users/me/exports/${started.data.id}/download`, { token: signer.token });
    expect(zip.status).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(await zip.arrayBuffer()))["data.json"]!));
    expect(data.signatures).toEqual([
      {
        to: "Ann",
        organiser: "Olga Organiser",
        name: "Sid Signer",
        message: "You made every Monday lighter.",
        signed_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);

    const gone = await t.request("/v1/users/me", { method: "DELETE", token: signer.token, json: { password: "Secret#123" } });
    expect(gone.status).toBe(200);
    expect(await t.db.$count(signatures, eq(signatures.complimentId, complimentId))).toBe(0);
    expect(await t.db.$count(signingInvitations, eq(signingInvitations.complimentId, complimentId))).toBe(0);
  });
});

describe("a block", () => {
  // POST /v1/signing/{token}/signatures is S1's; until it is merged there is nothing to call.
  const signingMerged = async () => {
    const doc = await (await t.app.request("/v1/openapi.json")).json();
    return Boolean(doc.paths["/signing/{token}/signatures"]);
  };

  it("keeps a blocked person from signing the blocker's group compliments", async () => {
    if (!(await signingMerged())) return;
    const organiser = await people.register("Olga Organiser");
    const blocked = await people.register("Bo Blocked");
    const friend = await people.register("Fay Friend");
    const { token } = await signed(organiser, friend);
    expect((await t.request(`/v1/users/${blocked.id}/block`, { method: "POST", token: organiser.token })).status).toBe(200);
    const sign = (who: TestUser) =>
      t.request(`/v1/signing/${token}/signatures`, { method: "POST", token: who.token, json: { message: "Congratulations!" } });
    expect((await sign(blocked)).status).toBe(403);
    expect((await sign(await people.register("Nia Neutral"))).status).toBe(201);
  });
});
