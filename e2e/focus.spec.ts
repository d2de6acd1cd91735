import { expect, test, type Page } from "@playwright/test";
import { focusRing, type FocusRing } from "./fixtures/focus";
import { api, logIn, verifiedUser } from "./fixtures/session";

// WCAG 2.2 2.4.13 (Focus Appearance) as the model: whatever has keyboard focus is drawn with a ring
// at least 2 px thick whose colour has 3:1 against everything next to it.

function expectVisibleRing(ring: FocusRing | undefined, where: string) {
  expect(ring, `${where}: something has focus`).toBeDefined();
  const label = `${where}: ${ring!.name} (outline ${ring!.width}px ${ring!.color})`;
  expect(ring!.focusVisible, `${label} matches :focus-visible`).toBe(true);
  expect(ring!.width, `${label} width`).toBeGreaterThanOrEqual(2);
  expect(ring!.contrast, `${label} contrast against its surroundings`).toBeGreaterThanOrEqual(3);
  expect(ring!.clippedBy, `${label} is cut off by`).toBeUndefined();
}

/** Tabs from the top of the page to its end (or back to a stop already seen), checking every stop. */
async function tabThrough(page: Page, where: string) {
  // From the top, whatever has focus now: back out of the page before its first stop, then Tab in.
  await page.getByRole("link", { name: "Skip to content" }).focus();
  await page.keyboard.press("Shift+Tab");
  const names: string[] = [];
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    const again = await page.evaluate((first) => {
      const store = window as unknown as { focusSeen?: WeakSet<Element> };
      if (first) store.focusSeen = new WeakSet();
      const seen = store.focusSeen!;
      const el = document.activeElement;
      if (!el || el === document.body || seen.has(el)) return true;
      seen.add(el);
      return false;
    }, i === 0);
    if (again) break;
    const ring = await focusRing(page);
    expectVisibleRing(ring, where);
    names.push(ring!.name);
  }
  return names;
}

test("a field with an error shows a red 2 px ring with 3:1 when focused, and none when not", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Log In" }).click();
  const email = page.getByLabel("Email");
  const password = page.getByLabel("Password", { exact: true });
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAttribute("aria-invalid", "true");

  await password.focus();
  const unfocused = await email.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(unfocused).toBe("none");

  await email.focus();
  const ring = (await focusRing(page))!;
  expectVisibleRing(ring, "login, empty submit");
  expect(ring.ownContrast, "ring against the field's own white").toBeGreaterThanOrEqual(3);
  const [r, g, b] = (await page.evaluate((c) => {
    const ctx = document.createElement("canvas").getContext("2d")!;
    ctx.fillStyle = c;
    ctx.fillRect(0, 0, 1, 1);
    return Array.from(ctx.getImageData(0, 0, 1, 1).data);
  }, ring.color)) as number[];
  expect(r, `an error field's ring is red (${ring.color})`).toBeGreaterThan(g! + 80);
  expect(r).toBeGreaterThan(b! + 80);
});

test("a button, a link and a text field show a 2 px ring with 3:1 against the page", async ({ page }) => {
  await page.goto("/");
  for (const target of [
    page.getByLabel("Compliment code"),
    page.getByRole("button", { name: "Search Compliment" }),
    page.getByRole("link", { name: "Create an account" }),
    page.getByRole("link", { name: "Log in to write a compliment" }),
  ]) {
    await target.focus();
    const ring = (await focusRing(page))!;
    expectVisibleRing(ring, "home");
  }
  const field = page.getByLabel("Compliment code");
  await field.focus();
  expect((await focusRing(page))!.ownContrast, "the code field's ring against its own white").toBeGreaterThanOrEqual(3);
});

test("every focus stop of the home, log-in and print pages shows a ring, for a guest", async ({ page }) => {
  const author = await verifiedUser("focus");
  const { code } = (await api("/v1/compliments", { token: author.token, json: { to: "Ola", compliment: "Thanks for the ride." } })).body
    .data;
  await page.goto("/");
  expect((await tabThrough(page, "home")).length).toBeGreaterThanOrEqual(6);
  await page.goto("/login");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  expect((await tabThrough(page, "login with errors")).length).toBeGreaterThanOrEqual(5);
  for (const design of ["classic", "bright", "minimal"]) {
    await page.goto(`/print-compliment-card?code=${code}&design=${design}`);
    expect((await tabThrough(page, `print, ${design}`)).length).toBeGreaterThanOrEqual(4);
  }
});

test("every focus stop of the home and create pages shows a ring, signed in, at both widths", async ({ page }) => {
  const writer = await verifiedUser("focus");
  await logIn(page, writer);
  await expect(page).toHaveURL(/\/your-compliments$/);
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto("/");
    await tabThrough(page, `home at ${size.width}`);
    await page.goto("/create-compliment");
    await page.getByRole("button", { name: "Create Compliment" }).click();
    const names = await tabThrough(page, `create (after an empty submit) at ${size.width}`);
    expect(names.length).toBeGreaterThanOrEqual(5);
  }
});

test("tabs, selects, a checkbox, a file upload and a dialog's buttons show a ring too", async ({ page }) => {
  test.slow(); // several pages walked key by key or opened by two people: over 30 s on a loaded 2-core runner
  const writer = await verifiedUser("focus");
  const { id, code } = (await api("/v1/compliments", { token: writer.token, json: { to: "Ola", compliment: "Thanks for the ride." } })).body
    .data;
  await logIn(page, writer);
  await expect(page).toHaveURL(/\/your-compliments$/);
  const stops = await tabThrough(page, "your compliments");
  expect(stops).toContainEqual(expect.stringMatching(/^select/));

  await page.goto("/profile");
  const profile = await tabThrough(page, "profile, personal details");
  expect(profile).toContainEqual(expect.stringMatching(/^select/));
  expect(profile).toContainEqual(expect.stringMatching(/^input\[checkbox\]/));
  for (const tab of ["Profile Picture", "My Links"]) {
    await page.getByRole("tab", { selected: true }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await tabThrough(page, `profile, ${tab}`);
  }

  await page.goto(`/edit-compliment?code=${code}&id=${id}`);
  await page.getByRole("button", { name: "Delete", exact: true }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  for (const name of ["Cancel", "Delete compliment"]) {
    await expect(dialog.getByRole("button", { name })).toBeFocused();
    expectVisibleRing(await focusRing(page), "delete dialog");
    await page.keyboard.press("Tab");
  }
});

test("a toast reached with the keyboard stays while it has focus, and goes in its own time once focus leaves", async ({ page }) => {
  // The reason the page was opened with, as a toast (a refused log in says so in the form only).
  await page.goto("/login?reason=log-in-first");
  const shown = page.locator("[data-sonner-toast]");
  await expect(shown).toHaveCount(1);
  await shown.focus();
  expectVisibleRing(await focusRing(page), "a toast");
  // Toasts last 5 s: this one outlives that while it has focus.
  await page.waitForTimeout(7000);
  await expect(shown).toBeFocused();
  await expect(shown).toHaveCount(1);

  await page.getByLabel("Email").focus();
  await page.waitForTimeout(3000);
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveCount(0, { timeout: 5000 });
});
