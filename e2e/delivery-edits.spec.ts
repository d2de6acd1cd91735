import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoViolationsAt } from "./fixtures/axe";
import { combobox, optionsOf } from "./fixtures/combobox";
import { mailsTo } from "./fixtures/outbox";
import { api, logIn, verifiedUser } from "./fixtures/session";

// Issue 29: a delivery's time, zone and text saved together by the edit page's one button; the zone
// the author chose kept and shown wherever its time is; the code page saying what will be mailed;
// an unsubscribed address said once, with a way on without it; focus after "Cancel delivery".

let seq = 0;
/** Starts with "r", so the code page masks it to "r…@example.net". */
const recipient = () => `recipient-${Date.now()}-${++seq}@example.net`;
const masked = "r…@example.net";
const NEW_YORK = "America/New_York";

/** A signed-in page whose browser clock runs in Berlin, as the issue's author's did. */
async function inBerlin(browser: Browser, user: { email: string; password: string }) {
  const page = await (await browser.newContext({ timezoneId: "Europe/Berlin", reducedMotion: "reduce" })).newPage();
  await logIn(page, user);
  await expect(page).toHaveURL(/\/your-compliments$/);
  return page;
}

/** A day `days` ahead in New York: its form value and how the app writes it ("Tue 1 Dec"). */
function newYorkDay(days: number) {
  const at = new Date(Date.now() + days * 24 * 60 * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: NEW_YORK, weekday: "short", day: "numeric", month: "short", year: "numeric" })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const iso = new Intl.DateTimeFormat("en-CA", { timeZone: NEW_YORK, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
  const thisYear = new Intl.DateTimeFormat("en-GB", { timeZone: NEW_YORK, year: "numeric" }).format(new Date());
  return { date: iso, label: `${parts.weekday} ${parts.day} ${parts.month}${parts.year !== thisYear ? ` ${parts.year}` : ""}` };
}

/** Chooses a zone in the "Time zone" combobox by typing its city, as a user would. */
async function chooseZone(page: Page, city: string) {
  const field = combobox(page, "Time zone");
  await field.click();
  await field.fill(city);
  const option = optionsOf(page, "Time zone").getByRole("option", { name: new RegExp(`^${city} \\(UTC[+−]\\d\\d:\\d\\d\\)`) });
  await expect(option.first()).toBeVisible();
  await option.first().click();
  await expect(field).toHaveValue(new RegExp(`^${city} \\(`));
}

/** The trail of the newest compliment on Your Compliments. */
async function newestTrail(page: Page) {
  await page.goto("/your-compliments");
  return page.getByRole("list", { name: /^Steps of / }).first();
}

test("09:34 New York chosen in Berlin stays 09:34 New York; text and time changed together are saved by one press", async ({ browser }) => {
  test.setTimeout(180_000);
  const author = await verifiedUser("zoned");
  const page = await inBerlin(browser, author);
  const to = recipient();
  const day = newYorkDay(3);

  await page.goto("/create-compliment");
  await page.getByLabel("To", { exact: true }).fill("Robin Okafor");
  await page.getByLabel("Compliment", { exact: true }).fill("Your calm voice on the night shift made every patient feel safe.");
  await page.getByLabel("Recipient's email (optional)").fill(to);
  await page.getByRole("radio", { name: "Schedule" }).check();
  await page.getByLabel("Date", { exact: true }).fill(day.date);
  await page.getByLabel("Time", { exact: true }).fill("09:34");
  // The browser's own zone is offered first.
  await combobox(page, "Time zone").click();
  await expect(optionsOf(page, "Time zone").getByRole("option").first()).toContainText("Berlin");
  await chooseZone(page, "New York");
  await page.getByRole("button", { name: "Create Compliment" }).click();

  // The code page says to whom (masked) and when, in the zone chosen, with the reminder and a way to change it.
  await expect(page).toHaveURL(/\/create-compliment-code\?code=\d{8}/);
  await expect(
    page.getByText(`We'll e-mail it to ${masked} on ${day.label} at 09:34 (New York time), with one reminder if it isn't opened.`),
  ).toBeVisible();
  await expect(page.getByText(to)).toHaveCount(0);
  await expectNoViolationsAt(page, "code page");
  await page.getByRole("link", { name: "Change the e-mail" }).click();

  // The edit page restores the zone and the time as chosen, not as Berlin reads them.
  await expect(page).toHaveURL(/\/edit-compliment\?code=\d{8}&id=\d+/);
  await expect(page.getByLabel("Time", { exact: true })).toHaveValue("09:34");
  await expect(page.getByLabel("Date", { exact: true })).toHaveValue(day.date);
  await expect(combobox(page, "Time zone")).toHaveValue(/^New York \(/);
  await expect(page.getByText(`Scheduled: ${day.label}, 09:34, New York time.`)).toBeVisible();
  await expectNoViolationsAt(page, "edit page");

  // One press saves the text and the new time together.
  await page.getByLabel("Compliment", { exact: true }).fill("Your calm voice on the night shift made every patient feel safe, always.");
  await page.getByLabel("Time", { exact: true }).fill("10:15");
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(page).toHaveURL(/\/your-compliments$/);
  const trail = await newestTrail(page);
  await expect(trail).toContainText(`Scheduled ${day.label}, 10:15, New York time`);
  await expectNoViolationsAt(page, "Your Compliments");

  await page
    .getByRole("link", { name: /^Edit \d{8}$/ })
    .first()
    .click();
  await expect(page.getByLabel("Compliment", { exact: true })).toHaveValue(/safe, always\.$/);
  await expect(page.getByLabel("Time", { exact: true })).toHaveValue("10:15");
  await expect(combobox(page, "Time zone")).toHaveValue(/^New York \(/);
  expect(await mailsTo(to)).toEqual([]);
});

test("an unsubscribed address is said once, by its field, and 'Create without e-mail' keeps everything typed", async ({
  browser,
  playwright,
}) => {
  test.setTimeout(150_000);
  const author = await verifiedUser("refused");
  const to = recipient();
  // The address unsubscribes through the one-click link of a first mail.
  const first = await api("/v1/compliments", {
    token: author.token,
    json: { to: "Robin Okafor", compliment: "Thank you for the lift home in the rain.", recipient_email: to },
  });
  expect(first.status).toBe(201);
  await expect.poll(async () => (await mailsTo(to)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const oneClick = /^List-Unsubscribe: <([^>]+)>$/m.exec((await mailsTo(to))[0]!.headers)![1]!;
  const provider = await playwright.request.newContext();
  expect((await provider.post(oneClick, { form: { "List-Unsubscribe": "One-Click" } })).status()).toBe(200);
  await provider.dispose();

  const page = await inBerlin(browser, author);
  await page.goto("/create-compliment");
  await page.getByLabel("To", { exact: true }).fill("Robin Okafor");
  await page.getByLabel("Compliment", { exact: true }).fill("Your calm voice on the night shift made every patient feel safe.");
  await page.getByLabel("Private note (optional, only you will see it)").fill("Ward 4");
  const email = page.getByLabel("Recipient's email (optional)");
  await email.fill(to);
  await page.getByRole("button", { name: "Create Compliment" }).click();

  const refused = "This address has asked not to receive compliments. Please give them the card instead.";
  await expect(page.getByText(refused)).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  // Once: no banner above the form, no toast.
  await page.waitForTimeout(1_000);
  await expect(page.getByText(refused)).toHaveCount(1);
  await expect(page.getByRole("alert").filter({ hasText: refused })).toHaveCount(0);
  await expect(email).toHaveValue(to);
  await expectNoViolationsAt(page, "refused address");

  await page.getByRole("button", { name: "Create without e-mail" }).click();
  await expect(page).toHaveURL(/\/create-compliment-code\?code=\d{8}/);
  await expect(page.getByText("We'll e-mail it")).toHaveCount(0);
  const code = new URL(page.url()).searchParams.get("code")!;
  const own = await api(`/v1/compliments/own/${code}`, { token: author.token });
  expect(own.body.data).toMatchObject({ note: "Ward 4", delivery: null });
  expect(own.body.data.compliment).toMatch(/^Your calm voice/);
});

test("the delivery question says what its buttons do, and after 'Don't send' focus is on the line that says so", async ({ browser }) => {
  test.setTimeout(120_000);
  const author = await verifiedUser("dontsend");
  const created = await api("/v1/compliments", {
    token: author.token,
    json: {
      to: "Robin Okafor",
      compliment: "Thank you for the lift home in the rain.",
      recipient_email: recipient(),
      deliver_at: new Date(Date.now() + 2 * 24 * 60 * 60_000).toISOString(),
      time_zone: NEW_YORK,
      remind: false,
    },
  });
  expect(created.status).toBe(201);
  const { id, code } = created.body.data as { id: number; code: string };
  const page = await inBerlin(browser, author);

  await page.goto(`/create-compliment-code?code=${code}&id=${id}`);
  // No reminder asked: none promised.
  await expect(page.getByText(/^We'll e-mail it to r…@example\.net on .+ \(New York time\)\. Change the e-mail$/)).toBeVisible();

  await page.goto(`/edit-compliment?code=${code}&id=${id}`);
  await page.getByRole("button", { name: "Cancel delivery" }).click();
  const question = page.getByRole("dialog");
  await expect(question.getByRole("button")).toHaveText(["Keep it", "Don't send"]);
  await question.getByRole("button", { name: "Keep it" }).click();
  await expect(page.getByRole("button", { name: "Cancel delivery" })).toBeFocused();

  await page.getByRole("button", { name: "Cancel delivery" }).click();
  await question.getByRole("button", { name: "Don't send" }).click();
  await expect(page.getByRole("button", { name: "Cancel delivery" })).toHaveCount(0);
  const focused = page.locator(":focus");
  await expect(focused).toHaveText(/^Delivery cancelled\. It was for recipient-/);
  await expect(focused).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  await expectNoViolationsAt(page, "edit page after cancelling");
  await expect(await newestTrail(page)).toContainText("Delivery cancelled");
});
