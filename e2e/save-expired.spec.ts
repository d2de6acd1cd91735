import { expect, test, type Page } from "@playwright/test";
import { revokeSession, signedIn, verifiedUser } from "./fixtures/session";

// The toast of a session that ended while saving says the typing was kept, and only when it was:
// spec §8's sentence stays as written, the second one follows it where a draft is kept.

const SAVE_EXPIRED = "Unauthenticated User. Please login again.";
const KEPT = "What you typed is kept: it will be back on the page once you log in.";
const toast = (page: Page) => page.locator("[data-sonner-toast]").filter({ hasText: SAVE_EXPIRED });

test("a save that meets an ended session says what was typed is kept, and it is", async ({ browser }) => {
  const author = await verifiedUser("keeper");
  const page = await signedIn(browser, author);
  await page.goto("/create-compliment");
  await page.getByLabel("To", { exact: true }).fill("Sam Lee");
  await page.getByLabel("Compliment", { exact: true }).fill("Thanks for holding the door, and the lift.");
  await revokeSession(page);
  await page.getByRole("button", { name: "Create Compliment" }).click();

  await expect(page).toHaveURL(/\/login\?reason=save-expired/);
  await expect(toast(page)).toHaveText(`${SAVE_EXPIRED} ${KEPT}`);
  await page.getByLabel("Email").fill(author.email);
  await page.getByLabel("Password", { exact: true }).fill(author.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/create-compliment$/);
  await expect(page.getByLabel("Compliment", { exact: true })).toHaveValue("Thanks for holding the door, and the lift.");
});

test("a save with nothing typed to keep says only the spec's sentence", async ({ browser }) => {
  const page = await signedIn(browser, await verifiedUser("hearts"));
  await page.goto("/choose-ads?tab=all");
  const heart = page.getByRole("button", { name: /^Add .* to favourites$/ }).first();
  await expect(heart).toBeVisible();
  await revokeSession(page);
  await heart.click();

  await expect(page).toHaveURL(/\/login\?reason=save-expired/);
  await expect(toast(page)).toHaveText(SAVE_EXPIRED);
});
