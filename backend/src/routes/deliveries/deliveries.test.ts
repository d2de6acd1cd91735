import { eq } from "drizzle-orm";
import { deliveryMessages } from "@/common/validations/delivery";
import { users } from "../../db/schema";
import { jobHandlers } from "../../jobs/handlers";
import { startWorker } from "../../jobs/worker";
import { withLog } from "../../lib/log";
import { capturedLog } from "../../test/captured-log";
import { createMailer, type MailMessage } from "../../lib/mailer";
import { startSmtpServer } from "../../test/smtp";
import { createTestApp, type TestApp } from "../../test/test-app";
import { testUsers, type TestUser } from "../../test/users";
import { deliveryJobs } from "./delivery-jobs";
import { DELIVERY } from "./schedule";

// Compliments e-mailed to their recipients: scheduled, reminded once, opened, unsubscribed, limited,
// and the address private to the author. The worker runs only when a test steps it.

let t: TestApp;
let people: ReturnType<typeof testUsers>;
beforeAll(async () => {
  t = await createTestApp({ worker: false });
  people = testUsers(t);
}, 60_000);
afterAll(() => t.close());

const HOUR = 60 * 60_000;
const NOTE = "Met at the bus stop";
let seq = 0;
const address = (name = "reader") => `${name}-${++seq}@example.net`;
const inAnHour = () => new Date(t.clock.now().getTime() + HOUR).toISOString();
const step = () => t.worker.runDue();
const mailsTo = (to: string) => t.mailer.outbox.filter((m) => m.to === to);

type Delivery = {
  status: string;
  recipient_email: string;
  deliver_at: string;
  time_zone: string;
  sent_at: string | null;
  opened_at: string | null;
  reminded_at: string | null;
  error: string | null;
};

async function write(author: TestUser, fields: Record<string, unknown> = {}) {
  const res = await t.request("/v1/compliments", {
    method: "POST",
    token: author.token,
    json: {
      to: "Robin Okafor",
      compliment: "Your calm voice on the night shift made every patient feel safe and seen.",
      note: NOTE,
      ...fields,
    },
  });
  return res;
}
async function written(author: TestUser, fields: Record<string, unknown> = {}) {
  const res = await write(author, fields);
  expect(res.status).toBe(201);
  return (await res.json()).data as { id: number; code: string; delivery: Delivery | null };
}
const change = (author: TestUser, id: number, json: Record<string, unknown>) =>
  t.request(`/v1/compliments/${id}`, { method: "PATCH", token: author.token, json });
const own = async (author: TestUser, code: string) =>
  (await (await t.request(`/v1/compliments/own/${code}`, { token: author.token })).json()).data as {
    compliment: string;
    delivery: Delivery | null;
  };
const openLink = (mail: MailMessage) => new URL(mail.text.match(/Read it: (\S+)/)![1]!);
const unsubscribeLink = (mail: MailMessage) => new URL(mail.headers!["List-Unsubscribe"]!.slice(1, -1));
/** The backend route the web's page for a mail link calls (app/deliveries/open, app/(public)/unsubscribe/one-click). */
const backendPath = (link: URL) =>
  `${{ "/deliveries/open": "/v1/deliveries/open", "/unsubscribe/one-click": "/v1/unsubscribe" }[link.pathname]}${link.search}`;

describe("the recipient's address", () => {
  it("is the author's alone: in their own answers under delivery, in no one else's", async () => {
    const author = await people.register("Private Author");
    const reader = await people.register("Some Reader");
    const to = address("private");
    const { id, code, delivery } = await written(author, { recipient_email: to });
    expect(delivery).toMatchObject({ status: "scheduled", recipient_email: to, remind: true, sent_at: null, opened_at: null, error: null });
    expect((await own(author, code)).delivery?.recipient_email).toBe(to);
    const list = await (await t.request("/v1/compliments", { token: author.token })).json();
    expect(list.data.find((c: { id: number }) => c.id === id).delivery.recipient_email).toBe(to);

    for (const token of [reader.token, undefined]) {
      const res = await t.request(`/v1/compliments/code/${code}`, { token });
      const text = await res.text();
      expect(res.status).toBe(200);
      expect(text).not.toContain(to);
      expect(JSON.parse(text).data).not.toHaveProperty("delivery");
    }
    await t.request(`/v1/compliments/${id}/claim`, { method: "POST", token: reader.token });
    const claimed = await (await t.request("/v1/compliments?other=1", { token: reader.token })).text();
    expect(claimed).toContain(code);
    expect(claimed).not.toContain(to);
    expect(claimed).not.toContain('"delivery"');
  });

  it("must look like an address, with the form's message", async () => {
    const author = await people.register();
    const res = await write(author, { recipient_email: "robin@localhost" });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ recipient_email: [deliveryMessages.emailInvalid] });
  });
});

describe("a scheduled delivery", () => {
  it("is not sent before its time and is sent after, as the card in e-mail form", async () => {
    const author = await people.register("Ada Author");
    const to = address();
    const { code, delivery } = await written(author, { recipient_email: to, deliver_at: inAnHour() });
    expect(delivery?.status).toBe("scheduled");
    await step();
    t.clock.advance(HOUR - 1000);
    await step();
    expect(mailsTo(to)).toHaveLength(0);

    t.clock.advance(1000);
    await step();
    const [mail] = mailsTo(to);
    expect(mail!.subject).toBe("Ada Author wrote you a compliment");
    expect(mail!.text).toContain("Hello Robin Okafor,");
    expect(mail!.text).toContain("“Your calm voice on the night shift made every patient feel safe and seen.”");
    expect(mail!.text).toContain(`enter the code ${code.slice(0, 4)} ${code.slice(4)}`);
    expect(mail!.text + mail!.html).not.toContain(NOTE);
    expect(mail!.replyTo).toBeUndefined();
    expect(mail!.html).toContain('src="cid:compliment-qr"');
    expect(mail!.html).not.toMatch(/<img[^>]+src="http/);
    expect(mail!.images).toEqual([expect.objectContaining({ cid: "compliment-qr", contentType: "image/png" })]);
    expect(Buffer.from(mail!.images![0]!.content, "base64").subarray(1, 4).toString()).toBe("PNG");
    expect(mail!.headers).toEqual({
      "List-Unsubscribe": expect.stringMatching(/^<http:\/\/localhost:3000\/unsubscribe\/one-click\?token=[0-9a-f]{64}\.[0-9a-f]{32}>$/),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/unsubscribe\?token=/);
    expect((await own(author, code)).delivery).toMatchObject({ status: "sent", sent_at: t.clock.now().toISOString() });
  });

  it("cuts a long text at a word", async () => {
    const author = await people.register("Long Writer");
    const to = address();
    const long = `${"Thank you for every early morning you opened the café with a smile, ".repeat(5)}and more.`;
    await written(author, { recipient_email: to, compliment: long });
    await step();
    const quoted = mailsTo(to)[0]!.text.match(/“(.*)”/)![1]!;
    expect(quoted.length).toBeLessThanOrEqual(141);
    expect(quoted).toMatch(/\w…$/);
    expect(long.startsWith(quoted.slice(0, -1))).toBe(true);
  });

  it("follows a changed time or address, and a cancelled one is never sent", async () => {
    const author = await people.register();
    const [first, second] = [address(), address()];
    const { id, code } = await written(author, { recipient_email: first, deliver_at: inAnHour() });
    const later = new Date(t.clock.now().getTime() + 3 * HOUR).toISOString();
    expect((await change(author, id, { deliver_at: later })).status).toBe(200);
    t.clock.advance(HOUR);
    await step();
    expect(mailsTo(first)).toHaveLength(0); // the first time's job finds the delivery moved

    expect((await change(author, id, { recipient_email: second })).status).toBe(200);
    expect((await own(author, code)).delivery).toMatchObject({ status: "scheduled", recipient_email: second, deliver_at: later });
    t.clock.advance(2 * HOUR);
    await step();
    expect([mailsTo(first).length, mailsTo(second).length]).toEqual([0, 1]);

    const canceller = await people.register(); // the first author's session has gone idle meanwhile
    const cancelled = await written(canceller, { recipient_email: address("cancelled"), deliver_at: inAnHour() });
    const res = await change(canceller, cancelled.id, { recipient_email: null });
    expect(res.status).toBe(200);
    expect((await res.json()).data.delivery.status).toBe("cancelled");
    t.clock.advance(HOUR);
    await step();
    expect(t.mailer.outbox.filter((m) => m.to.startsWith("cancelled-"))).toHaveLength(0);
  });

  it("keeps the zone its author chose the time in, with the time, and changes it with the text in one update", async () => {
    const author = await people.register();
    const nineThirtyFourInNewYork = "2026-12-01T09:34:00-05:00";
    const { id, code, delivery } = await written(author, {
      recipient_email: address(),
      deliver_at: nineThirtyFourInNewYork,
      time_zone: "America/New_York",
    });
    expect(delivery).toMatchObject({ deliver_at: "2026-12-01T14:34:00.000Z", time_zone: "America/New_York", reminded_at: null });

    const res = await change(author, id, {
      compliment: "Your calm voice on the night shift made every patient feel safe, and it still does.",
      deliver_at: "2026-12-02T08:15:00+09:00",
      time_zone: "Asia/Tokyo",
    });
    expect(res.status).toBe(200);
    const after = await own(author, code);
    expect(after).toMatchObject({ compliment: expect.stringMatching(/still does\.$/) });
    expect(after.delivery).toMatchObject({ status: "scheduled", deliver_at: "2026-12-01T23:15:00.000Z", time_zone: "Asia/Tokyo" });

    // The zone alone changes how its times read, not when it goes.
    expect((await change(author, id, { time_zone: "Europe/Berlin" })).status).toBe(200);
    expect((await own(author, code)).delivery).toMatchObject({ deliver_at: "2026-12-01T23:15:00.000Z", time_zone: "Europe/Berlin" });

    // One not chosen in a zone (before issue 29, or without one) is in UTC.
    expect((await written(author, { recipient_email: address(), deliver_at: inAnHour() })).delivery?.time_zone).toBe("UTC");
  });

  it("refuses a zone that is not one, with the field's message", async () => {
    const author = await people.register();
    for (const time_zone of ["Mars/Olympus_Mons", "", "x".repeat(65), 5]) {
      const res = await write(author, { recipient_email: address(), deliver_at: inAnHour(), time_zone });
      expect(res.status).toBe(422);
      expect((await res.json()).errors).toEqual({ time_zone: [deliveryMessages.zoneInvalid] });
    }
  });

  it("can no longer change once sent", async () => {
    const author = await people.register();
    const { id } = await written(author, { recipient_email: address() });
    await step();
    const res = await change(author, id, { recipient_email: address() });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ recipient_email: [deliveryMessages.alreadySent] });
  });

  it("is the author's to change: anyone else's id is unknown", async () => {
    const author = await people.register();
    const stranger = await people.register();
    const { id } = await written(author, { recipient_email: address(), deliver_at: inAnHour() });
    expect((await change(stranger, id, { recipient_email: null })).status).toBe(404);
    expect((await change(stranger, id, { deliver_at: inAnHour() })).status).toBe(404);
  });

  it("shows as failed with a plain sentence when the server refuses the address; the server's words go to the log", async () => {
    const smtp = await startSmtpServer();
    const to = address("refused");
    smtp.state.rejectRecipient = `5.1.1 <${to}>: Recipient address rejected: User unknown in virtual mailbox table (mx3.example.net)`;
    try {
      const author = await people.register();
      while ((await step()) > 0); // the other tests' mails, in memory: only this one goes over SMTP
      const { code } = await written(author, { recipient_email: to });
      const deps = { ...t.deps, mailer: createMailer({ smtpUrl: smtp.url, dataDir: "", from: "Compliments <no-reply@example.test>" }) };
      const logged = capturedLog();
      await withLog(logged.log, () => startWorker(deps, jobHandlers(deps), { pollMs: null, holdMs: 60_000, batch: 100 }).runDue());
      expect(smtp.received.filter((m) => m.to.includes(to))).toEqual([]);

      const answer = await (await t.request(`/v1/compliments/own/${code}`, { token: author.token })).text();
      expect(JSON.parse(answer).data.delivery).toMatchObject({ status: "failed", error: deliveryMessages.refused });
      // "550 " with its space: a code or the QR in the answer may hold the digits 550.
      for (const part of ["User unknown", "mx3.example.net", "5.1.1", "550 "]) expect(answer).not.toContain(part);
      const list = await (await t.request("/v1/compliments", { token: author.token })).text();
      expect(list).toContain(deliveryMessages.refused);
      expect(list).not.toContain("User unknown");

      expect(logged.lines()).toContainEqual(
        expect.objectContaining({
          msg: "A delivery was not sent",
          refused: true,
          error: expect.stringContaining("User unknown in virtual"),
        }),
      );
      expect(logged.text()).not.toContain(to);
    } finally {
      await smtp.close();
    }
  });

  it("says the mail could not be sent, not that the address was refused, when retries run out", async () => {
    const author = await people.register();
    const { id, code, delivery } = await written(author, { recipient_email: address("unreachable"), deliver_at: inAnHour() });
    const serverText = "connect ECONNREFUSED 10.0.0.25:587";
    await deliveryJobs(t.deps)[DELIVERY]!.gaveUp!({ complimentId: id, deliverAt: delivery!.deliver_at }, serverText, false);
    expect((await own(author, code)).delivery).toMatchObject({ status: "failed", error: deliveryMessages.notSent });
    expect(JSON.stringify(await own(author, code))).not.toContain("ECONNREFUSED");
  });
});

describe("opened", () => {
  it("by the mail's button, which goes on to the compliment's page", async () => {
    const author = await people.register();
    const to = address();
    const { code } = await written(author, { recipient_email: to });
    expect((await t.request(`/v1/compliments/code/${code}`)).status).toBe(200); // before it is sent: not opened
    await step();
    const link = openLink(mailsTo(to)[0]!);
    expect(link.origin + link.pathname).toBe("http://localhost:3000/deliveries/open");
    const res = await t.request(backendPath(link));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`http://localhost:3000/c/${code}`);
    expect((await own(author, code)).delivery).toMatchObject({ status: "opened", opened_at: t.clock.now().toISOString() });

    const forged = await t.request(`/v1/deliveries/open?token=${link.searchParams.get("token")!.replace(/.$/, "0")}x`);
    expect(forged.headers.get("location")).toBe("http://localhost:3000/");
  });

  it("by a reader's view after it was sent, never the author's", async () => {
    const author = await people.register();
    const reader = await people.register();
    const { code } = await written(author, { recipient_email: address() });
    await step();
    await t.request(`/v1/compliments/code/${code}`, { token: author.token });
    await t.request(`/v1/compliments/own/${code}`, { token: author.token });
    expect((await own(author, code)).delivery?.status).toBe("sent");
    await t.request(`/v1/compliments/code/${code}`, { token: reader.token });
    expect((await own(author, code)).delivery?.status).toBe("opened");
  });
});

describe("the reminder", () => {
  const reminderAfter = () => t.deps.config.deliveryReminderAfter * 1000;
  const reminders = (to: string) => mailsTo(to).filter((m) => m.subject.startsWith("A reminder: "));

  it("goes out once when it stays unopened", async () => {
    const author = await people.register("Rita Reminder");
    const to = address();
    await written(author, { recipient_email: to });
    await step();
    t.clock.advance(reminderAfter() - 1000);
    await step();
    expect(reminders(to)).toHaveLength(0);
    t.clock.advance(1000);
    await step();
    expect(reminders(to).map((m) => m.subject)).toEqual(["A reminder: Rita Reminder wrote you a compliment"]);
    // When it was sent, from the delivery's sent time and the clock: the reminder goes 3 days after.
    for (const part of [reminders(to)[0]!.text, reminders(to)[0]!.html])
      expect(part).toContain("3 days ago, Rita Reminder wrote you a compliment. It is still waiting for you:");
    t.clock.advance(10 * reminderAfter());
    await step();
    expect(mailsTo(to)).toHaveLength(2);
  });

  it("shows in its author's answer when it went out, for the trail's \"Reminded\"", async () => {
    const author = await people.register();
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, author.id));
    const email = row!.email;
    /** A new session: the one before goes idle over the days a reminder waits. */
    const again = async (): Promise<TestUser> => {
      const res = await t.request("/v1/auth/login", { method: "POST", json: { email, password: "Secret#123" } });
      return { ...author, token: (await res.json()).data.token };
    };
    const to = address();
    const { code } = await written(author, { recipient_email: to });
    await step();
    expect((await own(author, code)).delivery?.reminded_at).toBeNull();
    t.clock.advance(reminderAfter());
    await step();
    const remindedAt = t.clock.now().toISOString();
    expect((await own(await again(), code)).delivery).toMatchObject({ status: "sent", reminded_at: remindedAt });
  });

  it("is not sent once opened, nor when the author turned it off", async () => {
    const author = await people.register();
    const [opened, off] = [address(), address()];
    const { code } = await written(author, { recipient_email: opened });
    await written(author, { recipient_email: off, remind: false });
    await step();
    await t.request(`/v1/compliments/code/${code}`, { token: (await people.register()).token });
    t.clock.advance(reminderAfter());
    await step();
    expect([reminders(opened).length, reminders(off).length]).toEqual([0, 0]);
  });
});

describe("unsubscribing", () => {
  it("in one click puts the address on the suppression list: later deliveries are refused, scheduled ones not sent", async () => {
    const author = await people.register();
    const to = address("leaver");
    const { code: scheduledCode } = await written(author, { recipient_email: to, deliver_at: inAnHour() });
    await written(author, { recipient_email: to });
    await step();
    const link = unsubscribeLink(mailsTo(to)[0]!);
    expect(link.origin + link.pathname).toBe("http://localhost:3000/unsubscribe/one-click");
    const path = backendPath(link);
    expect(await (await t.request(path)).json()).toEqual({
      success: true,
      message: expect.any(String),
      data: { unsubscribed: false, undoable: false },
    });

    const oneClick = await t.request(path, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ success: true, message: "You will not receive any more compliments at this address." });
    expect((await t.request(path, { method: "POST" })).status).toBe(200);
    expect((await (await t.request(path)).json()).data).toEqual({ unsubscribed: true, undoable: true });

    const refused = await write(author, { recipient_email: to.toUpperCase() });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ errors: { recipient_email: [deliveryMessages.suppressed] }, reason: "unsubscribed" });
    t.clock.advance(HOUR);
    await step();
    expect(mailsTo(to)).toHaveLength(1);
    expect((await own(author, scheduledCode)).delivery?.status).toBe("suppressed");
  });

  it("refuses a token this API did not sign", async () => {
    for (const token of ["", "abc", `${"0".repeat(64)}.${"0".repeat(32)}`]) {
      const res = await t.request(`/v1/unsubscribe?token=${token}`, { method: "POST" });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ success: false, message: "This unsubscribe link is invalid." });
    }
  });
});

describe("limits", () => {
  it("allows 3 deliveries a day to one address, whoever writes them", async () => {
    const to = address("popular");
    for (let i = 0; i < 3; i++) await written(await people.register(), { recipient_email: to });
    const refused = await write(await people.register(), { recipient_email: to });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(
      "This address has been sent enough compliments for today. Please try again tomorrow or give them the card.",
    );
  });

  it("allows an author 20 deliveries a day, and only once verified", async () => {
    const author = await people.register();
    for (let i = 0; i < 20; i++) await written(author, { recipient_email: address("many") });
    const refused = await write(author, { recipient_email: address("many") });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/^Too many compliments sent by e-mail today\. Please try again in \d+ seconds\.$/);

    const unverified = await people.register("New Person", { verified: false });
    expect((await write(unverified, { recipient_email: address() })).status).toBe(403);
  });
});

it("reaches a real SMTP server with its unsubscribe headers, no Reply-To and the QR code as an inline part", async () => {
  const smtp = await startSmtpServer();
  try {
    const author = await people.register("Sam Smtp");
    const to = address("smtp");
    while ((await step()) > 0); // the other tests' mails, in memory: only this one goes over SMTP
    await written(author, { recipient_email: to });
    const deps = { ...t.deps, mailer: createMailer({ smtpUrl: smtp.url, dataDir: "", from: "Compliments <no-reply@example.test>" }) };
    const worker = startWorker(deps, jobHandlers(deps), { pollMs: null, holdMs: 60_000, batch: 100 });
    while ((await worker.runDue()) > 0);
    const [mail] = smtp.received.filter((m) => m.to.includes(to));
    const raw = mail!.raw.replace(/\r?\n(?=[ \t])/g, ""); // headers unfolded
    expect(raw).toMatch(/^Subject: Sam Smtp wrote you a compliment$/m);
    expect(raw).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/unsubscribe\/one-click\?token=[^>]+>$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(raw).not.toMatch(/^Reply-To:/im);
    expect(raw).toMatch(/^Content-Type: image\/png; name=compliment-qr\.png$/m);
    expect(raw).toMatch(/^Content-ID: <compliment-qr>$/m);
    expect(raw).toMatch(/^Content-Disposition: inline; filename=compliment-qr\.png$/m);
  } finally {
    await smtp.close();
  }
}, 90_000); // the drain sends the whole file's pending mails (reminders with their QR codes)
