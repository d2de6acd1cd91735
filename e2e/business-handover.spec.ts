import { expect, test, type Browser, type Page } from "@playwright/test";
import { startApp, type RunningApp } from "../scripts/lib/processes";
import { DESKTOP, expectNoViolations, PHONE } from "./fixtures/axe";
import { demoUsers, logIn, settled } from "./fixtures/session";

// Handing a business over and closing it (issue 31), on an app of its own: this file deletes the
// seeded café owner and closes the florist, which the other files' tests rely on.

const widths = [DESKTOP, PHONE];

let app: RunningApp;
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  app = await startApp("business-handover");
});
test.afterAll(async () => app?.stop());

async function expectDialogPasses(page: Page, label: string) {
  await settled(page);
  await expectNoViolations(page, label, "dialog[open]");
}

async function signedIn(browser: Browser, user: { email: string; password: string }, viewport = widths[0]) {
  const page = await (await browser.newContext({ viewport, reducedMotion: "reduce" })).newPage();
  await logIn(page, user, app.webUrl);
  await expect(page).toHaveURL(/\/your-compliments$/);
  return page;
}

const personRow = (page: Page, name: string) => page.getByRole("list", { name: "People" }).getByRole("listitem").filter({ hasText: name });

/** Adds the account with this address to the business on /business, as its owner does. */
async function addStaff(page: Page, email: string) {
  await page.getByLabel("Add staff by e-mail address").fill(email);
  await page.getByRole("button", { name: "Add staff" }).click();
  await expect(page.getByText("Staff member added.").first()).toBeVisible();
}

test("axe finds nothing in the Make owner and Close business dialogs at 390 and 1280 px", async ({ browser }) => {
  for (const viewport of widths) {
    const page = await signedIn(browser, demoUsers.cafe, viewport);
    await page.goto(`${app.webUrl}/business`);
    if (viewport === widths[0]) await addStaff(page, demoUsers.dana.email);
    await personRow(page, demoUsers.dana.name).getByRole("button", { name: "Make owner" }).click();
    const makeOwner = page.getByRole("dialog", { name: `Make ${demoUsers.dana.name} an owner?` });
    await expect(makeOwner).toContainText("An owner can do everything you can on this page");
    await expectDialogPasses(page, `the Make owner dialog at ${viewport.width} px`);
    await makeOwner.getByRole("button", { name: "Cancel" }).click();
    await expect(makeOwner).toBeHidden();

    await page.getByRole("button", { name: "Close business" }).click();
    const close = page.getByRole("dialog", { name: "Close Bean There Café?" });
    await expect(close.getByRole("heading", { name: "Close Bean There Café?" })).toBeFocused();
    await close.getByRole("button", { name: "Close business" }).click();
    await expect(close.getByText("Password is required").first()).toBeVisible();
    await expectDialogPasses(page, `the Close business dialog, with an error, at ${viewport.width} px`);
    await page.keyboard.press("Escape");
    await expect(close).toBeHidden();
    await page.context().close();
  }
});

test("the café's only owner is sent to /business, makes a staff member owner, then deletes the account", async ({ browser }) => {
  const page = await signedIn(browser, demoUsers.cafe);
  await page.goto(`${app.webUrl}/profile`);
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete my account?" });
  await dialog.getByLabel("Your password", { exact: true }).fill(demoUsers.cafe.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "You are the only owner of Bean There Café. Make another member its owner or close the business on your business page first.",
  );
  await expectDialogPasses(page, "the delete dialog with the business link");
  await dialog.getByRole("link", { name: "Go to your business page" }).click();
  await expect(page).toHaveURL(/\/business$/);

  await addStaff(page, demoUsers.sam.email);
  await personRow(page, demoUsers.sam.name).getByRole("button", { name: "Make owner" }).click();
  await page
    .getByRole("dialog", { name: `Make ${demoUsers.sam.name} an owner?` })
    .getByRole("button", { name: "Make owner" })
    .click();
  await expect(page.getByText(`${demoUsers.sam.name} is now an owner.`).first()).toBeVisible();
  await expect(personRow(page, demoUsers.sam.name)).toContainText("(Owner)");
  await expect(personRow(page, demoUsers.sam.name).getByRole("button", { name: "Make owner" })).toHaveCount(0);

  await page.goto(`${app.webUrl}/profile`);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await dialog.getByLabel("Your password", { exact: true }).fill(demoUsers.cafe.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/\?status=account-deleted$/);
  await expect(page.getByRole("status").filter({ hasText: "Your account was deleted." })).toBeVisible();

  // The café lives on with its new owner.
  const sam = await signedIn(browser, demoUsers.sam);
  await sam.goto(`${app.webUrl}/business`);
  await expect(sam.getByRole("heading", { name: "Bean There Café" })).toBeVisible();
  await expect(sam.getByText("You own this business.")).toBeVisible();
});

test("an owner closes the business through the dialog and may open another from the Business entry", async ({ browser }) => {
  const page = await signedIn(browser, demoUsers.florist);
  const businessEntry = page.locator('#account-menu a[href="/business"]');
  await expect(businessEntry).toHaveCount(1);
  await page.goto(`${app.webUrl}/business`);
  await page.getByRole("button", { name: "Close business" }).click();
  const dialog = page.getByRole("dialog", { name: "Close Petal & Stem Florist?" });
  await expect(dialog).toContainText("every coupon of its offers stops working");
  await dialog.getByLabel("Your password", { exact: true }).fill("Wrong#Pass1");
  await dialog.getByRole("button", { name: "Close business" }).click();
  await expect(dialog.getByText("That password is not right.").first()).toBeVisible();
  await expect(dialog.getByLabel("Your password", { exact: true })).toHaveValue("Wrong#Pass1");
  await dialog.getByLabel("Your password", { exact: true }).fill(demoUsers.florist.password);
  await dialog.getByRole("button", { name: "Close business" }).click();

  await expect(page).toHaveURL(/\/your-compliments$/);
  await expect(page.getByText("Petal & Stem Florist is closed.").first()).toBeVisible();
  await expect(page.locator("#account-menu")).toBeAttached();
  // The entry stays: it is where anyone finds "Open a business".
  await expect(businessEntry).toHaveCount(1);
  await page.goto(`${app.webUrl}/business`);
  await expect(page.getByText("This page is for the people of a business.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open a business" })).toBeVisible();
});
