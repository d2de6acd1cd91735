import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { api, demoUsers, logIn, settled, signedIn } from "./fixtures/session";

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const barLabels = ["Create Compliment", "Your Compliments", "Compliments From Others"];
const accountLabels = ["Profile", "Search Compliment", "Connections", "Choose Ads"];

/** WCAG contrast of two CSS colours as the browser computes them (rgb()/rgba() on an opaque ground). */
async function contrast(page: Page, foreground: string, background: string): Promise<number> {
  return page.evaluate(
    ([fg, bg]) => {
      const rgb = (c: string) =>
        c
          .match(/[\d.]+/g)!
          .slice(0, 3)
          .map(Number);
      const lum = (c: string) => {
        const [r, g, b] = rgb(c).map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const [a, b] = [lum(fg!), lum(bg!)].sort((x, y) => y - x);
      return (a! + 0.05) / (b! + 0.05);
    },
    [foreground, background],
  );
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

for (const width of [1024, 1280]) {
  test(`at ${width} px the verified top bar is one row with the account menu beside the name`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await logIn(page, demoUsers.dana);
    await expect(page).toHaveURL(/\/your-compliments$/);
    const bar = nav(page);

    const rowHeight = (await box(bar)).height;
    expect(rowHeight).toBe(56);
    const header = await box(page.locator("header"));
    expect(header.height).toBeLessThanOrEqual(57);
    for (const label of barLabels) {
      const entry = await box(bar.getByRole("link", { name: label, exact: true }));
      expect(entry.height, `${label} on one line`).toBeLessThan(40);
      expect(entry.y + entry.height).toBeLessThanOrEqual(header.y + header.height);
    }
    await expect(bar.getByRole("link", { name: /^Messages/ })).toBeVisible();
    await expect(bar.getByRole("link", { name: demoUsers.dana.name })).toHaveAttribute("href", "/user-profile");
    await expect(bar.getByRole("button", { name: "Open menu" })).toBeHidden();
    for (const label of accountLabels) await expect(bar.getByRole("link", { name: label, exact: true })).toBeHidden();

    // The toggle beside the name: a disclosure button that names what it controls.
    const toggle = bar.getByRole("button", { name: "Account menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    for (const label of accountLabels) await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
    expect((await box(nav(page))).height).toBe(rowHeight);

    // Escape closes it and gives focus back to the toggle.
    await menu.getByRole("link", { name: "Profile" }).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // A click outside closes it.
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.locator("main h1").click();
    await expect(menu).toBeHidden();

    // Following an entry closes it.
    await toggle.click();
    await menu.getByRole("link", { name: "Connections" }).click();
    await expect(page).toHaveURL(/\/connections$/);
    await expect(page.getByRole("heading", { name: "Your Connections" })).toBeVisible();
    await expect(menu).toBeHidden();
  });
}

test("every focusable thing in the top bar gets a 2 px ring with 3:1 against the bar", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, demoUsers.dana);
  await expect(page).toHaveURL(/\/your-compliments$/);
  await nav(page).getByRole("button", { name: "Account menu" }).click();
  const focusables = page.locator("header").locator("a:visible, button:visible");
  const count = await focusables.count();
  expect(count).toBeGreaterThanOrEqual(12);
  await page.keyboard.press("Escape");

  // Walk the bar with the keyboard, from the skip link on, opening the menu when its toggle comes up.
  await page.getByRole("link", { name: "Skip to content" }).focus();
  const seen = new Set<string>();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press("Tab");
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      if (!el.closest("header")) return undefined;
      const style = getComputedStyle(el);
      // The ground right around the element: the nearest ancestor with a background of its own.
      let ground: Element | null = el.parentElement;
      while (ground && getComputedStyle(ground).backgroundColor === "rgba(0, 0, 0, 0)") ground = ground.parentElement;
      return {
        name: el.textContent?.trim() || el.getAttribute("aria-label") || el.tagName,
        width: style.outlineWidth,
        style: style.outlineStyle,
        color: style.outlineColor,
        ground: ground ? getComputedStyle(ground).backgroundColor : "rgb(255, 255, 255)",
        expanded: el.getAttribute("aria-expanded"),
      };
    });
    if (!ring) break;
    seen.add(ring.name);
    expect(ring.width, ring.name).toBe("2px");
    expect(ring.style, ring.name).toBe("solid");
    expect(await contrast(page, ring.color, ring.ground), `${ring.name} ring contrast`).toBeGreaterThanOrEqual(3);
    if (ring.expanded === "false") await page.keyboard.press("Enter");
  }
  expect(seen.size).toBe(count);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu button opens every entry; Escape and navigation close it", async ({ page }) => {
    await logIn(page, demoUsers.sam);
    await expect(page).toHaveURL(/\/your-compliments$/);
    const bar = nav(page);
    expect((await box(bar)).height).toBe(56);
    const toggle = bar.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await toggle.click();
    await expect(bar.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    for (const label of [...barLabels, ...accountLabels]) await expect(panel.getByRole("link", { name: label, exact: true })).toBeVisible();
    await expect(panel.getByRole("link", { name: /^Messages/ })).toBeVisible();
    await expect(panel.getByRole("link", { name: demoUsers.sam.name })).toHaveAttribute("href", "/user-profile");
    await expect(panel.getByRole("button", { name: "Logout" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(panel.getByRole("link", { name: "Connections" })).toBeHidden();
    await expect(bar.getByRole("button", { name: "Open menu" })).toBeFocused();

    await toggle.click();
    await panel.getByRole("link", { name: "Compliments From Others" }).click();
    await expect(page).toHaveURL(/\/compliments-from-others$/);
    await expect(panel.getByRole("link", { name: "Connections" })).toBeHidden();

    // Even an entry for the page already shown closes it.
    await toggle.click();
    await panel.getByRole("link", { name: "Compliments From Others" }).click();
    await expect(panel.getByRole("link", { name: "Connections" })).toBeHidden();
  });

  test("a guest's bar has the brand and Login only", async ({ page }) => {
    await page.goto("/");
    await expect(nav(page).getByRole("link")).toHaveText(["Compliments", "Login"]);
    await expect(nav(page).getByRole("button")).toHaveCount(0);
    expect((await box(nav(page))).height).toBe(56);
  });

  test("lists become cards of label: value lines, actions kept", async ({ browser }) => {
    test.slow(); // two people log in and open four lists
    const page = await signedIn(browser, demoUsers.dana);
    await page.setViewportSize({ width: 390, height: 844 });
    // As cards the rows are no longer a table to assistive technology: found by their caption.
    const table = (caption: string, on: Page = page) => on.locator("table", { has: on.locator("caption", { hasText: caption }) });
    const labelsOf = (row: Locator) =>
      row.locator(":scope > td").evaluateAll((cells) => cells.map((c) => getComputedStyle(c, "::before").content.replaceAll('"', "")));

    await page.goto("/your-compliments");
    const yours = table("Your compliments");
    const first = yours.locator("tbody").first();
    expect(await labelsOf(first.locator("tr").first())).toEqual(expect.arrayContaining(["Number", "To", "Viewed", "Claimed"]));
    await expect(first.getByRole("link", { name: /^Edit \d{8}$/ })).toBeVisible();
    await expect(yours.locator("thead th").first()).not.toBeInViewport();
    const card = await box(first);
    expect(card.width).toBeLessThanOrEqual(390);

    await page.goto("/messages-list");
    const conversations = table("Your conversations");
    expect(await labelsOf(conversations.locator("tbody tr").first())).toEqual(["Name", "Profile", "Unread Messages", "Date"]);
    await expect(conversations.getByRole("link", { name: demoUsers.sam.name })).toBeVisible();
    await page.close();

    const sam = await signedIn(browser, demoUsers.sam);
    await sam.setViewportSize({ width: 390, height: 844 });
    await sam.goto("/compliments-from-others");
    const claimed = table("Compliments you have claimed", sam);
    expect(await labelsOf(claimed.locator("tbody tr").first())).toEqual(["Number", "From", "Compliment", "Time"]);
    await sam.goto("/connections");
    const connections = table("Your connections", sam);
    expect(await labelsOf(connections.locator("tbody tr").first())).toEqual(["Name", "Profile picture"]);
    await expect(connections.getByRole("link", { name: demoUsers.dana.name, exact: true })).toBeVisible();
  });
});

test.describe("toasts", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`sit below the top bar at ${viewport.width} px, meet AA contrast, and leave with the page`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await page.getByLabel("Compliment code").fill("12");
      await page.getByRole("button", { name: "Search Compliment" }).click();
      const toast = page.locator("[data-sonner-toast]").first();
      await expect(toast).toBeVisible();
      await expect(toast).toHaveAttribute("data-type", "error");
      await expect(toast).toHaveAttribute("data-mounted", "true");
      // Held while the pointer is on it (sonner pauses its timer): the checks below can outlast its 5 s on a busy machine.
      await toast.hover();
      await page.waitForTimeout(500); // the slide-in transition
      const header = await box(page.locator("header"));
      expect((await box(toast)).y).toBeGreaterThanOrEqual(header.y + header.height);

      // The text colour of every toast type against its background, as the page styles them.
      const colours = await page.locator("[data-sonner-toaster]").evaluate((el) => {
        const style = getComputedStyle(el);
        return ["success", "info", "warning", "error"].map((type) => ({
          type,
          text: style.getPropertyValue(`--${type}-text`).trim(),
          bg: style.getPropertyValue(`--${type}-bg`).trim(),
        }));
      });
      const toRgb = (css: string) =>
        page.evaluate((c) => {
          const probe = document.createElement("i");
          probe.style.color = c;
          document.body.append(probe);
          const rgb = getComputedStyle(probe).color;
          probe.remove();
          return rgb;
        }, css);
      for (const { type, text, bg } of colours) {
        expect(await contrast(page, await toRgb(text), await toRgb(bg)), `${type} toast`).toBeGreaterThanOrEqual(4.5);
      }
      const shown = await toast.evaluate((el) => ({ color: getComputedStyle(el).color, bg: getComputedStyle(el).backgroundColor }));
      expect(await contrast(page, shown.color, shown.bg)).toBeGreaterThanOrEqual(4.5);

      // Following a link leaves the toast behind.
      await nav(page).getByRole("link", { name: "Login" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    });
  }

  test("a toast raised for the next page still shows there", async ({ page }) => {
    // A redirect's reason, shown on arrival.
    await page.goto("/connections");
    await expect(page).toHaveURL(/\/login\?/);
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Please log in to access this page." })).toBeVisible();
    // The outcome of the form that navigates, raised just before leaving: the earlier toast goes, this one stays,
    // even when the next page takes longer than a toast's 5 s to come: its time starts there.
    await page.route(
      /\/connections\?_rsc=/,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 6_000));
        await route.continue();
      },
      { times: 1 },
    );
    await page.getByLabel("Email").fill(demoUsers.dana.email);
    await page.getByLabel("Password", { exact: true }).fill(demoUsers.dana.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/connections$/, { timeout: 20_000 });
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Login successful." })).toBeVisible();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Please log in to access this page." })).toHaveCount(0);
    // Held only until the page came: there it goes after its own 5 s.
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Login successful." })).toHaveCount(0);
  });
});

test.describe("no sideways scrolling at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  const overflowing = async (page: Page, paths: string[]) => {
    const wide: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await settled(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width <= 320) continue;
      // Name the widest culprits, so a failure says where to look.
      const culprits = await page.evaluate(() =>
        Array.from(document.querySelectorAll("body *"))
          .filter((el) => el.getBoundingClientRect().right > 321)
          .filter((el) => !Array.from(el.children).some((child) => child.getBoundingClientRect().right > 321))
          .slice(0, 3)
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} "${el.textContent?.slice(0, 40)}"`),
      );
      wide.push(`${path} (${width} px: ${culprits.join(" | ")})`);
    }
    return wide;
  };

  test("as a guest", async ({ page }) => {
    test.setTimeout(90_000);
    const paths = [
      "/",
      "/home",
      "/login",
      "/register",
      "/forgot-password",
      "/reset-password?token=abc&email=someone%40example.com",
      "/show-compliment?code=12345678",
      "/print-compliment-card?code=12345678",
      "/profile-dashboard/1",
      "/ads/1",
      "/ads/5",
      "/no/such/page",
    ];
    expect(await overflowing(page, paths)).toEqual([]);
  });

  test("logged in", async ({ browser }) => {
    test.setTimeout(180_000);
    const login = await api("/v1/auth/login", { json: { email: demoUsers.dana.email, password: demoUsers.dana.password } });
    const token = login.body.data.token as string;
    const own = await api("/v1/compliments?page=1&limit=10", { token });
    const compliment = own.body.data.find((c: { code: string }) => c.code === "48151623");
    const conversations = await api("/v1/compliments/conversations?page=1&limit=10", { token });
    const conversation = conversations.body.data[0];
    const page = await signedIn(browser, demoUsers.dana);
    await page.setViewportSize({ width: 320, height: 640 });
    const paths = [
      "/",
      "/profile",
      "/user-profile",
      "/create-compliment",
      `/create-compliment-code?code=${compliment.code}&id=${compliment.id}`,
      `/send-message?to=2`,
      "/messages",
      `/conversation?id=${conversation.id}`,
      "/connections",
      "/messages-list",
      "/compliments-from-others",
      "/your-compliments",
      `/show-compliment-dashboard?code=${compliment.code}`,
      `/edit-compliment?code=${compliment.code}&id=${compliment.id}`,
      "/choose-ads",
      "/business-profile/1",
      "/profile-dashboard",
      "/profile-dashboard/2",
      "/ads/1",
      `/show-compliment?code=${compliment.code}`,
      `/print-compliment-card?code=${compliment.code}`,
    ];
    expect(await overflowing(page, paths)).toEqual([]);
  });
});

test.describe("loading states", () => {
  /**
   * Routes that render in full before answering: the public compliment, its card and the join page its Claim and Reply lead a guest to
   * (read and cached without JavaScript), pages whose 404 status must survive, and /dashboard, which only redirects (a 307, not a
   * redirect made by the browser after a loading state).
   */
  const rendersInFull = [
    "(public)/show-compliment",
    "(public)/print-compliment-card",
    "(public)/join",
    // The guest's Report form a cached compliment page links to, read without JavaScript like it; and the static rules.
    "(public)/report-compliment",
    "(public)/rules",
    // Operators only: anyone else must get the 404 status, which a loading state would turn into a 200.
    "(account)/moderation",
    "(account)/moderation/log",
    "(public)/profile-dashboard/[id]",
    "(account)/edit-compliment",
    "(account)/send-message",
    "(account)/dashboard",
  ];

  test("every other page has a loading.tsx on its way", () => {
    const pages: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(join(dir, entry.name));
        else if (entry.name === "page.tsx") pages.push(dir);
      }
    };
    walk("app");
    const missing = pages.filter((dir) => {
      const route = dir.replace(/^app\/?/, "");
      if (rendersInFull.includes(route)) return false;
      // The nearest loading.tsx at or above the page, below app/ itself (a root one would cover the exceptions).
      for (let d = dir; d !== "app"; d = d.slice(0, d.lastIndexOf("/"))) if (existsSync(join(d, "loading.tsx"))) return false;
      return true;
    });
    expect(pages.length).toBeGreaterThan(25);
    expect(missing).toEqual([]);
    expect(existsSync("app/loading.tsx")).toBe(false);
  });

  test("a slow navigation shows the route's skeleton and status at once", async ({ page }) => {
    await logIn(page, demoUsers.sam);
    await expect(page).toHaveURL(/\/your-compliments$/);
    // Hold the navigation's answer (not the prefetches) for 8 s: long enough that a busy machine's
    // slow click and render still show the skeleton well before it comes.
    let held = 0;
    let released = false;
    await page.route(/\/compliments-from-others(\?|$)/, async (route) => {
      const headers = route.request().headers();
      const prefetch = Object.keys(headers).some((h) => h.includes("prefetch"));
      if (headers.rsc && !prefetch) {
        held++;
        await new Promise((resolve) => setTimeout(resolve, 8000));
        released = true;
      }
      await route.continue();
    });
    await settled(page);
    await nav(page).getByRole("link", { name: "Compliments From Others" }).click();
    // Shown while the page's answer is still held back, not after it came.
    await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toBeVisible({ timeout: 6000 });
    expect(released).toBe(false);
    await expect(page.getByRole("heading", { name: "Compliments from Others" })).toBeVisible();
    expect(held).toBeGreaterThan(0);
  });
});

test.describe("the home page", () => {
  test("offers a guest both paths: the code entry, and writing after logging in", async ({ page }) => {
    await page.goto("/");
    const card = page.getByRole("region", { name: "I got a card — enter the code" });
    await expect(card.getByLabel("Compliment code")).toBeVisible();
    await card.getByLabel("Compliment code").fill("12345678");
    await card.getByRole("button", { name: "Search Compliment" }).click();
    await expect(page).toHaveURL(/\/show-compliment\?code=12345678$/);

    await page.goto("/home");
    const write = page.getByRole("region", { name: "Write a compliment" });
    await write.getByRole("link", { name: "Log in to write a compliment" }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fcreate-compliment$/);
    await page.getByLabel("Email").fill(demoUsers.dana.email);
    await page.getByLabel("Password", { exact: true }).fill(demoUsers.dana.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/create-compliment$/);
  });

  test("takes a logged-in writer straight to the form", async ({ browser }) => {
    const page = await signedIn(browser, demoUsers.dana);
    await page.goto("/");
    await page.getByRole("region", { name: "Write a compliment" }).getByRole("link", { name: "Write a compliment" }).click();
    await expect(page).toHaveURL(/\/create-compliment$/);
  });
});
