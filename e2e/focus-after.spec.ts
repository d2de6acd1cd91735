import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { freePort, startProcess, stopProcess, WEB_SERVER } from "../scripts/lib/processes";
import { expectNoViolationsAt } from "./fixtures/axe";
import { api, logIn, registerUser, signedIn, verifiedUser } from "./fixtures/session";

// Where keyboard focus goes after a toast, a dialog or a removal: where the user sent it, or the
// control that took the removed one's place, or the nearest heading; never the page itself (<body>).

const gift = { to: "Rosa Recipient", compliment: "You turned a long queue into the best part of my day." };

/** Where focus is: "body" when on the page itself, "toast" inside the toasts, else the element's tag and name. */
const focusIs = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    if (el.closest("[data-sonner-toaster]")) return "toast";
    if (el.hasAttribute("data-probe")) return "the stop before the toast";
    return `${el.tagName.toLowerCase()} ${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? ""}`;
  });

/**
 * Shows an error toast on the log-in page (the reason it was opened with: a refused log in says so
 * in the form only), puts focus on the page's last stop before the toasts (marked), and Tabs from
 * there into the toast.
 */
async function tabIntoToast(page: Page) {
  await page.goto("/login?reason=log-in-first");
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
  await page.evaluate(() => {
    const stops = Array.from(document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]")).filter(
      (el) =>
        el.tabIndex >= 0 && !el.closest("[data-sonner-toaster]") && el.getClientRects().length > 0 && !(el as HTMLButtonElement).disabled,
    );
    const last = stops.at(-1)!;
    last.setAttribute("data-probe", "");
    last.focus();
  });
  await page.keyboard.press("Tab");
  expect(await focusIs(page)).toBe("toast");
}

test("Tab from the last link through a toast goes on out of the page: no bounce back to the link, no pull back into the toast", async ({
  page,
}) => {
  await tabIntoToast(page);
  // The toast, then its close button, then out of the page.
  const stops: string[] = [];
  for (let i = 0; i < 4 && (await focusIs(page)) === "toast"; i++) {
    await page.keyboard.press("Tab");
    stops.push(await focusIs(page));
  }
  const left = stops.at(-1);
  expect(left, `stops after the toast: ${stops.join(" → ")}`).not.toBe("toast");
  expect(left, "focus is not sent back to the stop before the toast").not.toBe("the stop before the toast");
  // And stays where the user sent it while the toast is still there, however long.
  await page.waitForTimeout(1500);
  expect(await focusIs(page)).toBe(left);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
  // Tab again starts the page over from the top; the toast does not take focus back.
  await page.keyboard.press("Tab");
  expect(await focusIs(page)).not.toBe("toast");
  expect(await focusIs(page)).not.toBe("the stop before the toast");
});

test("closing the toast that has focus sends focus back to where it came from, not to the page", async ({ page }) => {
  await tabIntoToast(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Close toast" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expect.poll(() => focusIs(page)).toBe("the stop before the toast");
});

test("a toast from a failed try does not follow the user to the page of the try that worked", async ({ page }) => {
  const author = await verifiedUser("author");
  await logIn(page, author);
  await expect(page).toHaveURL(/\/your-compliments$/);
  await page.goto("/create-compliment");
  await page.getByRole("button", { name: "Create Compliment" }).click();
  const fixErrors = page.locator("[data-sonner-toast]", { hasText: "Please fix the errors in the form." });
  await expect(fixErrors).toHaveCount(1);
  // The pointer on it keeps it (sonner pauses under the pointer) while the form is put right.
  await fixErrors.hover();
  await page.getByLabel("To", { exact: true }).fill(gift.to);
  await page.getByLabel("Compliment", { exact: true }).fill(gift.compliment);
  await expect(fixErrors).toHaveCount(1);
  await page.getByRole("button", { name: "Create Compliment" }).click();
  await expect(page).toHaveURL(/\/create-compliment-code\?/);
  await expect(page.getByText("Compliment created successfully.", { exact: false })).toBeVisible();
  await expect(fixErrors).toHaveCount(0);
});

test('"No" on "Is that you?", asked on arrival, leaves focus on Claim; axe finds nothing at 1280 and 390 px', async ({ browser }) => {
  test.slow();
  const author = await verifiedUser("giver");
  const { code } = (await api<{ data: { code: string } }>("/v1/compliments", { token: author.token, json: gift })).body.data;
  const reader = await registerUser("reader");
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/show-compliment?code=${code}`);
  await page.getByRole("button", { name: "Claim", exact: true }).click();
  await page.getByRole("link", { name: "Log In", exact: true }).click();
  await page.getByLabel("Email").fill(reader.email);
  await page.getByLabel("Password", { exact: true }).fill(reader.password);
  await page.getByLabel("Password", { exact: true }).press("Enter");

  // Back on the compliment, asked on arrival: nothing on the page had focus before the question.
  const question = page.getByRole("dialog", { name: `This compliment is for ${gift.to}. Is that you?` });
  await expect(question).toBeVisible();
  await expect(question.getByRole("button", { name: "No" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(question).toBeHidden();
  const claim = page.getByRole("button", { name: "Claim", exact: true });
  await expect(claim).toBeFocused();
  await expect(claim).toBeVisible();
  expect(await focusIs(page)).not.toBe("body");
  expect((await api(`/v1/compliments/code/${code}`)).body.data.is_claimed).toBe(false);
  await expectNoViolationsAt(page, "compliment page after No");
});

test("Reply opens its compose view with focus in the message box; axe finds nothing there at 1280 and 390 px", async ({ browser }) => {
  test.slow();
  const author = await verifiedUser("giver");
  const { code } = (await api<{ data: { code: string } }>("/v1/compliments", { token: author.token, json: gift })).body.data;
  const reader = await verifiedUser("reader");
  const page = await signedIn(browser, reader);
  await page.goto(`/show-compliment?code=${code}`);
  await page.getByRole("button", { name: "Reply" }).press("Enter");
  await expect(page).toHaveURL(`/conversation?code=${code}`);
  await expect(page.getByLabel("New Message")).toBeFocused();
  await page.keyboard.type("Thank you, that made my week.");
  await expect(page.getByLabel("New Message")).toHaveValue("Thank you, that made my week.");
  await expectNoViolationsAt(page, "Reply's compose view");
});

test("removing a favourite gives focus to the next card's Remove, and to the heading once none is left; axe at both widths", async ({
  browser,
}) => {
  test.slow();
  const user = await verifiedUser("fan");
  const ads = (await api<{ data: { id: number }[] }>("/v1/ads", { token: user.token })).body.data.slice(0, 2);
  expect(ads).toHaveLength(2);
  for (const ad of ads) expect((await api(`/v1/ads/${ad.id}/toggle-favorite`, { token: user.token, method: "POST" })).status).toBe(200);
  const page = await signedIn(browser, user);
  await page.goto("/choose-ads");
  const removes = page.getByRole("button", { name: /^Remove .* from favourites$/ });
  await expect(removes).toHaveCount(2);
  const second = await removes.nth(1).textContent();
  await removes.first().focus();
  await page.keyboard.press("Enter");
  await expect(removes).toHaveCount(1);
  await expect(removes.first()).toBeFocused();
  expect(await removes.first().textContent()).toBe(second);
  await expectNoViolationsAt(page, "favourites after a removal");
  await page.keyboard.press("Enter");
  await expect(page.getByText("No favorite ads")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expectNoViolationsAt(page, "favourites once empty");
});

test("removing a site on the profile gives focus to the Remove of the site that took its place", async ({ browser }) => {
  test.slow();
  const user = await verifiedUser("linker");
  const page = await signedIn(browser, user);
  await page.goto("/profile");
  await page.getByRole("tab", { name: "My Links" }).click();
  const removes = page.getByRole("button", { name: /^Remove site \d+$/ });
  await expect(removes).toHaveCount(3);
  await page.getByLabel("Site Name 2", { exact: true }).fill("second");
  await page.getByLabel("Site Name 3", { exact: true }).fill("third");
  await removes.nth(1).focus();
  await page.keyboard.press("Enter");
  await expect(removes).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Remove site 2" })).toBeFocused();
  await expect(page.getByLabel("Site Name 2", { exact: true })).toHaveValue("third");
  // The last one: the site before it takes focus; with one left (no Remove), its name field does.
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Site Name 1", { exact: true })).toBeFocused();
  await expectNoViolationsAt(page, "profile links after removals");
});

test("the profile picture's camera buttons hand focus to the ones that replace them", async ({ browser }) => {
  test.slow();
  const user = await verifiedUser("picture");
  const page = await signedIn(browser, user);
  await page.goto("/profile");
  await page.getByRole("tab", { name: "Profile Picture" }).click();
  await page.getByRole("button", { name: "WebCam" }).press("Enter");
  await expect(page.getByRole("button", { name: "Capture Photo" })).toBeFocused();
  await page.getByRole("button", { name: "Cancel" }).press("Enter");
  await expect(page.getByRole("button", { name: "WebCam" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => (document.querySelector("video") as HTMLVideoElement | null)?.videoWidth);
  await page.getByRole("button", { name: "Capture Photo" }).press("Enter");
  await expect(page.getByRole("button", { name: "Save Picture" })).toBeFocused();
  await expectNoViolationsAt(page, "profile picture after a capture");
});

test("the Starting… page npm start shows until the backend answers: 503, Retry-After, a Retry link, axe at 1280 and 390 px", async ({
  page,
}) => {
  test.slow();
  // The web server as npm start runs it, in front of a backend that is not up (nothing listens there).
  const port = await freePort();
  const web = startProcess(
    [...WEB_SERVER, "--wait-for-backend"],
    {
      PORT: String(port),
      API_URL: `http://127.0.0.1:${await freePort()}`,
      APP_URL: `http://localhost:${port}`,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      NODE_ENV: "production",
    },
    "web-starting",
  );
  try {
    const url = `http://localhost:${port}/login`;
    await expect.poll(async () => (await fetch(url).catch(() => undefined))?.status, { timeout: 60_000, intervals: [250] }).toBe(503);
    const res = await fetch(url);
    expect(res.headers.get("retry-after")).toBe("2");
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1, name: "Starting…" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Retry" })).toHaveAttribute("href", "/login");
    await expectNoViolationsAt(page, "the Starting… page");
  } finally {
    await stopProcess(web);
  }
});
