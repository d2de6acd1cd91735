import { expect, test, type Page } from "@playwright/test";
import { startWebServer, type RunningWeb } from "../scripts/lib/processes";
import { expectNoViolations } from "./fixtures/axe";
import { focusRing } from "./fixtures/focus";
import { startPausableBackend, type PausableBackend } from "./fixtures/pausable-backend";
import { linkFromOutbox } from "./fixtures/outbox";
import { api, apiUrl, logIn, registerUser, verifiedUser } from "./fixtures/session";

// A web server of its own, in front of the shared backend through a door these tests can hold
// shut: the backend stalls for this server alone, so tests running beside these are not disturbed.
let web: RunningWeb;
let backend: PausableBackend;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  backend = await startPausableBackend(apiUrl());
  web = await startWebServer(backend.url, "web-pausable");
});

test.afterAll(async () => {
  backend.paused = false;
  await web?.stop();
  await backend?.close();
});

const bar = (page: Page) => page.getByRole("navigation", { name: "Main" });
const unreachable = (page: Page) => page.getByRole("alert").filter({ hasText: "We can't reach the server right now." });

/** Runs `body` while the backend stalls for this web server, and opens the door again whatever happens. */
async function whileStalled(body: () => Promise<void>) {
  backend.paused = true;
  try {
    await body();
  } finally {
    backend.paused = false;
  }
}

test("with the backend stalled a verified user keeps the full menu, is not told to verify, and Retry brings the page back", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const writer = await verifiedUser("stalled");
  await logIn(page, writer, web.url);
  await expect(page).toHaveURL(/\/your-compliments$/);

  await whileStalled(async () => {
    await page.goto(`${web.url}/create-compliment`);
    await expect(page.getByRole("heading", { name: "Create Compliment" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Email verification" })).toHaveCount(0);
    await expect(page.getByText("is not verified yet")).toHaveCount(0);
    await expect(page.getByText("Please verify your email address")).toHaveCount(0);
    for (const entry of ["Create Compliment", "Your Compliments", "Compliments From Others"])
      await expect(bar(page).getByRole("link", { name: entry, exact: true })).toBeVisible();
    await expect(bar(page).getByRole("button", { name: "Account menu" })).toBeVisible();
    await expect(unreachable(page)).toContainText("Network error or server is down");
    await expectNoViolations(page, "the create page with the backend stalled");
  });

  await unreachable(page).getByRole("link", { name: "Retry" }).click();
  await expect(unreachable(page)).toHaveCount(0);
  await expect(page.getByLabel("To", { exact: true })).toBeVisible();
  await expect(bar(page).getByRole("link", { name: "Your Compliments", exact: true })).toBeVisible();
});

test("the session remembers an e-mail verified after log-in; a user not yet verified is not told to verify while the check cannot be made", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const user = await registerUser("stalled");
  await logIn(page, user, web.url);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("region", { name: "Email verification" })).toBeVisible();

  await whileStalled(async () => {
    await page.goto(`${web.url}/`);
    await expect(unreachable(page)).toBeVisible();
    await expect(page.getByRole("region", { name: "Email verification" })).toHaveCount(0);
    // The bar the session knows, name and Logout; no claim either way about the e-mail.
    await expect(bar(page).getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(bar(page).getByRole("link", { name: "Create Compliment", exact: true })).toHaveCount(0);
    // The verification screen cannot say either: it offers to try again instead of a resend.
    await page.goto(`${web.url}/verify-email`);
    await expect(page.getByRole("main").getByRole("alert")).toContainText("Network error or server is down");
    await expect(page.getByRole("main").getByRole("link", { name: "Retry" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend Verification Email" })).toHaveCount(0);
  });

  const link = new URL(await linkFromOutbox(user.email, "/verify-email"));
  await page.goto(`${web.url}${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/your-compliments$/);

  await whileStalled(async () => {
    await page.goto(`${web.url}/connections`);
    await expect(unreachable(page)).toBeVisible();
    await expect(bar(page).getByRole("link", { name: "Create Compliment", exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Email verification" })).toHaveCount(0);
  });
});

test("an error box on a page has a Retry that loads the page once the backend is back, with or without scripts", async ({
  page,
  browser,
}) => {
  const author = await verifiedUser("stalled");
  const { code } = (await api("/v1/compliments", { token: author.token, json: { to: "Lior", compliment: "You made the move easy." } })).body
    .data;
  const path = `/show-compliment?code=${code}`;

  await whileStalled(async () => {
    await page.goto(`${web.url}${path}`);
    const box = page.getByRole("alert").filter({ hasText: "Failed to fetch compliment details" });
    await expect(box).toContainText("Network error or server is down");
    const retry = box.getByRole("link", { name: "Retry" });
    await expect(retry).toHaveAttribute("href", path);
    await retry.focus();
    const ring = (await focusRing(page))!;
    expect(ring.width, "Retry's focus ring").toBeGreaterThanOrEqual(2);
    expect(ring.contrast, "Retry's focus ring against the red box").toBeGreaterThanOrEqual(3);

    // Without scripts, Retry is a link to the very same address.
    const plain = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await plain.goto(`${web.url}${path}`);
    await expect(plain.getByRole("alert").getByRole("link", { name: "Retry" })).toHaveAttribute("href", path);
    await plain.context().close();
  });

  await page.getByRole("alert").getByRole("link", { name: "Retry" }).press("Enter");
  await expect(page.getByText("You made the move easy.")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to fetch compliment details" })).toHaveCount(0);
  await expect(page).toHaveURL(`${web.url}${path}`);
});
