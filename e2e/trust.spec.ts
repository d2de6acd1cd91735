import { expect, test, type Page } from "@playwright/test";
import { watchViolations } from "./fixtures/csp";
import { api, logIn, registerUser, signedIn, submitLogIn, verifiedUser } from "./fixtures/session";

type Created = { id: number; code: string };

const compliment = { to: "Noor Haddad", compliment: "Your calm turned a bad day around.", note: "the nurse on ward 4" };

async function writeCompliment(token: string, ads: number[] = []) {
  const created = await api<{ data: Created }>("/v1/compliments", { token, json: compliment });
  expect(created.status).toBe(201);
  if (ads.length)
    expect((await api(`/v1/compliments/${created.body.data.id}`, { token, method: "PATCH", json: { ads } })).status).toBe(200);
  return created.body.data;
}

/** Calls the forwarder from one of the app's own pages, as the browser's code does. */
const fromApp = (page: Page, path: string, method = "GET") =>
  page.evaluate(async ([p, m]) => (await fetch(`/api/v1/${p}`, { method: m })).status, [path, method] as const);

test("a stranger can neither claim nor reply by id; opening the compliment with its code lets them do both", async ({ page }) => {
  const author = await verifiedUser("author");
  const { id, code } = await writeCompliment(author.token);
  const stranger = await registerUser("stranger");
  await logIn(page, stranger);
  await expect(page).toHaveURL(/\/home$/);

  expect(await fromApp(page, `compliments/${id}/claim`, "POST")).toBe(404);
  expect(await fromApp(page, `compliments/${id}/conversation-messages`)).toBe(404);
  expect((await api(`/v1/compliments/code/${code}`, { token: author.token })).body.data.is_claimed).toBe(false);

  await page.goto(`/show-compliment?code=${code}`);
  await page.getByRole("button", { name: "Claim" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, keep it" }).click();
  await expect(page.getByRole("heading", { name: "It's yours — say thank you?" })).toBeVisible();
  await page.goto("/compliments-from-others");
  await expect(page.getByRole("cell", { name: code })).toBeVisible();

  await page.goto(`/show-your-compliment?code=${code}`);
  await page.getByRole("button", { name: "Reply" }).click();
  await expect(page).toHaveURL(`/conversation?code=${code}`);
  await expect(page.getByText("No messages yet. Start the conversation!")).toBeVisible();
});

test("the ad page tells a guest nothing of the compliment, not even its author; the author sees it", async ({ browser, page, request }) => {
  const author = await verifiedUser("author");
  const [ad] = (await api<{ data: Array<{ id: number }> }>("/v1/ads", { token: author.token })).body.data;
  if (!ad) throw new Error("the demo data has no ads");
  const { id, code } = await writeCompliment(author.token, [ad.id]);

  const res = await request.get(`/api/v1/ads/${ad.id}?compliment_id=${id}`);
  expect(res.status()).toBe(200);
  const answer = await res.text();
  const html = await (await request.get(`/ads/${ad.id}?compliment_id=${id}`)).text();
  for (const secret of [code, compliment.to, compliment.compliment, compliment.note, author.name]) {
    expect(answer).not.toContain(secret);
    expect(html).not.toContain(secret);
  }
  await page.goto(`/ads/${ad.id}?compliment_id=${id}`);
  await expect(page.getByRole("heading", { name: "Your Exclusive Coupon" })).toBeVisible();
  await expect(page.getByText(`From ${author.name}`)).toHaveCount(0);

  const own = await signedIn(browser, author);
  await own.goto(`/ads/${ad.id}?compliment_id=${id}`);
  await expect(own.getByText(`From ${author.name}`)).toBeVisible();
});

test("an edit or a delete made straight through the API shows on the public page within 2 s", async ({ page }) => {
  const author = await verifiedUser("author");
  const { id, code } = await writeCompliment(author.token);
  await page.goto(`/show-compliment?code=${code}`);
  await expect(page.getByText(compliment.compliment)).toBeVisible();

  const changed = "Your calm turned a bad week around.";
  expect(
    (await api(`/v1/compliments/${id}`, { token: author.token, method: "PATCH", json: { ...compliment, compliment: changed } })).status,
  ).toBe(200);
  // Polled with plain requests (no scripts, styles or images), so only the page's freshness is timed.
  const pageNow = () => page.request.get(`/show-compliment?code=${code}`, { maxRedirects: 0 });
  await expect.poll(async () => (await (await pageNow()).text()).includes(changed), { timeout: 2000, intervals: [100] }).toBe(true);
  await page.reload();
  await expect(page.getByText(changed)).toBeVisible();

  expect((await api(`/v1/compliments/${id}`, { token: author.token, method: "DELETE" })).status).toBe(200);
  await expect.poll(async () => (await pageNow()).headers().location, { timeout: 2000, intervals: [100] }).toMatch(/\/\?notice=not-found$/);
  await page.reload();
  await expect(page).toHaveURL(/\/\?notice=not-found$/);
  await expect(page.getByRole("alert").filter({ hasText: "Compliment not found" })).toBeVisible();
});

test("login's next parameter never leaves the site, however it is spelled", async ({ browser, baseURL }) => {
  test.slow(); // five fresh browsers, each logging in
  const user = await verifiedUser("returning");
  for (const next of [
    "%2F%09%2Fevil.example",
    "/%0A/evil.example",
    "%2F%5C%2Fevil.example",
    "/..//evil.example",
    "https://evil.example/",
  ]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route("**/*", (route) => (new URL(route.request().url()).host === "evil.example" ? route.abort() : route.continue()));
    await page.goto(`/login?next=${next}`);
    await submitLogIn(page, user);
    await expect(page).toHaveURL(/\/your-compliments$/);
    expect(new URL(page.url()).origin, next).toBe(new URL(baseURL!).origin);
    await context.close();
  }
});

test("text with control characters is refused with a message, never a server error", async ({ page }) => {
  const writer = await verifiedUser("writer");
  await logIn(page, writer);
  await expect(page).toHaveURL(/\/your-compliments$/);
  const status = await page.evaluate(
    async () =>
      (
        await fetch("/api/v1/compliments", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ to: "Ann\u0000Lee", compliment: "Kind\u0007 words" }),
        })
      ).status,
  );
  expect(status).toBe(422);
});

test("an address with a comma or brackets is not an e-mail address", async ({ page }) => {
  await page.goto("/register");
  const email = page.getByLabel("Email");
  for (const bad of ["ann,lee@example.com", "<ann@example.com>", '"ann"@example.com', "ann lee@example.com"]) {
    await email.fill(bad);
    await email.blur();
    await expect(page.getByText("Email is invalid")).toBeVisible();
  }
});

test("the Open Graph image sets no cookie, and Auth.js names the app's own origin", async ({ request, baseURL }) => {
  const image = await request.get("/og/compliment?code=12345678");
  expect(image.status()).toBe(200);
  expect(image.headers()["set-cookie"]).toBeUndefined();

  const providers = await (await request.get("/api/auth/providers")).text();
  expect(providers).not.toContain("0.0.0.0");
  expect(providers).toContain(new URL(baseURL!).origin);
});

test("forms validate without tripping the Content Security Policy (no eval, not even a probe)", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/login");
  await page.getByLabel("Email").fill("not an address");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("Email is invalid")).toBeVisible();
  await page.goto("/register");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("a log-in or sign-up form sent before its scripts run never puts the password in the address", async ({ browser }) => {
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  for (const path of ["/login", "/register"]) {
    await page.goto(path);
    await page.getByLabel("Email").fill("ann@example.com");
    await page.getByLabel("Password", { exact: true }).fill("Secret#123");
    await page.getByRole("button", { name: path === "/login" ? "Log In" : "Register" }).click();
    await page.waitForLoadState();
    expect(page.url(), path).not.toMatch(/Secret|password=/);
  }
  await page.context().close();
});
