import { expect, test, type APIRequestContext } from "@playwright/test";
import { watchViolations } from "./fixtures/csp";
import { api, logIn, registerUser, signedIn, verifiedUser } from "./fixtures/session";

type Created = { id: number; code: string };
const original = { to: "Ines Moreau", compliment: "You make every meeting kinder." };

async function writeCompliment(token: string) {
  const res = await api<{ data: Created }>("/v1/compliments", { token, json: original });
  expect(res.status).toBe(201);
  return res.body.data;
}

/**
 * Waits until the page is served from the cache. A fill that overlaps a change event for its code
 * (here: the compliment's creation) is not kept, so the first fill may be followed by another.
 */
const cached = (request: APIRequestContext, code: string) =>
  expect.poll(async () => (await request.get(`/show-compliment?code=${code}`)).headers()["x-page-cache"], { timeout: 2000 }).toBe("hit");

const views = async (code: string, token: string) => (await api(`/v1/compliments/own/${code}`, { token })).body.data.views as number;

test("a guest's page comes from the shared cache with a fresh nonce, and every script on it runs", async ({ page, request }) => {
  const author = await verifiedUser("author");
  const { code } = await writeCompliment(author.token);
  const first = await request.get(`/show-compliment?code=${code}`);
  expect(first.headers()["x-page-cache"]).toBe("fill");
  await cached(request, code);
  const second = await request.get(`/show-compliment?code=${code}`);
  expect(second.headers()["x-page-cache"]).toBe("hit");
  const nonceOf = (csp = "") => /'nonce-([^']+)'/.exec(csp)?.[1];
  const [n1, n2] = [nonceOf(first.headers()["content-security-policy"]), nonceOf(second.headers()["content-security-policy"])];
  expect(n1).toBeTruthy();
  expect(n1).not.toBe(n2);
  const html = await second.text();
  expect(html).toContain(`nonce="${n2}"`);
  expect(html).not.toContain(n1);
  expect(second.headers()["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);

  const violations = await watchViolations(page);
  await page.goto(`/show-compliment?code=${code}`);
  await expect(page.getByText(original.compliment)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
  // The page is live: its Claim button sends a guest to join or log in (that page's own checks are not this test's).
  await page.getByRole("button", { name: "Claim" }).click();
  await expect(page.getByText("You must log in first!")).toBeVisible();
});

test("a scanned short link and a grouped code reach the cached page without Next", async ({ request }) => {
  const author = await verifiedUser("author");
  const { code } = await writeCompliment(author.token);
  await cached(request, code);
  for (const path of [
    `/c/${code}`,
    `/c/${code.slice(0, 4)}-${code.slice(4)}`,
    `/show-compliment?code=${code.slice(0, 4)}+${code.slice(4)}`,
  ]) {
    const hop = await request.get(path, { maxRedirects: 0 });
    expect([path, hop.status(), hop.headers()["x-page-cache"], hop.headers().location]).toEqual([
      path,
      301,
      "redirect",
      `/show-compliment?code=${code}`,
    ]);
    expect(hop.headers()["cache-control"]).toBe("public, max-age=86400");
    const page = await request.get(path);
    expect(page.headers()["x-page-cache"]).toBe("hit");
    expect(await page.text()).toContain(original.compliment);
  }
});

test("an inline script injected into a cached page does not run", async ({ page }) => {
  const author = await verifiedUser("author");
  const { code } = await writeCompliment(author.token);
  await cached(page.request, code);
  const violations = await watchViolations(page);
  await page.route(`**/show-compliment?code=${code}`, async (route) => {
    const res = await route.fetch();
    expect(res.headers()["x-page-cache"]).toBe("hit");
    const body = (await res.text()).replace("</body>", "<script>window.injected = true</script></body>");
    await route.fulfill({ response: res, body });
  });
  await page.goto(`/show-compliment?code=${code}`);
  await expect(page.getByText(original.compliment)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});

test("an edit and a delete made straight through the API reach the cached page within 2 s", async ({ request }) => {
  const author = await verifiedUser("author");
  const { id, code } = await writeCompliment(author.token);
  await cached(request, code);

  const changed = "You make every meeting kinder and shorter.";
  expect(
    (await api(`/v1/compliments/${id}`, { token: author.token, method: "PATCH", json: { ...original, compliment: changed } })).status,
  ).toBe(200);
  await expect
    .poll(async () => (await request.get(`/show-compliment?code=${code}`)).text(), { timeout: 2000, intervals: [100] })
    .toContain(changed);

  expect((await api(`/v1/compliments/${id}`, { token: author.token, method: "DELETE" })).status).toBe(200);
  await expect
    .poll(
      async () => {
        const res = await request.get(`/show-compliment?code=${code}`, { maxRedirects: 0 });
        return `${res.status()} ${res.headers().location}`;
      },
      { timeout: 2000, intervals: [100] },
    )
    .toBe("307 /?notice=not-found");
});

test("views from the cache count once per device, browsers without JavaScript included", async ({ browser }) => {
  const author = await verifiedUser("author");
  const { code } = await writeCompliment(author.token);
  const before = await views(code, author.token);
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    for (let i = 0; i < 3; i++) await page.goto(`/show-compliment?code=${code}`);
    await context.close();
  }
  await expect.poll(() => views(code, author.token)).toBe(before + 2);
});

test("a signed-in reader gets their own page: Claim only while it can be claimed, never for the author", async ({ browser }) => {
  const author = await verifiedUser("author");
  const { code } = await writeCompliment(author.token);
  const authorPage = await signedIn(browser, author);
  await authorPage.goto(`/show-compliment?code=${code}`);
  await expect(authorPage.getByText(original.compliment)).toBeVisible();
  await expect(authorPage.getByRole("button", { name: "Claim" })).toHaveCount(0);

  const reader = await registerUser("reader");
  const readerPage = await (await browser.newContext()).newPage();
  await logIn(readerPage, reader);
  await expect(readerPage).toHaveURL(/\/home$/);
  const res = await readerPage.goto(`/show-compliment?code=${code}`);
  expect(res?.headers()["x-page-cache"]).toBeUndefined();
  await readerPage.getByRole("button", { name: "Claim" }).click();
  await readerPage.getByRole("dialog").getByRole("button", { name: "Yes, keep it" }).click();
  await expect(readerPage.getByRole("heading", { name: "It's yours — say thank you?" })).toBeVisible();
  await readerPage.goto(`/show-compliment?code=${code}`);
  await expect(readerPage.getByText(original.compliment)).toBeVisible();
  await expect(readerPage.getByRole("button", { name: "Claim" })).toHaveCount(0);
  await expect(readerPage.getByRole("button", { name: "Reply" })).toBeVisible();
});
