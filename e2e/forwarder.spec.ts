import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { freePort, startWebServer, type RunningWeb } from "../scripts/lib/processes";
import { logIn } from "./fixtures/session";
import { recordedUser, startRecordingBackend, type Recorded, type RecordingBackend } from "./fixtures/recording-backend";

// A second web server, in front of a recording backend instead of the real one.
let web: RunningWeb;
let webUrl: string;
let backend: RecordingBackend;
let apiPort: number;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  backend = await startRecordingBackend();
  apiPort = backend.port;
  web = await startWebServer(`http://127.0.0.1:${apiPort}`, "web-recorded");
  webUrl = web.url;
});

test.afterAll(async () => {
  await web.stop();
  backend.server.close();
});

const last = (path: string): Recorded | undefined => backend.requests.filter((r) => r.url.startsWith(path)).at(-1);

/** The web server's "request" log lines (one as each request ends) with these fields. */
const requestLines = (fields: Record<string, unknown>) =>
  web.logLines().filter((line) => line.msg === "request" && Object.entries(fields).every(([key, value]) => line[key] === value));

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

  const ownPage = { Origin: webUrl };
  await page.request.post(`${webUrl}/api/v1/compliments`, { headers: ownPage, data: { to: "Ann", compliment: "Kind words" } });
  const json = last("/v1/compliments")!;
  expect(json.headers["content-type"]).toContain("application/json");
  expect(JSON.parse(json.body.toString())).toEqual({ to: "Ann", compliment: "Kind words" });

  const image = randomBytes(4096);
  await page.request.post(`${webUrl}/api/v1/users/profile`, {
    headers: ownPage,
    multipart: { _method: "PATCH", avatar: { name: "a.png", mimeType: "image/png", buffer: image } },
  });
  const multipart = last("/v1/users/profile")!;
  expect(multipart.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
  expect(multipart.body.includes(image)).toBe(true);
});

test("calls outside the allow-list never reach the backend, and login answers stay on the server", async ({ request }) => {
  const before = backend.requests.length;
  for (const [method, path] of [
    ["POST", "auth/login"],
    ["POST", "auth/register"],
    ["GET", "auth/logout"],
    ["GET", "admin"],
    ["PUT", "compliments/1"],
    // The original API's Reply GET opens a conversation: the web never makes it, and passes it on for no one.
    ["GET", "compliments/1/conversation-messages"],
  ]) {
    const res = await request.fetch(`${webUrl}/api/v1/${path}`, { method, data: method === "GET" ? undefined : {} });
    expect([404, 405]).toContain(res.status());
  }
  expect(backend.requests.length).toBe(before);
});

test("changes from another site, and state-changing navigations, are refused before the backend", async ({ page }) => {
  await logIn(page, { email: recordedUser.email, password: "Secret#123" }, webUrl);
  await expect(page).toHaveURL(/\/your-compliments$/);
  const before = backend.requests.length;
  const refused = [
    page.request.post(`${webUrl}/api/v1/compliments/5/claim`, { headers: { Origin: "https://evil.example" } }),
    page.request.post(`${webUrl}/api/v1/compliments/5/claim`, { headers: { Origin: "null" } }),
    page.request.post(`${webUrl}/api/v1/compliments/5/claim`, { headers: { "Sec-Fetch-Site": "cross-site" } }),
    page.request.post(`${webUrl}/api/v1/compliments/5/claim`),
    page.request.delete(`${webUrl}/api/v1/compliments/5`, { headers: { Origin: webUrl.replace("localhost", "127.0.0.1") } }),
    page.request.get(`${webUrl}/api/v1/compliments/conversations/5`, {
      headers: { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Site": "same-origin" },
    }),
    page.request.get(`${webUrl}/api/v1/compliments/conversations/5`, { headers: { "Sec-Fetch-Site": "cross-site" } }),
    page.request.get(`${webUrl}/api/v1/compliments`, { headers: { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "cors" } }),
  ];
  for (const res of await Promise.all(refused)) {
    expect(res.status()).toBe(403);
    expect(await res.json()).toEqual({ success: false, message: "Requests from other sites are not accepted." });
  }

  // A real cross-site navigation: a link on another site's page to a conversation, which reading marks read.
  await page.route("http://evil.example/", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<a href="${webUrl}/api/v1/compliments/conversations/5">win a prize</a>`,
    }),
  );
  await page.goto("http://evil.example/");
  const navigation = page.waitForResponse((res) => res.url().includes("/compliments/conversations/5"));
  await page.getByRole("link", { name: "win a prize" }).click();
  expect((await navigation).status()).toBe(403);
  // None of them reached the backend (the page's own polls, such as the unread count, may have).
  expect(backend.requests.slice(before).filter((r) => r.url.startsWith("/v1/compliments"))).toEqual([]);

  // The same calls from the app's own pages pass.
  await page.goto(`${webUrl}/your-compliments`);
  const own = await page.evaluate(async () => {
    const claim = await fetch("/api/v1/compliments/5/claim", { method: "POST" });
    const read = await fetch("/api/v1/compliments/conversations/5");
    return [claim.status, read.status];
  });
  expect(own).toEqual([200, 200]);
  expect(backend.requests.slice(before).map((r) => r.url)).toEqual(
    expect.arrayContaining(["/v1/compliments/5/claim", "/v1/compliments/conversations/5"]),
  );
});

test("answers are never stored by shared caches, and oversized bodies stop at the forwarder", async ({ page }) => {
  await logIn(page, { email: recordedUser.email, password: "Secret#123" }, webUrl);
  await expect(page).toHaveURL(/\/your-compliments$/);
  const ownPage = { Origin: webUrl };

  for (const res of [await page.request.get(`${webUrl}/api/v1/auth/me`), await page.request.get(`${webUrl}/api/v1/nothing`)]) {
    expect(res.headers()["cache-control"]).toBe("private, no-store");
  }

  const before = backend.requests.length;
  const big = await page.request.post(`${webUrl}/api/v1/compliments`, {
    headers: ownPage,
    data: { to: "Ann", compliment: "x".repeat(70 * 1024) },
  });
  expect(big.status()).toBe(413);
  expect(await big.json()).toEqual({ success: false, message: "The request body is too large." });
  const hugeUpload = await page.request.post(`${webUrl}/api/v1/users/profile`, {
    headers: ownPage,
    multipart: { _method: "PATCH", avatar: { name: "a.png", mimeType: "image/png", buffer: Buffer.alloc(3 * 1024 * 1024) } },
  });
  expect(hugeUpload.status()).toBe(413);
  expect(backend.requests.slice(before).filter((r) => /^\/v1\/(compliments|users\/profile)/.test(r.url))).toEqual([]);

  const upload = await page.request.post(`${webUrl}/api/v1/users/profile`, {
    headers: ownPage,
    multipart: { _method: "PATCH", avatar: { name: "a.png", mimeType: "image/png", buffer: Buffer.alloc(1024 * 1024) } },
  });
  expect(upload.status()).toBe(200);
});

// Elapsed times are read off the monotonic clock: the wall clock of a CI machine can jump seconds at once.
test("a frozen backend gives 503 after 2 s, and a server-rendered page shows its error state", async ({ page }) => {
  backend.frozen = true;
  try {
    let started = performance.now();
    const res = await page.request.get(`${webUrl}/api/v1/ads`);
    expect(performance.now() - started).toBeGreaterThan(1900);
    expect(performance.now() - started).toBeLessThan(3500);
    expect(res.status()).toBe(503);
    expect(await res.json()).toEqual({ success: false, message: "Network error or server is down" });

    started = performance.now();
    const shown = await page.goto(`${webUrl}/profile-dashboard/1`);
    expect(shown?.status()).toBe(200);
    await expect(page.getByRole("alert").filter({ hasText: "Failed to load data" })).toContainText("Network error or server is down");
    expect(performance.now() - started).toBeLessThan(8000);
  } finally {
    backend.frozen = false;
  }
});

test("a browser that leaves during a call ends the backend call too, and the server logs no error", async ({ page }) => {
  await logIn(page, { email: recordedUser.email, password: "Secret#123" }, webUrl);
  await expect(page).toHaveURL(/\/your-compliments$/);
  backend.frozen = true;
  try {
    const seen = backend.requests.length;
    const logged = web.errorLog().length;
    const aborted = requestLines({ aborted: true }).length;
    await page.evaluate(() => {
      const call = new AbortController();
      void fetch("/api/v1/ads?left=1", { signal: call.signal }).catch(() => undefined);
      setTimeout(() => call.abort(), 300);
    });
    await expect.poll(() => backend.requests.slice(seen).some((r) => r.url === "/v1/ads?left=1")).toBe(true);
    await expect.poll(() => backend.closed.includes("/v1/ads?left=1")).toBe(true);
    // The web server is done with it once it logs the request, aborted; an error would come before.
    await expect.poll(() => requestLines({ aborted: true }).length).toBeGreaterThan(aborted);
    expect(web.errorLog().slice(logged)).toBe("");
  } finally {
    backend.frozen = false;
  }
});

test("a backend that is down gives 503 with the network message within 2 s", async ({ request }) => {
  const closed = new Promise((resolve) => backend.server.close(resolve));
  backend.server.closeAllConnections();
  await closed;
  try {
    const started = performance.now();
    const res = await request.get(`${webUrl}/api/v1/auth/me`);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(res.status()).toBe(503);
    expect(await res.json()).toEqual({ success: false, message: "Network error or server is down" });
  } finally {
    // Back before the web's event streams give up on it (ten tries, a second apart), which it logs as an error.
    backend = await startRecordingBackend(apiPort);
  }
});

test("every response carries HSTS for a year when the app is served over https, and none over http", async ({ request }) => {
  const https = await startWebServer(`http://127.0.0.1:${await freePort()}`, "web-https", (port) => `https://localhost:${port}`);
  try {
    for (const path of ["/login", "/robots.txt", "/no-such-page", "/api/v1/ads"]) {
      const res = await request.get(`${https.url}${path}`, { maxRedirects: 0 });
      expect(res.headers()["strict-transport-security"], path).toBe("max-age=31536000; includeSubDomains");
    }
  } finally {
    await https.stop();
  }
  expect((await request.get(`${webUrl}/login`)).headers()["strict-transport-security"]).toBeUndefined();
});

test("a call of a server action the build does not have answers 404, and the server logs no error", async ({ request }) => {
  const logged = web.errorLog().length;
  const refused = requestLines({ status: 404 }).length;
  const res = await request.post(`${webUrl}/login`, {
    headers: { "Next-Action": "7f".repeat(21), "Content-Type": "text/plain;charset=UTF-8", Origin: webUrl },
    data: "[]",
  });
  expect(res.status()).toBe(404);
  expect(res.headers()["x-nextjs-action-not-found"]).toBe("1");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  await expect.poll(() => requestLines({ status: 404 }).length).toBeGreaterThan(refused);
  expect(web.errorLog().slice(logged)).toBe("");
});
