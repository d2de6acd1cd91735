import { and, eq } from "drizzle-orm";
import { blocks, complimentSignings, conversationParticipants, emailSuppressions, messages, signatures } from "../../db/schema";
import type { TestApp } from "../../test/test-app";
import { seededTestApp, testUsers, type TestUser } from "../../test/users";
import { addressHash } from "../deliveries/tokens";

let t: TestApp;
let people: ReturnType<typeof testUsers>;
beforeAll(async () => {
  ({ t, people } = await seededTestApp({ worker: false }));
}, 60_000);
afterAll(() => t.close());

const unknownCode = { success: false, message: "Compliment not found" };
let address = 0;
const fromOwnAddress = () => ({ "X-Forwarded-For": `198.51.100.${++address % 250}` });
const lookUp = (code: string, token?: string) => t.request(`/v1/compliments/code/${code}`, { token, headers: fromOwnAddress() });
const page = (code: string, cursor?: string) =>
  t.request(`/v1/compliments/${code}/signatures${cursor ? `?cursor=${cursor}` : ""}`, { headers: fromOwnAddress() });
const thank = (code: string, token?: string, message = "Thank you all, I read every word!") =>
  t.request(`/v1/compliments/${code}/thanks`, { method: "POST", token, json: { message } });

type Signer = { userId?: number; guestEmail?: string; name: string; message?: string; hidden?: boolean };

/**
 * A group compliment by `author` with these signatures, a second apart and oldest first, closed
 * unless `open`. S1's signing routes write these rows in the app; here they are written directly.
 */
async function groupCompliment(author: TestUser, signers: Signer[], { open = false } = {}) {
  const created = await t.request("/v1/compliments", {
    method: "POST",
    token: author.token,
    json: { to: "Robin", compliment: "Ten years of making this team kinder." },
  });
  expect(created.status).toBe(201);
  const { id, code } = (await created.json()).data as { id: number; code: string };
  const now = t.clock.now().getTime();
  await t.db.insert(complimentSignings).values({
    complimentId: id,
    token: `token-${code}`,
    closedAt: open ? null : new Date(now - 1000),
  });
  if (signers.length > 0) {
    await t.db.insert(signatures).values(
      signers.map((s, i) => ({
        complimentId: id,
        userId: s.userId ?? null,
        guestEmail: s.guestEmail ?? null,
        name: s.name,
        message: s.message ?? `Thank you, Robin, from ${s.name}.`,
        hiddenAt: s.hidden ? new Date(now) : null,
        createdAt: new Date(now - 3_600_000 + i * 1000),
      })),
    );
  }
  return { id, code };
}

/** Users registered at once, one for each name, in order. */
async function registered<const N extends readonly string[]>(...names: N) {
  return (await Promise.all(names.map((name) => people.register(name)))) as { [K in keyof N]: TestUser };
}

const guests = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({ guestEmail: `guest-${from + i}@example.com`, name: `Guest ${from + i}` }));

describe("the signatures after signing closes", () => {
  it("reach everyone who reads the compliment: the shown ones, oldest first, with their count", async () => {
    const author = await people.register("Organiser");
    const { code } = await groupCompliment(author, [
      ...guests(2),
      { guestEmail: "hidden@example.com", name: "Hidden", hidden: true },
      ...guests(1, 2),
    ]);
    const res = await lookUp(code);
    expect(res.status).toBe(200);
    const { signing } = (await res.json()).data;
    expect(signing).toMatchObject({ open: false, closes_at: null, signature_count: 3, next_cursor: null, thanked_at: null });
    expect(signing.closed_at).toEqual(expect.any(String));
    expect(signing.signatures.map((s: { name: string }) => s.name)).toEqual(["Guest 0", "Guest 1", "Guest 2"]);
    expect(Object.keys(signing.signatures[0]).sort()).toEqual(["created_at", "id", "message", "name"]);
    expect(signing.signatures[0].message).toBe("Thank you, Robin, from Guest 0.");
  });

  it("page past 50: the first page in the compliment, the rest by cursor, none hidden", async () => {
    const author = await people.register("Organiser");
    const signers: Signer[] = guests(120).map((g, i) => ({ ...g, hidden: i === 10 }));
    const { code } = await groupCompliment(author, signers);
    const { signing } = (await (await lookUp(code)).json()).data;
    expect(signing.signature_count).toBe(119);
    expect(signing.signatures).toHaveLength(50);
    expect(signing.signatures[10].name).toBe("Guest 11");
    const names: string[] = signing.signatures.map((s: { name: string }) => s.name);
    let cursor: string | null = signing.next_cursor;
    const pages: number[] = [];
    while (cursor) {
      const res = await page(code, cursor);
      expect(res.status).toBe(200);
      const { data } = await res.json();
      expect(data.signature_count).toBe(119);
      pages.push(data.signatures.length);
      names.push(...data.signatures.map((s: { name: string }) => s.name));
      cursor = data.next_cursor;
    }
    expect(pages).toEqual([50, 19]);
    expect(names).toEqual(signers.filter((s) => !s.hidden).map((s) => s.name));
    const first = await (await page(code)).json();
    expect(first.data.signatures).toEqual(signing.signatures);
  });

  it("answer like an unknown code while signing is open, for a compliment nobody signs, and for an unknown cursor give an empty page", async () => {
    const author = await people.register("Organiser");
    const open = await groupCompliment(author, guests(3), { open: true });
    for (const code of [open.code, "00000000"]) {
      const res = await page(code);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(unknownCode);
    }
    const own = await (await t.request(`/v1/compliments/own/${open.code}`, { token: author.token })).json();
    expect(own.data.signing).toEqual({ open: true, closes_at: null, closed_at: null });

    const plain = await t.request("/v1/compliments", {
      method: "POST",
      token: author.token,
      json: { to: "Sam", compliment: "Thanks for the help." },
    });
    const { code: plainCode } = (await plain.json()).data;
    expect((await (await lookUp(plainCode)).json()).data.signing).toBeNull();
    expect((await page(plainCode)).status).toBe(404);

    const closed = await groupCompliment(author, guests(2));
    const empty = await page(closed.code, "2147483647");
    expect(empty.status).toBe(200);
    expect((await empty.json()).data).toEqual({ signature_count: 2, signatures: [], next_cursor: null });
    expect((await page(closed.code, "abc")).status).toBe(422);
  });

  it("closed by its time with no closed_at yet, count as closed", async () => {
    const author = await people.register("Organiser");
    const { id, code } = await groupCompliment(author, guests(1), { open: true });
    await t.db
      .update(complimentSignings)
      .set({ closesAt: new Date(t.clock.now().getTime() - 1) })
      .where(eq(complimentSignings.complimentId, id));
    const { signing } = (await (await lookUp(code)).json()).data;
    expect(signing).toMatchObject({ open: false, closed_at: null, signature_count: 1 });
  });
});

describe("POST /v1/compliments/{code}/thanks", () => {
  async function claimed(code: string, recipient: TestUser) {
    expect((await lookUp(code, recipient.token)).status).toBe(200);
    const { id } = (await (await lookUp(code, recipient.token)).json()).data;
    expect((await t.request(`/v1/compliments/${id}/claim`, { method: "POST", token: recipient.token })).status).toBe(200);
  }

  const directMessagesTo = async (userId: number, text: string) =>
    (
      await t.db
        .select({ id: messages.id })
        .from(messages)
        .innerJoin(conversationParticipants, eq(conversationParticipants.conversationId, messages.conversationId))
        .where(and(eq(conversationParticipants.userId, userId), eq(messages.message, text)))
    ).length;

  it("lets the recipient message every account signer and mail every guest once; a second time is 409", async () => {
    const [author, recipient, ann, ben, hidden, blocker] = await registered(
      "Organiser",
      "Robin",
      "Ann",
      "Ben",
      "Hidden Hal",
      "Blocking Bo",
    );
    await t.db.insert(blocks).values({ blockerId: blocker.id, blockedId: recipient.id });
    await t.db.insert(emailSuppressions).values({ emailHash: addressHash("gone@example.com") });
    const { code, id } = await groupCompliment(author, [
      { userId: ann.id, name: ann.name },
      { userId: ben.id, name: ben.name },
      { userId: hidden.id, name: hidden.name, hidden: true },
      { userId: blocker.id, name: blocker.name },
      { guestEmail: "cara@example.com", name: "Cara" },
      { guestEmail: "gone@example.com", name: "Gone" },
    ]);
    await claimed(code, recipient);

    expect((await thank(code)).status).toBe(401);
    const byAuthor = await thank(code, author.token);
    expect(byAuthor.status).toBe(403);
    expect((await byAuthor.json()).message).toBe("Only the person who kept this compliment can thank its signers.");
    expect((await thank(code, recipient.token, "\u0000")).status).toBe(422);

    const text = "Thank you all, I read every word!";
    const sent = await thank(code, recipient.token, text);
    expect(sent.status).toBe(201);
    expect((await sent.json()).data).toEqual({ messaged: 2, mailed: 1 });
    expect(await directMessagesTo(ann.id, text)).toBe(1);
    expect(await directMessagesTo(ben.id, text)).toBe(1);
    expect(await directMessagesTo(hidden.id, text)).toBe(0);
    expect(await directMessagesTo(blocker.id, text)).toBe(0);

    while ((await t.worker.runDue()) > 0);
    const mails = t.mailer.outbox.filter((m) => m.subject === "Robin thanks you for signing");
    expect(mails.map((m) => m.to)).toEqual(["cara@example.com"]);
    expect(mails[0]!.text).toContain(text);
    expect(mails[0]!.text).toContain(`/sign/token-${code}`);
    expect(mails[0]!.text).not.toContain(code.slice(0, 4) + " " + code.slice(4));
    expect(mails[0]!.headers?.["List-Unsubscribe"]).toMatch(/^<http.*\/unsubscribe\/one-click\?token=/);

    const again = await thank(code, recipient.token);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      success: false,
      message: "You have already thanked everyone who signed.",
      reason: "already-thanked",
    });
    const { signing } = (await (await lookUp(code, recipient.token)).json()).data;
    expect(signing.thanked_at).toBe(t.clock.now().toISOString());
    expect((await t.db.select().from(complimentSignings).where(eq(complimentSignings.complimentId, id)))[0]!.thankedAt).not.toBeNull();
  });

  it("thanks once when pressed twice at the same moment", async () => {
    const [author, recipient, ann] = await registered("Organiser", "Robin", "Ann");
    const { code } = await groupCompliment(author, [{ userId: ann.id, name: ann.name }]);
    await claimed(code, recipient);
    const text = "Thanks from both tabs at once";
    const answers = await Promise.all([thank(code, recipient.token, text), thank(code, recipient.token, text)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await directMessagesTo(ann.id, text)).toBe(1);
  });

  it("answers like an unknown code while signing is open", async () => {
    const [author, recipient] = await registered("Organiser", "Robin");
    const { code } = await groupCompliment(author, guests(1), { open: true });
    const res = await thank(code, recipient.token);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(unknownCode);
  });
});
