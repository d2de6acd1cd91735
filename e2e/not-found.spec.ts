import { expect, test } from "@playwright/test";
import { apiUrl } from "./fixtures/session";

test("an unknown page shows the 404 page, whose button goes home", async ({ page }) => {
  const res = await page.goto("/no/such/page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("Sorry, the page you are looking for does not exist.")).toBeVisible();
  await page.getByRole("link", { name: "Go Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown ad goes home with the load-failure toast, a malformed id with 'Ad ID is missing', never the 404 page", async ({
  page,
}) => {
  for (const [path, message] of [
    ["/ads/999999", "Failed to load data"],
    ["/ads/abc", "Ad ID is missing"],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: message })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toHaveCount(0);
  }
});

test("an unknown /v1 path answers a JSON 404", async ({ request }) => {
  const res = await request.get(`${apiUrl()}/v1/no/such/path`);
  expect(res.status()).toBe(404);
  expect(res.headers()["content-type"]).toContain("application/json");
  expect(await res.json()).toEqual({ success: false, message: "The route v1/no/such/path could not be found." });
});

test("every page carries the security headers", async ({ request }) => {
  const res = await request.get("/");
  const headers = res.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
});

test("a first visit gets a 10-character device id cookie", async ({ page, context }) => {
  await page.goto("/");
  const device = (await context.cookies()).find((c) => c.name === "device_id");
  expect(device?.value).toMatch(/^[A-Za-z0-9]{10}$/);
  expect(device?.httpOnly).toBe(true);
  await page.goto("/home");
  expect((await context.cookies()).find((c) => c.name === "device_id")?.value).toBe(device?.value);
});

test("a path that looks like a file answers the 404 page with a CSP and the security headers", async ({ request }) => {
  const res = await request.get("/no-such-picture.png");
  expect(res.status()).toBe(404);
  expect(res.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(res.headers()["x-frame-options"]).toBe("DENY");
});

test("a prefetch passes the same gate as a visit and gets a CSP", async ({ request }) => {
  const prefetch = { "next-router-prefetch": "1", rsc: "1" };
  const guarded = await request.get("/your-compliments", { headers: prefetch, maxRedirects: 0 });
  expect(guarded.status()).toBe(307);
  expect(guarded.headers().location).toContain("reason=auth-required");
  const open = await request.get("/register", { headers: prefetch });
  expect(open.status()).toBe(200);
  expect(open.headers()["content-security-policy"]).toMatch(/'nonce-[^']+'/);
});
