import { createMailer, type MailMessage } from "./mailer";
import { startSmtpServer, type SmtpServer } from "../test/smtp";
import { createTestApp, type TestApp } from "../test/test-app";
import { say, testUsers, type TestUser } from "../test/users";

// Every kind of mail the app sends, made by its real flow with APP_URL and API_URL on distinct
// origins: every link (text, HTML, headers, and the message as it reaches an SMTP server) is on
// APP_URL, the backend's address appears nowhere, and the links in user text quoted in it are defused.

const APP = "https://app.compliments.example";
const API_HOST = "backend.internal.example";
/** User text holding links, each a form mail programs link on their own. */
const LINKS = ["https://x", "www.x.y", "evil.example/x"];
const LINKY = `see ${LINKS.join(" and ")} now`;

let t: TestApp;
let smtp: SmtpServer;
beforeAll(async () => {
  t = await createTestApp({ worker: false, config: { appUrl: APP, apiUrl: `http://${API_HOST}:4000`, notifyUnreadAfter: 600 } });
  smtp = await startSmtpServer();
}, 60_000);
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const step = async () => {
  while ((await t.worker.runDue()) > 0);
};

/** Each kind of mail, by its subject. */
const kinds: Record<string, RegExp> = {
  verification: /^Verify your e-mail address for /,
  "password reset": /^Reset your .+ password$/,
  delivery: /^(?!A reminder).* wrote you a compliment$/,
  "delivery reminder": /^A reminder: .* wrote you a compliment$/,
  "activity: viewed": /^Your compliment for .*: Someone just read it$/,
  "activity: claimed": /^Your compliment for .*: .* kept it$/,
  "activity: replied": /^Your compliment for .*: .* wrote back$/,
  "unread message": / sent you a message$/,
  "link to receive compliments again": /^Receive compliments by e-mail again from /,
  "report receipt": /^We've received your report$/,
};
const kindOf = (m: MailMessage) => Object.keys(kinds).find((k) => kinds[k]!.test(m.subject));

const URL_PATTERN = /[a-z][a-z0-9+.-]*:\/\/[^\s<>"']+/gi;
const unescape = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
const decodeQuotedPrintable = (s: string) =>
  s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every link a mail carries: in its text, its HTML's attributes and text, and its headers. */
function linksOf(m: MailMessage) {
  const attributes = [...m.html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => unescape(match[1]!));
  const headers = Object.values(m.headers ?? {}).flatMap((value) => [...value.matchAll(/<([^>]+)>/g)].map((match) => match[1]!));
  return { text: m.text.match(URL_PATTERN) ?? [], attributes, html: unescape(m.html).match(URL_PATTERN) ?? [], headers };
}

const onApp = (link: string) => new URL(link).origin === APP;

let mails: MailMessage[];
beforeAll(async () => {
  const people = testUsers(t);
  const author: TestUser = await people.register("Ada Author"); // a verification mail each
  const reader: TestUser = await people.register("Rob Reader");
  const { data: me } = await (await t.request("/v1/auth/me", { token: author.token })).json();
  const forgot = await t.request("/v1/auth/forgot-password", { method: "POST", json: { email: me.email } });
  expect(forgot.status).toBe(200);

  const write = async (json: Record<string, unknown>) => {
    const res = await t.request("/v1/compliments", { method: "POST", token: author.token, json: { to: "Robin evil.example/x", ...json } });
    expect(res.status).toBe(201);
    return (await res.json()).data as { id: number; code: string };
  };
  await write({ compliment: `Thank you, ${LINKY}.`, recipient_email: "robin@example.net" }); // left unread: a reminder follows
  const read = await write({ compliment: `You helped me, ${LINKY}.` });
  await t.request(`/v1/compliments/code/${read.code}`, { token: reader.token });
  expect((await t.request(`/v1/compliments/${read.id}/claim`, { method: "POST", token: reader.token })).status).toBe(200);
  const opened = await t.request(`/v1/compliments/${read.id}/conversation-messages`, { token: reader.token });
  const conversationId = (await opened.json()).conversation.id as number;
  const report = { target_kind: "compliment", code: read.code, reason: "spam", explanation: LINKY, good_faith: true };
  const reported = await t.request("/v1/reports", { method: "POST", token: reader.token, json: { ...report, place: `/c/${read.code}` } });
  expect(reported.status).toBe(201);
  await say(t, reader, conversationId, `It was nothing, ${LINKY}.`);
  await say(t, author, conversationId, `Still, thank you: ${LINKY}.`); // left unread by the reader
  await step();
  t.clock.advance(600_000);
  await step();
  t.clock.advance(t.deps.config.deliveryReminderAfter * 1000);
  await step();
  // Robin unsubscribes through the delivery's link, then asks for the way back: a mail of its own.
  const delivered = t.mailer.outbox.find((m) => m.to === "robin@example.net")!;
  const token = new URL(delivered.headers!["List-Unsubscribe"]!.slice(1, -1)).searchParams.get("token")!;
  expect((await t.request(`/v1/unsubscribe?${new URLSearchParams({ token })}`, { method: "POST" })).status).toBe(200);
  expect((await t.request("/v1/unsubscribe/again", { method: "POST", json: { email: "robin@example.net" } })).status).toBe(200);
  await step();
  mails = t.mailer.outbox;
}, 60_000);

it("covers every kind of mail", () => {
  expect(mails.map(kindOf).filter((k) => k === undefined)).toEqual([]);
  expect(new Set(mails.map(kindOf))).toEqual(new Set(Object.keys(kinds)));
});

it("puts every link of every mail on APP_URL: text, HTML attributes and text, headers", () => {
  for (const mail of mails) {
    const links = linksOf(mail);
    expect(links.text.length).toBeGreaterThan(0);
    expect(links.attributes.filter((a) => !a.startsWith("cid:")).length).toBeGreaterThan(0);
    for (const link of [...links.text, ...links.html, ...links.headers])
      expect([kindOf(mail), link, onApp(link)]).toEqual([kindOf(mail), link, true]);
    for (const link of links.attributes)
      expect([kindOf(mail), link, link.startsWith("cid:") || onApp(link)]).toEqual([kindOf(mail), link, true]);
    expect(JSON.stringify(mail)).not.toContain(API_HOST);
  }
  const delivery = mails.find((m) => kindOf(m) === "delivery")!;
  expect(linksOf(delivery).headers).toEqual([
    expect.stringMatching(new RegExp(`^${APP}/unsubscribe/one-click\\?token=[0-9a-f]{64}\\.[0-9a-f]{32}$`)),
  ]);
  expect(delivery.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  expect(delivery.text).toMatch(new RegExp(`Read it: ${APP}/deliveries/open\\?token=`));
});

it("sends every mail to an SMTP server with no link off APP_URL and no trace of the backend's address, headers included", async () => {
  const mailer = createMailer({ smtpUrl: smtp.url, dataDir: "", from: "Compliments <no-reply@example.test>" });
  for (const [i, mail] of mails.entries()) {
    const to = `wire-${i}@example.test`;
    await mailer.send({ ...mail, to });
    const raw = smtp.received.find((r) => r.to.includes(to))!.raw;
    const headers = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
    const decoded = decodeQuotedPrintable(raw);
    expect(decoded).not.toContain(API_HOST);
    expect(decoded).toContain(linksOf(mail).text[0]); // the body was read, not skipped as encoded
    for (const link of unescape(decoded).match(URL_PATTERN) ?? []) expect([link, onApp(link)]).toEqual([link, true]);
    if (mail.headers) expect(headers).toMatch(new RegExp(`^List-Unsubscribe: <${APP}/unsubscribe/one-click\\?token=[^>]+>$`, "m"));
  }
});

it("defuses the links of the user text it quotes: none is an href, none is there as written", () => {
  const quoting = mails.filter((m) =>
    ["delivery", "delivery reminder", "activity: replied", "unread message", "report receipt"].includes(kindOf(m)!),
  );
  expect(quoting).toHaveLength(5);
  for (const mail of mails) {
    for (const link of LINKS) expect([kindOf(mail), JSON.stringify(mail).includes(link)]).toEqual([kindOf(mail), false]);
    expect(linksOf(mail).attributes.filter((a) => /x\.y|evil|\/\/x/.test(a))).toEqual([]);
  }
  for (const mail of quoting) {
    for (const part of [mail.text, mail.html])
      expect(part).toContain("see https\uA789//x and www\u2024x\u2024y and evil\u2024example/x now");
  }
  // The compliment's `to` is user text too, in the delivery's greeting and the activity's subject.
  expect(mails.find((m) => kindOf(m) === "activity: viewed")!.subject).toBe(
    "Your compliment for Robin evil\u2024example/x: Someone just read it",
  );
});

it("reads well on phones: English, titled with its subject, laid out at the screen's width", () => {
  for (const mail of mails) {
    const head = mail.html.slice(0, mail.html.indexOf("<body"));
    expect([kindOf(mail), /^<!doctype html><html lang="en">/.test(mail.html)]).toEqual([kindOf(mail), true]);
    expect([kindOf(mail), head]).toEqual([
      kindOf(mail),
      expect.stringContaining('<meta name="viewport" content="width=device-width, initial-scale=1">'),
    ]);
    const title = head.match(/<title>([^<]*)<\/title>/)?.[1];
    expect([kindOf(mail), title && unescape(title).replace(/&lt;/g, "<").replace(/&gt;/g, ">")]).toEqual([kindOf(mail), mail.subject]);
  }
});

it("puts its address in plain text under every button, and the same link in the text part", () => {
  for (const mail of mails) {
    const buttons = [...mail.html.matchAll(/<a href="([^"]+)" style="display:inline-block;background:/g)].map((m) => m[1]!);
    expect([kindOf(mail), buttons.length]).toEqual([kindOf(mail), 1]);
    for (const href of buttons) {
      const after = mail.html.slice(mail.html.indexOf(href) + href.length);
      expect([kindOf(mail), after]).toEqual([
        kindOf(mail),
        expect.stringContaining(`If the button does not work, open: <a href="${href}"`),
      ]);
      expect(after).toContain(`>${href}</a>`);
      expect(mail.text).toContain(unescape(href));
    }
  }
});

it("keeps the delivery's grouped code on one line", () => {
  for (const mail of mails.filter((m) => kindOf(m)?.startsWith("delivery"))) {
    expect(mail.html).toMatch(/<strong style="[^"]*white-space:nowrap[^"]*">\d{4} \d{4}<\/strong>/);
  }
});
