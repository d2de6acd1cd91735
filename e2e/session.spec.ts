import { expect, test } from "@playwright/test";
import { SESSION_COOKIE, apiUrl, backendTokenOf, demoUsers, logIn, registerUser } from "./fixtures/session";

const menuLabels = [
  "Profile",
  "Create Compliment",
  "Search Compliment",
  "Your Compliments",
  "Compliments From Others",
  "Connections",
  "Messages",
  "Choose Ads",
];

test("a verified demo user logs in, the token stays on the server, and logout revokes it", async ({ page, context, request }) => {
  const scripts: string[] = [];
  page.on("response", async (res) => {
    const type = res.headers()["content-type"] ?? "";
    if (/javascript|html|json|x-component/.test(type)) scripts.push(await res.text().catch(() => ""));
  });

  await logIn(page, demoUsers.dana);
  await expect(page).toHaveURL(/\/your-compliments$/);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: demoUsers.dana.name })).toHaveAttribute("href", "/user-profile");
  // The most used entries sit in the bar; the rest open from the button beside the name.
  await nav.getByRole("button", { name: "Account menu" }).click();
  for (const label of menuLabels)
    await expect(nav.getByRole("link", { name: label === "Messages" ? /^Messages/ : label, exact: true })).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe("Lax");
  const token = await backendTokenOf(context);

  const session = await page.request.get("/api/auth/session");
  const sessionText = await session.text();
  expect(JSON.parse(sessionText).user).toEqual({ name: demoUsers.dana.name, email: demoUsers.dana.email });
  await page.goto("/");
  const html = await page.content();
  for (const body of [sessionText, html, ...scripts]) expect(body).not.toContain(token);
  expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);

  const me = await request.get(`${apiUrl()}/v1/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);

  await nav.getByRole("button", { name: "Account menu" }).click();
  await nav.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  const after = await request.get(`${apiUrl()}/v1/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});

test("after login the user returns to the protected page that sent them to /login", async ({ page }) => {
  await page.goto("/connections?page=2");
  await expect(page).toHaveURL(/\/login\?/);
  await page.getByLabel("Email").fill(demoUsers.sam.email);
  await page.getByLabel("Password", { exact: true }).fill(demoUsers.sam.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/connections\?page=2$/);
});

test("an unverified user sees only the brand, their name and Logout", async ({ page }) => {
  const user = await registerUser("unverified");
  await logIn(page, user);
  await expect(page.getByText("Please verify your email.")).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByText(user.name)).toBeVisible();
  await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(nav.getByRole("link")).toHaveCount(1);
});

test("a wrong password shows its message once, in the form, with no toast, keeping what was typed", async ({ page }) => {
  await page.goto("/login?reason=log-in-first");
  await expect(page.locator("[data-sonner-toast]")).toHaveText(["You must log in first!"]);
  for (const attempt of [1, 2]) {
    await page.getByLabel("Email").fill(demoUsers.dana.email);
    await page.getByLabel("Password", { exact: true }).fill(`Wrong#123${attempt}`);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText("Unauthorized access. Please check your email or password.");
    // Said once: no toast repeats it, and the reason's toast is gone.
    await expect(page.getByText("Unauthorized access. Please check your email or password.")).toHaveCount(1);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  }
  await expect(page.getByText("Invalid email or password.")).toHaveCount(0);
  await expect(page.getByLabel("Email")).toHaveValue(demoUsers.dana.email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("Wrong#1232");
});

test("the password toggle is a named button that reveals the password", async ({ page }) => {
  // Once the page is the app's (a press before then is light-pages.spec.ts's case).
  await page.goto("/login", { waitUntil: "networkidle" });
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("Secret#123");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the menu collapses, opens, closes on navigation and resets at 1024 px", async ({ page }) => {
    await logIn(page, demoUsers.sam);
    await expect(page).toHaveURL(/\/your-compliments$/);
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByRole("button", { name: "Open menu" });
    await expect(nav.getByRole("link", { name: "Connections" })).toBeHidden();
    await toggle.click();
    await expect(nav.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("link", { name: "Search Compliment" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole("link", { name: "Connections" })).toBeHidden();

    await nav.getByRole("button", { name: "Open menu" }).click();
    await expect(nav.getByRole("link", { name: "Connections" })).toBeVisible();
    // From 1024 px the bar shows its own entries and the phone menu's open state is reset.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(nav.getByRole("link", { name: "Your Compliments" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Connections" })).toBeHidden();
    // The reset itself, while wide (the phone menu's button is out of sight but keeps its state).
    await expect(nav.locator('button[aria-controls="main-menu"]')).toHaveAttribute("aria-expanded", "false");
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(nav.getByRole("link", { name: "Connections" })).toBeHidden();
    await expect(nav.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});
