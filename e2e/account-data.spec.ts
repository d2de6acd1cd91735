import { expect, test, type Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { readFile } from "node:fs/promises";
import { DESKTOP, expectNoViolations, PHONE } from "./fixtures/axe";
import { api, demoUsers, logIn, settled, verifiedUser } from "./fixtures/session";

// Download my data and Delete my account, on /profile (issue 31), through the browser.

const widths = [DESKTOP, PHONE];

async function expectSectionPasses(page: Page, include: string, label: string) {
  await settled(page); // the page's own first loads done: axe sees the state the test left, not one on its way
  await expectNoViolations(page, label, include);
}

const yourData = (page: Page) => page.getByRole("region", { name: "Your data" });

async function write(token: string, compliment: string) {
  const res = await api("/v1/compliments", { token, json: { to: "Robin", compliment } });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; code: string };
}

test("Download my data shows its progress, then a zip whose data.json holds the compliment", async ({ page }) => {
  const user = await verifiedUser("exporter");
  const written = await write(user.token, "Your garden makes the whole street brighter.");
  await logIn(page, user);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/profile");
  await yourData(page).getByRole("button", { name: "Download my data" }).click();
  // The progress bar, labelled, while the job makes the copy (it may be quick: then the link is there already).
  const link = yourData(page).getByRole("link", { name: "Download your data (zip)" });
  await expect(
    yourData(page)
      .getByRole("progressbar", { name: /Making your copy/ })
      .or(link),
  ).toBeVisible();
  await expect(link).toBeVisible({ timeout: 30_000 });
  const downloading = page.waitForEvent("download");
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^compliments-data-\d{4}-\d\d-\d\d\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const data = JSON.parse(strFromU8(files["data.json"]!));
  expect(data.account.email).toBe(user.email);
  expect(data.compliments_written).toEqual([
    expect.objectContaining({ code: written.code, compliment: "Your garden makes the whole street brighter." }),
  ]);
});

test("Delete my account ends a second session, keeps the kept compliment as a former member's, and frees the address", async ({
  browser,
}) => {
  const author = await verifiedUser("leaver");
  const keeper = await verifiedUser("keeper");
  const kept = await write(author.token, "Thank you for always holding the door.");
  const unkept = await write(author.token, "Your laugh is contagious.");
  await api(`/v1/compliments/code/${kept.code}`, { token: keeper.token });
  expect((await api(`/v1/compliments/${kept.id}/claim`, { token: keeper.token, method: "POST" })).status).toBe(200);

  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  for (const page of [first, second]) {
    await logIn(page, author);
    await expect(page).not.toHaveURL(/\/login/);
  }

  await first.goto("/profile");
  await yourData(first).getByRole("button", { name: "Delete my account" }).click();
  const dialog = first.getByRole("dialog", { name: "Delete my account?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Delete my account?" })).toBeFocused();
  await dialog.getByLabel("Your password", { exact: true }).fill("Wrong#Pass1");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("That password is not right.").first()).toBeVisible();
  await expect(dialog.getByLabel("Your password", { exact: true })).toHaveValue("Wrong#Pass1");
  await dialog.getByLabel("Your password", { exact: true }).fill(author.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();

  await expect(first).toHaveURL(/\/\?status=account-deleted$/);
  await expect(first.getByRole("status").filter({ hasText: "Your account was deleted." })).toBeVisible();
  await expect(first.getByRole("link", { name: "Log in to write a compliment" })).toBeVisible();

  // The other browser is signed out at its next request.
  await second.goto("/your-compliments");
  await expect(second).toHaveURL(/\/login/);

  const keeperPage = await (await browser.newContext()).newPage();
  await logIn(keeperPage, keeper);
  await expect(keeperPage).not.toHaveURL(/\/login/);
  await keeperPage.goto(`/show-compliment?code=${kept.code}`);
  await expect(keeperPage.getByText("Thank you for always holding the door.")).toBeVisible();
  await expect(keeperPage.getByText("Former member").first()).toBeVisible();

  await first.goto(`/show-compliment?code=${unkept.code}`);
  await expect(first.getByText("Compliment not found").first()).toBeVisible();

  await first.goto("/register");
  await first.getByLabel("Name").fill("Second Life");
  await first.getByLabel("Email").fill(author.email);
  await first.getByLabel("Password", { exact: true }).fill("Secret#123");
  await first.getByLabel("Confirm Password", { exact: true }).fill("Secret#123");
  await first.getByRole("button", { name: "Register" }).click();
  await expect(first.getByText("Check your email to verify your account")).toBeVisible();
});

test("a business's only owner is told to hand it over or close it first, and keeps the account", async ({ page }) => {
  await logIn(page, demoUsers.cafe);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/profile");
  await yourData(page).getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete my account?" });
  await dialog.getByLabel("Your password", { exact: true }).fill(demoUsers.cafe.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "You are the only owner of Bean There Café." })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(yourData(page)).toBeVisible();
});

test("axe finds nothing on the Your data section and the delete dialog at 390 and 1280 px", async ({ browser }) => {
  for (const viewport of widths) {
    const user = await verifiedUser("axe");
    const page = await (await browser.newContext({ viewport, reducedMotion: "reduce" })).newPage();
    await logIn(page, user);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto("/profile");
    await expect(yourData(page)).toBeVisible();
    await expectSectionPasses(page, "#your-data", `Your data at ${viewport.width} px`);
    await yourData(page).getByRole("button", { name: "Download my data" }).click();
    await expect(yourData(page).getByRole("link", { name: "Download your data (zip)" })).toBeVisible({ timeout: 30_000 });
    await expectSectionPasses(page, "#your-data", `Your data, ready, at ${viewport.width} px`);
    await yourData(page).getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete my account?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText("Password is required").first()).toBeVisible();
    await expectSectionPasses(page, "dialog", `the delete dialog, with an error, at ${viewport.width} px`);
    await page.context().close();
  }
});
