import { expect, test } from "@playwright/test";
import { startApp, type RunningApp } from "../scripts/lib/processes";
import { demoComplimentCode } from "../backend/src/db/seed-data";
import { demoUsers, logIn } from "./fixtures/session";

// Guessing codes locks out every look-up from that address for a minute. Every browser of the
// suite shares the loopback address, so this runs on an app of its own.
let app: RunningApp;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  // A second app starts its own database, seed and web server: on a loaded 2-core machine, well over 30 s.
  test.setTimeout(120_000);
  app = await startApp("lockout");
});

test.afterAll(async () => app?.stop());

test("after 30 missed codes the guesser is refused, but the author still reaches their own compliment", async ({ page }) => {
  await logIn(page, demoUsers.dana, app.webUrl);
  await expect(page).toHaveURL(/\/your-compliments$/);

  const statuses = await page.evaluate(async () => {
    const misses = [];
    for (let i = 0; i < 31; i++) misses.push((await fetch(`/api/v1/compliments/code/${String(10000000 + i)}`)).status);
    return misses;
  });
  expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
  expect(statuses[30]).toBe(429);

  await page.goto(`${app.webUrl}/show-compliment?code=${demoComplimentCode}`);
  await expect(page).toHaveURL(/\/\?notice=slow-down$/);

  await page.goto(`${app.webUrl}/show-compliment-dashboard?code=${demoComplimentCode}`);
  await expect(page.getByRole("heading", { name: "Related Conversations" })).toBeVisible();
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/edit-compliment\?code=\d{8}&id=\d+$/);
  await expect(page.getByLabel("To", { exact: true })).not.toHaveValue("");
});
