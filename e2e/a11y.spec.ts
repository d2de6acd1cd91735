import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoViolations } from "./fixtures/axe";
import { api, demoUsers, logIn, registerUser, settled, verifiedUser } from "./fixtures/session";

// axe (WCAG 2.2 A and AA) on every page, as a guest and logged in, at desktop and phone widths,
// and on the states a page can be left in: a toast, field errors, an open menu.

const widths = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
];

type Who = "guest" | "author" | "reader" | "unverified" | "owner";
type World = { code: string; id: number; conversationId: number; authorId: number; readerId: number; adId: number };

let world: World;
const storage: Partial<Record<Who, Awaited<ReturnType<Awaited<ReturnType<Browser["newContext"]>>["storageState"]>>>> = {};
const users: Partial<Record<Exclude<Who, "guest">, { email: string; password: string }>> = {};

test.beforeAll(async () => {
  const author = await verifiedUser("author");
  const reader = await verifiedUser("reader");
  users.author = author;
  users.reader = reader;
  users.unverified = await registerUser("unverified");
  users.owner = demoUsers.cafe;
  const [ad] = (await api("/v1/ads", { token: author.token })).body.data;
  const created = (
    await api("/v1/compliments", { token: author.token, json: { to: "Robin Reader", compliment: "Thank you for the help." } })
  ).body.data;
  await api(`/v1/compliments/code/${created.code}`, { token: reader.token });
  const reply = await api(`/v1/compliments/${created.id}/conversation-messages`, { token: reader.token });
  const conversationId = reply.body.conversation.id as number;
  await api("/v1/compliments/conversations/messages", {
    token: reader.token,
    json: { conversation_id: conversationId, message: "Thank you!" },
  });
  await api("/v1/compliments/conversations/messages", {
    token: author.token,
    json: { conversation_id: conversationId, message: "You're welcome." },
  });
  const idOf = async (token: string) => (await api("/v1/auth/me", { token })).body.data.id as number;
  world = {
    code: created.code,
    id: created.id,
    conversationId,
    authorId: await idOf(author.token),
    readerId: await idOf(reader.token),
    adId: ad.id,
  };
});

/** A page in a fresh context for `who` at the given size; logging in happens once per user. */
async function open(browser: Browser, who: Who, size: { width: number; height: number }): Promise<Page> {
  const user = who === "guest" ? undefined : users[who];
  if (user && !storage[who]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, user);
    await expect(page).not.toHaveURL(/\/login/);
    storage[who] = await context.storageState();
    await context.close();
  }
  // Reduced motion: axe measures a toast at its final colours, not halfway through fading in.
  const context = await browser.newContext({ viewport: size, storageState: storage[who], reducedMotion: "reduce" });
  return context.newPage();
}

async function settle(page: Page) {
  await settled(page);
  await expect(page.locator("[role=status][aria-busy=true], [data-loading]")).toHaveCount(0);
}

/** Every page, with {placeholders} filled from the world made in beforeAll. */
const pages: Array<[Who, string]> = [
  ...[
    "/",
    "/home",
    "/login",
    "/register",
    "/forgot-password",
    "/reset-password?token=abc&email=ann%40example.com",
    "/unsubscribe?token=abc",
    "/no-such-page",
    "/rules",
  ].map((path): [Who, string] => ["guest", path]),
  ...[
    "/show-compliment?code={code}",
    "/join?code={code}&action=claim",
    "/print-compliment-card?code={code}",
    "/profile-dashboard/{authorId}",
    "/ads/{adId}",
  ].map((path): [Who, string] => ["guest", path]),
  ...[
    // Not /dashboard: it only redirects to /your-compliments, below.
    "/profile",
    "/user-profile",
    "/profile-dashboard",
    "/profile-dashboard/{readerId}",
    "/create-compliment",
    "/create-compliment-code?code={code}",
    "/edit-compliment?code={code}&id={id}",
    "/show-compliment-dashboard?code={code}",
    "/show-your-compliment?code={code}",
    "/your-compliments",
    "/compliments-from-others",
    "/connections",
    "/messages-list",
    // Without an id /messages only redirects home (after its loading state, in the browser).
    "/messages?id={conversationId}",
    "/conversation?id={conversationId}",
    "/send-message?to={readerId}",
    "/choose-ads",
    "/business-profile/{adId}",
  ].map((path): [Who, string] => ["author", path]),
  ["reader", "/show-compliment?code={code}"],
  ["reader", "/compliments-from-others"],
  ["owner", "/business"],
  ["owner", "/business/redeem"],
  ["unverified", "/verify-email"],
];

const filled = (path: string) => path.replace(/\{(\w+)\}/g, (_, key: keyof World) => String(world[key]));

for (const [who, path] of pages) {
  test(`${who}: ${path} has no WCAG 2.2 A/AA violations at either width`, async ({ browser }) => {
    // One load, then the phone width by resizing: the layout is CSS and resize-aware components, so
    // a second load of the same page at 390 px only spent time (these 38 tests: 319 s → 241 s).
    const page = await open(browser, who, widths[0]!);
    await page.goto(filled(path));
    // The page scanned is the page named: not a redirect to log in or home, not an error box alone.
    const named = new URL(filled(path), "http://named");
    await expect(page).toHaveURL((url) => url.pathname === named.pathname);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    for (const size of widths) {
      await page.setViewportSize(size);
      await settle(page);
      await expectNoViolations(page, `${who} ${filled(path)} at ${size.name}`);
    }
    await page.context().close();
  });
}

test("a failed log in's message, a toast and field errors pass too", async ({ browser }) => {
  test.slow(); // four axe runs, each several seconds on two shared cores
  for (const size of widths) {
    const page = await open(browser, "guest", size);
    await page.goto("/login");
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByLabel("Password", { exact: true }).fill("Wrong#1234");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText("Unauthorized access. Please check your email or password.");
    await expectNoViolations(page, `login failure message at ${size.name}`);

    await page.goto("/register");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expectNoViolations(page, `register errors and their toast at ${size.name}`);
    await page.context().close();
  }
});

test("the create form with its errors, and the chat after a send, pass too", async ({ browser }) => {
  test.slow(); // four axe runs, each several seconds on two shared cores
  for (const size of widths) {
    const page = await open(browser, "author", size);
    await page.goto("/create-compliment");
    await page.getByLabel("To", { exact: true }).fill("12");
    await page.getByLabel("To", { exact: true }).blur();
    await expect(page.getByText("Recipient name must be 3-30 characters and not just numbers.")).toBeVisible();
    await expectNoViolations(page, `create form errors at ${size.name}`);

    await page.goto(`/conversation?id=${world.conversationId}`);
    await page.getByRole("textbox").last().fill(`Sent at ${size.name}`);
    await page.keyboard.press("Enter");
    await expect(page.getByText(`Sent at ${size.name}`)).toBeVisible();
    await expectNoViolations(page, `chat after a send at ${size.name}`);
    await page.context().close();
  }
});

test("an open ad search, with its matches and with none, passes too", async ({ browser }) => {
  test.slow(); // four axe runs, each several seconds on two shared cores
  for (const size of widths) {
    const page = await open(browser, "author", size);
    await page.goto(filled("/create-compliment-code?code={code}"));
    const field = page.getByRole("combobox", { name: "Ad 1", exact: true });
    await field.fill("a");
    const list = page.getByRole("listbox", { name: "Ad 1 options" });
    await expect(list.getByRole("option").nth(2)).toBeVisible();
    await expect(list.getByRole("option", { name: "Searching…" })).toHaveCount(0);
    await page.keyboard.press("ArrowDown");
    await expectNoViolations(page, `open ad search at ${size.name}`);
    await field.fill("no such ad anywhere");
    await expect(list.getByRole("option", { name: "No ads match" })).toBeVisible();
    await expectNoViolations(page, `ad search without matches at ${size.name}`);
    await page.context().close();
  }
});
