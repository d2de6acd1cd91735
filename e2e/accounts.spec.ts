import { expect, test, type Page } from "@playwright/test";
import { linkFromOutbox } from "./fixtures/outbox";
import { logIn, registerUser, uniqueEmail } from "./fixtures/session";

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const input = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The message line under a field (empty when the field is valid). */
const fieldError = (page: Page, label: string) => input(page, label).locator("xpath=ancestor::div[2]").locator("p[id$='-error']");
const formAlert = (page: Page) => page.locator("form").getByRole("alert");

test("registration checks each field on blur, change and submit, then logs the new user in", async ({ page }) => {
  await page.goto("/register");
  const name = page.getByLabel("Name");
  const email = page.getByLabel("Email");
  const password = page.getByLabel("Password", { exact: true });
  const confirm = input(page, "Confirm Password");

  await name.focus();
  await name.blur();
  await expect(fieldError(page, "Name")).toHaveText("Name is required");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await name.pressSequentially("1x");
  await expect(fieldError(page, "Name")).toHaveText("Name is invalid");
  await email.fill("not-an-email");
  await expect(fieldError(page, "Email")).toHaveText("Email is invalid");
  await email.fill("");
  await expect(fieldError(page, "Email")).toHaveText("Email is required");
  await password.fill("short");
  await expect(fieldError(page, "Password")).toHaveText("Use upper, lower, digit, and special char from @ # % $");
  await confirm.focus();
  await confirm.blur();
  await expect(fieldError(page, "Confirm Password")).toHaveText("Password confirmation is required");
  await confirm.fill("other");
  await expect(fieldError(page, "Confirm Password")).toHaveText("Password confirmation must match the password");

  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Please fix the errors in the form.")).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  const address = uniqueEmail("register");
  await name.fill("Reggie Tester");
  await email.fill(address);
  await password.fill("Secret#123");
  await confirm.fill("Secret#123");
  for (const label of ["Name", "Email", "Password", "Confirm Password"]) await expect(fieldError(page, label)).toHaveText("");
  // A confirmation already filled in is checked again when the password changes after it.
  await password.fill("Secret#124");
  await expect(fieldError(page, "Confirm Password")).toHaveText("Password confirmation must match the password");
  await password.fill("Secret#123");
  await expect(fieldError(page, "Confirm Password")).toHaveText("");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Check your email to verify your account")).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(nav(page).getByText("Reggie Tester")).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Profile" })).toHaveCount(0);
});

test("a taken e-mail is reported under the field and nothing typed is lost", async ({ page }) => {
  const existing = await registerUser("taken");
  await page.goto("/register");
  await page.getByLabel("Name").fill("Second Person");
  await page.getByLabel("Email").fill(existing.email);
  await page.getByLabel("Password", { exact: true }).fill("Secret#123");
  await input(page, "Confirm Password").fill("Secret#123");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(fieldError(page, "Email")).toHaveText("The email has already been taken.");
  await expect(page.getByLabel("Name")).toHaveValue("Second Person");
  await expect(input(page, "Confirm Password")).toHaveValue("Secret#123");
});

test("the link in the verification e-mail verifies the account and the full menu appears", async ({ page }) => {
  const user = await registerUser("verify");
  await logIn(page, user);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/verify-email");
  await expect(page.getByRole("heading", { name: "Email Verification" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend Verification Email" })).toBeVisible();

  const verification = await linkFromOutbox(user.email, "/verify-email");
  // This browser runs on the backend's host too: only the origin tells the link is the web's.
  expect(new URL(verification).origin).toBe(new URL(process.env.E2E_BASE_URL!).origin);
  await page.goto(verification);
  await expect(page.getByText("Your email address has been verified.")).toBeVisible();
  await expect(page).toHaveURL(/\/your-compliments$/);
  await nav(page).getByRole("button", { name: "Account menu" }).click();
  await expect(nav(page).getByRole("link", { name: "Choose Ads" })).toBeVisible();

  await page.goto("/verify-email");
  await expect(page).toHaveURL(/\/your-compliments$/);
});

test("a verification link opened while logged out verifies after logging in", async ({ page }) => {
  const user = await registerUser("later");
  await page.goto(await linkFromOutbox(user.email, "/verify-email"));
  await expect(page).toHaveURL(/\/login\?/);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("Your email address has been verified.")).toBeVisible();
  await expect(page).toHaveURL(/\/your-compliments$/);
});

test("a tampered verification link is refused and a new one can be sent", async ({ page }) => {
  const user = await registerUser("tamper");
  await logIn(page, user);
  await expect(page).toHaveURL(/\/home$/);
  const link = new URL(await linkFromOutbox(user.email, "/verify-email"));
  link.searchParams.set("expires", String(Number(link.searchParams.get("expires")) + 3600));
  await page.goto(link.toString());
  await expect(page.getByText("This verification link is invalid or has expired.")).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Choose Ads" })).toHaveCount(0);

  await page.getByRole("button", { name: "Resend Verification Email" }).click();
  await expect(page.getByText("A new verification link has been sent to your email address.")).toBeVisible();
  await page.goto(await linkFromOutbox(user.email, "/verify-email", 2));
  await expect(page).toHaveURL(/\/your-compliments$/);
});

test("an unverified user can ask for a new verification link from any page", async ({ page }) => {
  const user = await registerUser("resend");
  await logIn(page, user);
  await expect(page).toHaveURL(/\/home$/);
  const banner = page.getByRole("region", { name: "Email verification" });
  await expect(banner).toContainText(user.email);
  await expect(banner.getByRole("button", { name: "Resend Verification Email" })).toBeVisible();

  await page.goto("/profile-dashboard/1");
  await banner.getByRole("button", { name: "Resend Verification Email" }).click();
  await expect(page.getByText("A new verification link has been sent to your email address.")).toBeVisible();
  await page.goto(await linkFromOutbox(user.email, "/verify-email", 2));
  await expect(page).toHaveURL(/\/your-compliments$/);
  await expect(banner).toHaveCount(0);
});

test("the banner's resend is reachable by keyboard on a phone, and a 401 asks to log in again", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const user = await registerUser("phone");
  await logIn(page, user);
  await expect(page).toHaveURL(/\/home$/);
  await page.route("**/api/v1/email/verify/resend", (route) => route.fulfill({ status: 401, json: { message: "Unauthenticated." } }));
  const resend = page.getByRole("region", { name: "Email verification" }).getByRole("button", { name: "Resend Verification Email" });
  await expect(resend).toBeInViewport();
  await resend.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Unauthorized. Please log in again.")).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Fhome$/);
});

test("the verification screen offers one resend button and no banner", async ({ page }) => {
  const user = await registerUser("screen");
  await logIn(page, user);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/verify-email");
  await expect(page.getByRole("button", { name: "Resend Verification Email" })).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Email verification" })).toHaveCount(0);
});

test("login checks a field while it is typed, not on blur, and all fields on submit", async ({ page }) => {
  await page.goto("/login");
  const email = page.getByLabel("Email");
  const password = input(page, "Password");
  await email.focus();
  await email.blur();
  await expect(fieldError(page, "Email")).toHaveText("");
  await email.pressSequentially("dana@");
  await expect(fieldError(page, "Email")).toHaveText("Email is invalid");
  await email.fill("");
  await expect(fieldError(page, "Email")).toHaveText("Email is required");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await email.pressSequentially("dana@example.com");
  await expect(fieldError(page, "Email")).toHaveText("");

  await page.getByRole("button", { name: "Log In" }).click();
  await expect(fieldError(page, "Password")).toHaveText("Password is required");
  await expect(page.getByText("Please fix the errors in the form.")).toBeVisible();
  await password.pressSequentially("short");
  await expect(fieldError(page, "Password")).toHaveText("Password must include upper, lower, digit, and special character from @ # % $");
  await expect(email).toHaveValue("dana@example.com");
  await expect(page).toHaveURL(/\/login$/);
});

test("forgot password checks the e-mail on blur, not while typing, and keeps it when sending fails", async ({ page }) => {
  await page.goto("/forgot-password");
  const email = page.getByLabel("Email");
  await email.pressSequentially("someone@");
  await expect(fieldError(page, "Email")).toHaveText("");
  await email.blur();
  await expect(fieldError(page, "Email")).toHaveText("Email is invalid");
  await email.fill("");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(fieldError(page, "Email")).toHaveText("Email is required");
  await expect(page.getByText("Please fix the errors in the form.")).toBeVisible();

  await page.route("**/api/v1/auth/forgot-password", (route) =>
    route.fulfill({ status: 422, json: { message: "The given data was invalid.", errors: { email: ["No mail can be sent there."] } } }),
  );
  await email.fill("someone@example.com");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(fieldError(page, "Email")).toHaveText("No mail can be sent there.");
  await expect(page.getByText("The given data was invalid.")).toBeVisible();
  await expect(email).toHaveValue("someone@example.com");

  await page.unroute("**/api/v1/auth/forgot-password");
  await page.route("**/api/v1/auth/forgot-password", (route) => route.fulfill({ status: 500, body: "" }));
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Failed to send reset link")).toBeVisible();
  await expect(email).toHaveValue("someone@example.com");
});

test("reset password checks on blur and keeps what was typed when the reset fails", async ({ page }) => {
  await page.goto("/reset-password?token=abc&email=someone@example.com");
  const password = input(page, "New Password");
  const confirm = input(page, "Confirm Password");
  await password.pressSequentially("weak");
  await expect(fieldError(page, "New Password")).toHaveText("");
  await password.blur();
  await expect(fieldError(page, "New Password")).toHaveText(
    "Password must include upper, lower, digit, and special character from @ # % $",
  );
  await confirm.focus();
  await confirm.blur();
  await expect(fieldError(page, "Confirm Password")).toHaveText("Confirm password is required");

  await page.route("**/api/v1/auth/reset-password", (route) => route.fulfill({ status: 500, body: "" }));
  await password.fill("Changed#456");
  await confirm.fill("Changed#456");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Failed to reset password")).toBeVisible();
  await expect(password).toHaveValue("Changed#456");
  await expect(confirm).toHaveValue("Changed#456");
  await expect(page).toHaveURL(/\/reset-password\?/);
});

test("a sixth wrong password within a minute is refused with 429", async ({ page }) => {
  const user = await registerUser("throttle");
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("Wrong#1234");
  const alert = formAlert(page);
  for (let i = 1; i <= 5; i++) {
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(alert).toHaveText("Unauthorized access. Please check your email or password.");
    await page.getByLabel("Password", { exact: true }).fill(`Wrong#123${i}`);
  }
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(alert).toHaveText(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(alert).toHaveText(/^Too many login attempts/);
});

test("forgot and reset password: the mailed link sets a new password once", async ({ page }) => {
  const user = await registerUser("reset");
  await page.goto("/forgot-password");
  const email = page.getByLabel("Email");
  await email.focus();
  await email.blur();
  await expect(fieldError(page, "Email")).toHaveText("Email is required");
  await email.fill(user.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(
    page.getByText("If that email address is registered, we have sent a password reset link. Please check your email."),
  ).toBeVisible();

  const link = await linkFromOutbox(user.email, "/reset-password");
  expect(new URL(link).origin).toBe(new URL(process.env.E2E_BASE_URL!).origin);
  await page.goto(link);
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");
  await input(page, "New Password").fill("weak");
  await input(page, "Confirm Password").focus();
  await expect(fieldError(page, "New Password")).toHaveText(
    "Password must include upper, lower, digit, and special character from @ # % $",
  );
  await input(page, "New Password").fill("Changed#456");
  await input(page, "Confirm Password").fill("Changed#999");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(fieldError(page, "Confirm Password")).toHaveText("Passwords do not match");
  await expect(page.getByText("Please fix the errors in the form.")).toBeVisible();
  await page.getByRole("button", { name: "Show confirm password" }).click();
  await input(page, "Confirm Password").fill("Changed#456");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Your password has been reset.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  await logIn(page, user);
  await expect(formAlert(page)).toHaveText("Unauthorized access. Please check your email or password.");
  await logIn(page, { email: user.email, password: "Changed#456" });
  await expect(page).toHaveURL(/\/home$/);

  await page.goto(link);
  await input(page, "New Password").fill("Again#7890");
  await input(page, "Confirm Password").fill("Again#7890");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(fieldError(page, "Email")).toHaveText("This password reset link is invalid or has expired.");
  await expect(page).toHaveURL(/\/reset-password\?/);
});

test("a reset link without token or email is invalid and leads to forgot password", async ({ page }) => {
  await page.goto("/reset-password?email=someone@example.com");
  await expect(page.getByText("Invalid reset link. Please request a new one.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("the verification screen needs a session", async ({ page }) => {
  await page.goto("/verify-email");
  await expect(page).toHaveURL(/\/login\?/);
});
