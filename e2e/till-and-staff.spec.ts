import { expect, test, type Browser, type Page } from "@playwright/test";
import { addDays, dayOf } from "../common/zoned-time";
import { DESKTOP, expectNoViolationsAt, PHONE } from "./fixtures/axe";
import { linkFromOutbox, mailsTo } from "./fixtures/outbox";
import { api, demoUsers, settled, signedIn, uniqueEmail, verifiedUser } from "./fixtures/session";

// The till and the owner's page as people use them (issue 32): the confirmation opens on Redeem,
// Cancel says "Not redeemed", Undo keeps the code; staff invited by address join on sign-up; the
// owner's phone opens on the summary; the log filters by day and code.

const SHOP_ZONE = "America/Los_Angeles"; // the seeded café's

const axeAtBothWidths = (page: Page, label: string) => expectNoViolationsAt(page, label, [PHONE, DESKTOP]);

const ownerToken = async () =>
  (await api("/v1/auth/login", { json: { email: demoUsers.cafe.email, password: demoUsers.cafe.password } })).body.data.token as string;

/** A coupon of the café's latte offer, held by a new verified person; its code as printed. */
async function heldCoupon(): Promise<string> {
  const [author, holder] = await Promise.all([verifiedUser("author"), verifiedUser("holder")]);
  const ads = (await api("/v1/ads", { token: author.token })).body.data as Array<{ id: number; title: string }>;
  const adId = ads.find((ad) => ad.title === "Latte art Fridays")!.id;
  const { body } = await api("/v1/compliments", {
    token: author.token,
    json: { to: "Morgan", compliment: "Your coffee tips are spot on." },
  });
  await api(`/v1/compliments/${body.data.id}`, { token: author.token, method: "PATCH", json: { ads: [adId] } });
  expect((await api(`/v1/compliments/code/${body.data.code}`, { token: holder.token })).status).toBe(200);
  expect((await api(`/v1/compliments/${body.data.id}/claim`, { token: holder.token, method: "POST" })).status).toBe(200);
  const code = (await api(`/v1/ads/${adId}?compliment_id=${body.data.id}`, { token: holder.token })).body.data.coupon.code as string;
  return `${code.slice(0, 4)} ${code.slice(4)}`;
}

async function ownerPage(browser: Browser, viewport = DESKTOP) {
  const page = await signedIn(browser, demoUsers.cafe);
  await page.setViewportSize(viewport);
  return page;
}

const status = (page: Page) => page.getByRole("status").filter({ hasText: /./ });

test("the till's confirmation opens on Redeem, so a second Enter redeems; Cancel says Not redeemed; Undo keeps the code", async ({
  browser,
}) => {
  const code = await heldCoupon();
  const till = await ownerPage(browser);
  await till.goto("/business/redeem");
  const field = till.getByLabel("Coupon code");

  // A scanner types the code and Enter: the question opens with Redeem focused.
  await field.fill(code.toLowerCase().replace(" ", "-"));
  await field.press("Enter");
  const dialog = till.getByRole("dialog");
  await expect(dialog).toContainText("for Holder?");
  await expect(dialog.getByRole("button", { name: "Redeem" })).toBeFocused();

  // Cancel: nothing is redeemed, and the till says so; the code stays, focused, for another try.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(status(till)).toContainText("Not redeemed");
  await expect(field).toHaveValue(code.toLowerCase().replace(" ", "-"));
  await expect(field).toBeFocused();
  await axeAtBothWidths(till, "the till after Cancel");

  // Escape cancels the same way.
  await field.press("Enter");
  await expect(dialog.getByRole("button", { name: "Redeem" })).toBeFocused();
  await till.keyboard.press("Escape");
  await expect(status(till)).toContainText("Not redeemed");

  // Enter, then the scanner's (or the cashier's) second Enter: redeemed.
  await field.press("Enter");
  await expect(dialog.getByRole("button", { name: "Redeem" })).toBeFocused();
  await till.keyboard.press("Enter");
  await expect(status(till)).toContainText("Redeemed");
  await expect(field).toHaveValue("");

  // Undo: the code is back in the field, and Enter twice redeems it again.
  await status(till).getByRole("button", { name: /^Undo/ }).click();
  await expect(status(till)).toContainText("Redemption undone");
  await expect(field).toHaveValue(code);
  await expect(field).toBeFocused();
  await till.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: "Redeem" })).toBeFocused();
  await till.keyboard.press("Enter");
  await expect(status(till)).toContainText("Redeemed");
  await axeAtBothWidths(till, "the till after redeeming");
});

test("an address without an account is invited by mail and joins as staff on signing up and verifying", async ({ browser }) => {
  test.slow(); // two browsers and a sign-up
  const owner = await ownerPage(browser);
  await owner.goto("/business");
  const invited = uniqueEmail("invited");
  const email = owner.getByLabel("Add staff by e-mail address");
  await email.fill(invited);
  await owner.getByRole("button", { name: "Add staff" }).click();
  await expect(owner.getByText(`No account uses ${invited} yet: we sent an invitation to sign up and join.`)).toBeVisible();
  await expect(email).toHaveValue("");
  const waiting = owner.getByRole("list", { name: "Invited, waiting to sign up" });
  await expect(waiting).toContainText(invited);
  await axeAtBothWidths(owner, "the owner's page with an invitation");

  // The same address again is refused next to the field, and nothing typed is lost.
  await email.fill(invited.toUpperCase());
  await owner.getByRole("button", { name: "Add staff" }).click();
  await expect(owner.getByText("This address has been invited already: the invitation is waiting.")).toBeVisible();
  await expect(email).toHaveValue(invited.toUpperCase());
  await email.fill("");

  // The invitation: a mail with a sign-up link on APP_URL, which returns to the business page.
  const signUp = new URL(await linkFromOutbox(invited, "/register"));
  expect(signUp.searchParams.get("next")).toBe("/business");
  const [mail] = await mailsTo(invited);
  expect(mail!.subject).toMatch(/^=\?UTF-8\?Q\?Join_Bean_There_Caf=C3=A9_on_/);
  expect(mail!.text).toContain("would like you on its staff, to redeem its coupons at the till.");
  expect(mail!.text).toContain("Sign up and join:");

  const person = await (await browser.newContext({ viewport: PHONE })).newPage();
  await person.goto(signUp.pathname + signUp.search);
  await person.getByLabel("Name").fill("Ivy Invited");
  await person.getByLabel("Email").fill(invited);
  await person.getByLabel("Password", { exact: true }).fill("Secret#123");
  await person.getByRole("textbox", { name: "Confirm Password" }).fill("Secret#123");
  await person.getByRole("button", { name: "Register" }).click();
  await expect(person.getByText("Check your email to verify your account")).toBeVisible();
  await person.goto(await linkFromOutbox(invited, "/verify-email"));
  await expect(person.getByText("Your email address has been verified.")).toBeVisible();
  await expect(person).toHaveURL(/\/business$/);
  await expect(person.getByRole("heading", { name: "Bean There Café" })).toBeVisible();
  await expect(person.getByText("You are on its staff.")).toBeVisible();

  // The owner sees them among the people, and the invitation gone.
  await owner.reload();
  await expect(owner.getByRole("list", { name: "People" }).getByRole("listitem").filter({ hasText: "Ivy Invited" })).toContainText(
    "(Staff)",
  );
  await expect(owner.getByRole("list", { name: "Invited, waiting to sign up" }).getByText(invited)).toHaveCount(0);

  // Another invitation, withdrawn: the list goes, focus goes to the People heading.
  const other = uniqueEmail("withdrawn");
  await email.fill(other);
  await owner.getByRole("button", { name: "Add staff" }).click();
  const row = owner.getByRole("list", { name: "Invited, waiting to sign up" }).getByRole("listitem").filter({ hasText: other });
  await row.getByRole("button", { name: "Withdraw" }).click();
  await owner
    .getByRole("dialog", { name: `Withdraw the invitation to ${other}?` })
    .getByRole("button", { name: "Withdraw" })
    .click();
  await expect(owner.getByText(`The invitation to ${other} is withdrawn.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(owner.getByRole("heading", { name: "People" })).toBeFocused();
});

test("on a 390 px phone the owner's page opens with the summary, and the log filters by day and code", async ({ browser }) => {
  const code = await heldCoupon();
  const token = await ownerToken();
  const [cafe] = (await api("/v1/businesses", { token })).body.data as Array<{ id: number }>;
  expect((await api("/v1/coupons/redeem", { token, json: { code } })).status).toBe(200);
  const summary = (await api(`/v1/businesses/${cafe!.id}/summary`, { token })).body.data;
  expect(summary.redeemed_today).toBeGreaterThanOrEqual(1);

  const page = await ownerPage(browser, PHONE);
  await page.goto("/business");
  // The summary is the first section, on the first screen.
  const heading = page.getByRole("heading", { name: "Summary" });
  await expect(heading).toBeInViewport();
  const section = page.getByRole("region", { name: "Summary" });
  await expect(section.getByRole("definition").first()).toHaveText(String(summary.redeemed_today));
  await expect(section).toContainText(`Redeemed this week${summary.redeemed_this_week}`);
  await expect(section).toContainText("Days are counted in Los Angeles time");
  const h2s = await page.locator("main h2").allTextContents();
  expect(h2s[0]).toBe("Summary");

  // By code, typed any way: the coupon's redemption, and only attempts of its code.
  const filter = page.getByRole("search", { name: "Filter the redemption log" });
  await filter.getByLabel("Code").fill(code.toLowerCase().replace(" ", "-"));
  await filter.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/[?&]code=/);
  await expect(page.getByText("1 attempt matches the filter.")).toBeVisible();
  const log = page.getByRole("table", { name: "Every redemption attempt, newest first (Los Angeles time)" });
  await expect(log.getByRole("row")).toHaveCount(2);
  await expect(log.getByRole("row").nth(1)).toContainText(code);
  await expect(log.getByRole("row").nth(1)).toContainText("Redeemed");
  const csv = page.getByRole("link", { name: "Download CSV", exact: true });
  expect(await csv.getAttribute("href")).toContain(`code=${encodeURIComponent(code.toLowerCase().replace(" ", "-"))}`);

  // By day in the shop's zone: today has it, tomorrow nothing yet.
  const today = dayOf(new Date(), SHOP_ZONE);
  await filter.getByLabel("From").fill(today);
  await filter.getByLabel("To").fill(today);
  await filter.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  await expect(log.getByRole("row").nth(1)).toContainText(code);
  await filter.getByLabel("From").fill(addDays(today, 1));
  await filter.getByLabel("To").fill(addDays(today, 1));
  await filter.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByText("No attempt matches the filter.")).toBeVisible();

  // A last day before the first is said under the field, and nothing is lost.
  await filter.getByLabel("To").fill(today);
  await filter.getByRole("button", { name: "Filter" }).click();
  await expect(filter.getByText("The last day must not be before the first")).toBeVisible();
  await expect(filter.getByLabel("Code")).toHaveValue(code.toLowerCase().replace(" ", "-"));
  await expect(filter.getByLabel("From")).toHaveValue(addDays(today, 1));

  // Clear shows the whole log again.
  await page.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/business$/);
  await expect(filter.getByLabel("Code")).toHaveValue("");
  await settled(page);
  await axeAtBothWidths(page, "the owner's page");
});
