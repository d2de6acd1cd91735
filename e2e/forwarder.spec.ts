import { randomBytes } from "node:crypto";
import type { ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { freePort, startProcess, stopProcess, waitForUrl } from "../scripts/lib/processes";
import { logIn } from "./fixtures/session";
import { recordedUser, startRecordingBackend, type Recorded } from "./fixtures/recording-backend";

// A second web server, in front of a recording backend instead of the real one.
let web: ChildProcess;
let webUrl: string;
let backend: Awaited<ReturnType<typeof startRecordingBackend>>;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const [webPort, apiPort] = [await freePort(), await freePort()];
  backend = await startRecordingBackend(apiPort);
  webUrl = `http://localhost:${webPort}`;
  web = startProcess(["scripts/web-server.mjs"], {
    PORT: String(webPort), API_URL: `http://127.0.0.1:${apiPort}`, APP_URL: webUrl,
    AUTH_SECRET: randomBytes(32).toString("base64url"), AUTH_TRUST_HOST: "true", NODE_ENV: "production",
  }, "web-recorded");
  await waitForUrl(`${webUrl}/login`, 60_000, web);
});

test.afterAll(async () => {
  await stopProcess(web);
  backend.server.close();
});

const last = (path: string): Recorded | undefined => backend.requests.filter((r) => r.url.startsWith(path)).at(-1);

test("the forwarder adds the session's bearer token and passes no cookies either way", async ({ page }) => {
  await logIn(page, { email: recordedUser.email, password: "Secret#123" }, webUrl);
  await expect(page).toHaveURL(/\/your-compliments$/);
  expect(last("/v1/auth/login")?.headers["x-forwarded-for"]).toMatch(/127\.0\.0\.1/);

  const res = await page.request.get(`${webUrl}/api/v1/compliments?other=1&page=2`, {
    headers: { "X-Forwarded-For": "6.6.6.6", Authorization: "Bearer forged" },
  });
  expect(res.status()).toBe(200);
  expect(res.headers()["set-cookie"]).toBeUndefined();
  const seen = last("/v1/compliments")!;
  expect(seen.url).toBe("/v1/compliments?other=1&page=2");
  expect(seen.headers.authorization).toBe(`Bearer ${recordedUser.token}`);
  expect(seen.headers.cookie).toBeUndefined();
  expect(seen.headers["x-forwarded-for"]).not.toContain("6.6.6.6");
});

test("JSON and multipart bodies pass through unchanged", async ({ page }) => {
  await logIn(page, { email: recordedUser.email, password: "Secret#123" }, webUrl);
  await expect(page).toHaveURL(/\/your-compliments$/);

  await page.request.post(`${webUrl}/api/v1/compliments`, { data: { to: "Ann", compliment: "Kind words" } });
  const json = last("/v1/compliments")!;
  expect(json.headers["content-type"]).toContain("application/json");
  expect(JSON.parse(json.body.toString())).toEqual({ to: "Ann", compliment: "Kind words" });

  const image = randomBytes(4096);
  await page.request.post(`${webUrl}/api/v1/users/profile`, {
    multipart: { _method: "PATCH", avatar: { name: "a.png", mimeType: "image/png", buffer: image } },
  });
  const multipart = last("/v1/users/profile")!;
  expect(multipart.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
  expect(multipart.body.includes(image)).toBe(true);
});

test("calls outside the allow-list never reach the backend, and login answers stay on the server", async ({ request }) => {
  const before = backend.requests.length;
  for (const [method, path] of [["POST", "auth/login"], ["POST", "auth/register"], ["GET", "auth/logout"], ["GET", "admin"], ["PUT", "compliments/1"]]) {
    const res = await request.fetch(`${webUrl}/api/v1/${path}`, { method, data: method === "GET" ? undefined : {} });
    expect([404, 405]).toContain(res.status());
  }
  expect(backend.requests.length).toBe(before);
});

test("a backend that is down gives 503 with the network message within 2 s", async ({ request }) => {
  await new Promise((resolve) => backend.server.close(resolve));
  backend.server.closeAllConnections();
  const started = Date.now();
  const res = await request.get(`${webUrl}/api/v1/auth/me`);
  expect(Date.now() - started).toBeLessThan(2000);
  expect(res.status()).toBe(503);
  expect(await res.json()).toEqual({ success: false, message: "Network error or server is down" });
});
