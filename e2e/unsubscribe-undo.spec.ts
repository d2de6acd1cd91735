import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { expectNoViolations } from "./fixtures/axe";
import { jobsDone } from "./fixtures/jobs";
import { linkFromOutbox, mailsTo } from "./fixtures/outbox";
import { api, verifiedUser } from "./fixtures/session";

// The way back from unsubscribing, on the running app with its real outbox: Undo on the page
// right after, a link mailed on request later, and mails that read well on a phone.

const PHONE = { width: 390, height: 844 };
const UNSUBSCRIBED = "You will not receive any more compliments at this address.";
const RESUBSCRIBED = "You will receive compliments at this address again.";
let seq = 0;
const recipient = () => `undo-${Date.now()}-${++seq}@example.net`;

/** Writes a compliment e-mailed to `to` now, through the API: its status (201, or 422 for an unsubscribed address). */
async function deliverTo(token: string, to: string) {
  const json = { to: "Robin Okafor", compliment: "Your calm voice on the night shift made every patient feel safe.", recipient_email: to };
  return (await api("/v1/compliments", { token, json })).status;
}

/** The first mails of deliveries to `to`, not their reminders ("A reminder: …", sent 8 s later here when unopened). */
const deliveries = async (to: string) =>
  (await mailsTo(to)).filter((m) => m.subject.endsWith("wrote you a compliment") && !m.subject.startsWith("A reminder: "));

/** The HTML part of each mail to `to` whose subject matches, as the mail program gets it (quoted-printable and UTF-8 decoded). */
async function htmlOfMails(to: string, subject: RegExp): Promise<{ subject: string; html: string }[]> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, "mail");
  const found = [];
  for (const file of (await readdir(outbox)).filter((f) => f.endsWith(".eml")).sort()) {
    const raw = await readFile(path.join(outbox, file), "utf8");
    const headers = (raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
    const mailSubject = /^Subject: (.*)$/m.exec(headers)?.[1] ?? "";
    if (!new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}$`, "mi").test(headers) || !subject.test(mailSubject)) continue;
    const decoded = Buffer.from(
      raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
    found.push({ subject: mailSubject, html: /<!doctype html>[\s\S]*<\/html>/i.exec(decoded)![0] });
  }
  return found;
}

test("unsubscribe, then Undo on the same page: the next delivery arrives; the page leads home", async ({ browser }) => {
  test.setTimeout(120_000);
  const author = await verifiedUser("undoer");
  const to = recipient();
  expect(await deliverTo(author.token, to)).toBe(201);
  const unsubscribeLink = await linkFromOutbox(to, "/unsubscribe", 1, 30_000);

  const page = await (await browser.newContext({ viewport: PHONE, reducedMotion: "reduce" })).newPage();
  await page.goto(unsubscribeLink);
  await expect(page.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
  await expectNoViolations(page, "the unsubscribe page");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(UNSUBSCRIBED);
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  await expectNoViolations(page, "unsubscribed, with Undo");
  expect(await deliverTo(author.token, to)).toBe(422);

  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("status")).toHaveText(RESUBSCRIBED);
  await expectNoViolations(page, "after Undo");
  expect(await deliverTo(author.token, to)).toBe(201);
  await expect.poll(async () => (await deliveries(to)).length, { timeout: 30_000 }).toBe(2);

  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(new URL("/", process.env.E2E_BASE_URL!).href);
});

test("later, a link mailed on request to the address puts it back: the next delivery arrives", async ({ browser }) => {
  test.setTimeout(120_000);
  const author = await verifiedUser("resubscriber");
  const to = recipient();
  expect(await deliverTo(author.token, to)).toBe(201);
  const token = new URL(await linkFromOutbox(to, "/unsubscribe", 1, 30_000)).searchParams.get("token")!;
  expect((await api(`/v1/unsubscribe?${new URLSearchParams({ token })}`, { method: "POST" })).status).toBe(200);

  const page = await (await browser.newContext({ viewport: PHONE, reducedMotion: "reduce" })).newPage();
  await page.goto("/unsubscribe/again");
  await expect(page.getByRole("heading", { name: "Receive compliments again" })).toBeVisible();
  await expectNoViolations(page, "the request form");
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expectNoViolations(page, "the request form with an error");
  await page.getByLabel("Email").fill(to);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "we have sent it a link" })).toBeVisible();
  await expectNoViolations(page, "the request sent");

  const link = await linkFromOutbox(to, "/unsubscribe/again", 1, 30_000);
  // Opening the link changes nothing (mail scanners open links): its button does.
  await page.goto(link);
  expect(await deliverTo(author.token, to)).toBe(422);
  await expectNoViolations(page, "the mailed link's page");
  await page.getByRole("button", { name: "Receive compliments again" }).click();
  await expect(page.getByRole("status")).toHaveText(RESUBSCRIBED);
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  expect(await deliverTo(author.token, to)).toBe(201);
  await expect.poll(async () => (await deliveries(to)).length, { timeout: 30_000 }).toBe(2);

  // An address that never unsubscribed gets the same answer, and no mail.
  const stranger = recipient();
  await page.goto("/unsubscribe/again");
  await page.getByLabel("Email").fill(stranger);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "we have sent it a link" })).toBeVisible();
  await jobsDone(["resubscribe-link", "mail"]);
  expect(await mailsTo(stranger)).toEqual([]);
});

test("a delivery mail and the link mail read well on a phone: lang, title, viewport, a code on one line, axe 0", async ({ browser }) => {
  test.setTimeout(90_000);
  const author = await verifiedUser("phonemail");
  const to = recipient();
  expect(await deliverTo(author.token, to)).toBe(201);
  const token = new URL(await linkFromOutbox(to, "/unsubscribe", 1, 30_000)).searchParams.get("token")!;
  expect((await api(`/v1/unsubscribe?${new URLSearchParams({ token })}`, { method: "POST" })).status).toBe(200);
  expect((await api("/v1/unsubscribe/again", { json: { email: to } })).status).toBe(200);
  await linkFromOutbox(to, "/unsubscribe/again", 1, 30_000);

  const mails = [...(await htmlOfMails(to, /wrote you a compliment$/)), ...(await htmlOfMails(to, /^Receive compliments by e-mail again/))];
  expect(mails).toHaveLength(2);
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  for (const mail of mails) {
    await page.setContent(mail.html);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(mail.subject);
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute("content", "width=device-width, initial-scale=1");
    // Laid out at the phone's width: nothing wider than the screen, so nothing is shrunk to fit.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expect(page.getByText(/^If the button does not work, open:/)).toBeVisible();
    await expectNoViolations(page, mail.subject);
  }
  await page.setContent(mails[0]!.html);
  const code = page.locator("strong", { hasText: /^\d{4} \d{4}$/ });
  const box = (await code.boundingBox())!;
  const lineHeight = await code.evaluate(
    (el) => parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.5,
  );
  expect(box.height).toBeLessThan(lineHeight * 1.5);
});
