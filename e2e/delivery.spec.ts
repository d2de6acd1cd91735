import { expect, test, type Page } from "@playwright/test";
import { jobsDone } from "./fixtures/jobs";
import { linkFromOutbox, mailsTo } from "./fixtures/outbox";
import { signedIn, verifiedUser } from "./fixtures/session";

// A compliment e-mailed to its recipient, on the running app: scheduled, sent at its time and not
// before, opened, reminded (DELIVERY_REMINDER_AFTER is 8 s here), unsubscribed; changed and cancelled.

const appOrigin = () => new URL(process.env.E2E_BASE_URL!).origin;
let seq = 0;
const recipient = () => `recipient-${Date.now()}-${++seq}@example.net`;
const pad = (n: number) => String(n).padStart(2, "0");
/** The date and time fields of a UTC moment. */
const utcFields = (at: Date) => ({
  date: `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`,
  time: `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`,
});

/** Picks UTC in the "Time zone" combobox, searching as a user would. */
async function chooseUtc(scope: Page) {
  const field = scope.getByRole("combobox", { name: "Time zone", exact: true });
  await field.click();
  await field.fill("UTC");
  await scope
    .getByRole("listbox", { name: "Time zone options" })
    .getByRole("option", { name: /^UTC\b/ })
    .first()
    .click();
  await expect(field).toHaveValue("UTC");
}

async function writeTo(page: Page, to: string, when?: Date) {
  await page.goto("/create-compliment");
  await page.getByLabel("To", { exact: true }).fill("Robin Okafor");
  await page.getByLabel("Compliment", { exact: true }).fill("Your calm voice on the night shift made every patient feel safe.");
  await page.getByLabel("Recipient's email (optional)").fill(to);
  if (when) {
    await page.getByRole("radio", { name: "Schedule" }).check();
    const { date, time } = utcFields(when);
    await page.getByLabel("Date", { exact: true }).fill(date);
    await page.getByLabel("Time", { exact: true }).fill(time);
    await chooseUtc(page);
  }
  await page.getByRole("button", { name: "Create Compliment" }).click();
}

/** The status line of the newest compliment on Your Compliments. */
async function newestStatus(page: Page) {
  await page.goto("/your-compliments");
  return page.getByRole("list", { name: /^Steps of / }).first();
}

test("a scheduled delivery arrives after its time and not before, is opened, reminded once and unsubscribed", async ({ browser }) => {
  test.setTimeout(150_000);
  const author = await verifiedUser("deliverer");
  const page = await signedIn(browser, author);
  const to = recipient();
  // The next whole minute at least 20 s away: the form takes minutes.
  const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  await writeTo(page, to, at);
  await expect(page).toHaveURL(/\/create-compliment-code\?code=\d{8}/);
  const code = new URL(page.url()).searchParams.get("code")!;
  await expect(await newestStatus(page)).toContainText("Scheduled");

  expect(await mailsTo(to)).toEqual([]);
  const reader = await (await browser.newContext()).newPage();
  const open = await linkFromOutbox(to, "/deliveries/open", 1, 120_000);
  // This browser runs on the backend's host too: only the origin tells the link is the web's.
  expect(new URL(open).origin).toBe(appOrigin());
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  // Opened at once: the reminder is due 8 s after the sending, however slow the machine.
  await reader.goto(open);
  const [mail] = await mailsTo(to);
  expect(mail!.subject).toBe(`${author.name} wrote you a compliment`);
  expect(mail!.text).toContain(`${code.slice(0, 4)} ${code.slice(4)}`);
  await expect(reader).toHaveURL(new RegExp(`/show-compliment\\?code=${code}$`));
  await expect(reader.getByText("Your calm voice on the night shift")).toBeVisible();
  await expect(await newestStatus(page)).toContainText("Opened");

  // Opened, so no reminder follows: the reminder's job (queued as it was sent, 8 s later here) runs and sends nothing.
  await jobsDone(["delivery-reminder", "mail"]);
  expect((await mailsTo(to)).map((m) => m.subject)).toEqual([`${author.name} wrote you a compliment`]);

  const unsubscribePage = await linkFromOutbox(to, "/unsubscribe");
  expect(new URL(unsubscribePage).origin).toBe(appOrigin());
  await reader.goto(unsubscribePage);
  await expect(reader.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
  await reader.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(reader.getByRole("status")).toHaveText("You will not receive any more compliments at this address.");

  await writeTo(page, to);
  // Said once, by its field (strict: a second copy fails the look-up).
  await expect(page.getByText("This address has asked not to receive compliments. Please give them the card instead.")).toBeVisible();
  await expect(page.getByLabel("Recipient's email (optional)")).toHaveValue(to);
  await expect(page.getByLabel("Compliment", { exact: true })).toHaveValue(/Your calm voice/);
});

test("the mail's one-click unsubscribe (RFC 8058) is on APP_URL and takes a mail provider's POST: no more deliveries there", async ({
  browser,
  playwright,
}) => {
  const author = await verifiedUser("oneclick");
  const page = await signedIn(browser, author);
  const to = recipient();
  await writeTo(page, to);
  await expect(page).toHaveURL(/\/create-compliment-code/);
  await expect.poll(async () => (await mailsTo(to)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const [mail] = await mailsTo(to);
  expect(mail!.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const oneClick = /^List-Unsubscribe: <([^>]+)>$/m.exec(mail!.headers)![1]!;
  expect(new URL(oneClick).origin).toBe(appOrigin());
  expect(new URL(oneClick).pathname).toBe("/unsubscribe/one-click");

  // As a provider sends it: form data, no cookies, another site's origin.
  const provider = await playwright.request.newContext();
  const res = await provider.post(oneClick, {
    form: { "List-Unsubscribe": "One-Click" },
    headers: { Origin: "https://mail.provider.example" },
  });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ success: true, message: "You will not receive any more compliments at this address." });
  const forged = await provider.post(oneClick.replace(/token=[^&]+/, `token=${"0".repeat(64)}.${"0".repeat(32)}`), {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(forged.status()).toBe(403);
  await provider.dispose();

  await writeTo(page, to);
  // Said once, by its field (strict: a second copy fails the look-up).
  await expect(page.getByText("This address has asked not to receive compliments. Please give them the card instead.")).toBeVisible();
});

test("an unopened delivery gets one reminder, which the author's trail shows", async ({ browser }) => {
  test.setTimeout(90_000);
  const author = await verifiedUser("reminder");
  const page = await signedIn(browser, author);
  const to = recipient();
  await writeTo(page, to);
  await expect(page).toHaveURL(/\/create-compliment-code/);
  await expect
    .poll(async () => (await mailsTo(to)).map((m) => m.subject), { timeout: 30_000 })
    .toEqual([`${author.name} wrote you a compliment`, `A reminder: ${author.name} wrote you a compliment`]);
  // The author's trail says the reminder went out.
  await expect(await newestStatus(page)).toContainText(/Sent .+Reminded /);
  // One reminder only: no reminder job is left to send another.
  await jobsDone(["delivery-reminder", "mail"]);
  expect(await mailsTo(to)).toHaveLength(2);
});

test("the author changes a scheduled delivery's address and time, then cancels it", async ({ browser }) => {
  test.setTimeout(120_000);
  const author = await verifiedUser("changer");
  const page = await signedIn(browser, author);
  const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
  await writeTo(page, recipient(), tomorrow);
  await expect(page).toHaveURL(/\/create-compliment-code/);
  const url = new URL(page.url());

  const edit = `/edit-compliment?code=${url.searchParams.get("code")}&id=${url.searchParams.get("id")}`;
  await page.goto(edit);
  const panel = page.getByRole("group", { name: "Send it by e-mail" });
  await expect(panel.getByLabel("Recipient's email")).toHaveValue(/^recipient-/);
  const other = recipient();
  await panel.getByLabel("Recipient's email").fill(other);
  const later = utcFields(new Date(tomorrow.getTime() + 2 * 60 * 60_000));
  await chooseUtc(page);
  await panel.getByLabel("Date", { exact: true }).fill(later.date);
  await panel.getByLabel("Time", { exact: true }).fill(later.time);
  // The one button saves the delivery with the rest.
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(page).toHaveURL(/\/your-compliments$/);
  await page.goto(edit);
  await expect(panel.getByLabel("Recipient's email")).toHaveValue(other);
  await expect(panel.getByLabel("Time", { exact: true })).toHaveValue(later.time);

  await page.getByRole("button", { name: "Cancel delivery" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Don't send" }).click();
  await expect(page.getByText("Delivery cancelled.", { exact: true })).toBeVisible();
  await expect(await newestStatus(page)).toContainText("Delivery cancelled");
  expect(await mailsTo(other)).toEqual([]);
});
