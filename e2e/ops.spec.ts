import { createServer, request } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { expect, test } from "@playwright/test";
import { codeRunsIn } from "../lib/ops/code-runs";
import { internalAuthorization } from "../lib/internal-token";
import { startProcess, startWebServer, WEB_SERVER, type RunningWeb } from "../scripts/lib/processes";
import { startPausableBackend, type PausableBackend } from "./fixtures/pausable-backend";
import { recordedUser, startRecordingBackend, type RecordingBackend } from "./fixtures/recording-backend";
import { api, apiUrl, logIn, verifiedUser } from "./fixtures/session";

// Two web servers of their own: one in front of a recording backend (it sees every header the web
// sends; the last test stops this server), one in front of the real backend through a door a test
// can close.
let recording: RecordingBackend;
let recorded: RunningWeb;
let door: PausableBackend;
let doorPort: number;
let web: RunningWeb;

/** This machine's own non-loopback address: a request to it comes from a peer that is not loopback. */
const ownAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i?.family === "IPv4" && !i.internal)?.address;
const NO_OTHER_ADDRESS = "this machine has no network interface besides loopback, so no request can come from elsewhere";
/** Steps that need another address: skipped on such a machine, but never in CI (.ci/run sets CI), where they fail instead. */
function needsOtherAddress() {
  if (process.env.CI) expect(ownAddress, NO_OTHER_ADDRESS).toBeTruthy();
  else test.skip(!ownAddress, NO_OTHER_ADDRESS);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  recording = await startRecordingBackend();
  // This machine's own address stands for a load balancer in front of the recorded server.
  recorded = await startWebServer(`http://127.0.0.1:${recording.port}`, "web-ops-recorded", undefined, {
    TRUSTED_PROXIES: ownAddress ?? "",
    SHUTDOWN_GRACE_SECONDS: "5",
  });
  door = await startPausableBackend(apiUrl());
  doorPort = Number(new URL(door.url).port);
  web = await startWebServer(door.url, "web-ops");
});

test.afterAll(async () => {
  await Promise.all([recorded.stop(), web.stop()]);
  recording.server.close();
  await door.close();
});

const local = (server: RunningWeb, path: string) => `http://127.0.0.1:${server.port}${path}`;
const seenBy = (path: string) => recording.requests.filter((r) => r.url === path).at(-1);
/** A request's own line; a page-cache fill it made (the server asking itself for the page) has its own, with `fill`. */
const requestLines = (server: RunningWeb, id: string) =>
  server.logLines().filter((l) => l.msg === "request" && l.request_id === id && !l.fill);

/** The web's metrics, asked for with its internal token. */
const scrape = async (server: RunningWeb, origin = `http://127.0.0.1:${server.port}`) => {
  const res = await fetch(`${origin}/internal/metrics`, { headers: { Authorization: internalAuthorization(server.internalToken) } });
  expect(res.status).toBe(200);
  return res.text();
};

/** A GET of `target` sent as it is (fetch would resolve its dot segments first), with its status and body. */
const rawGet = (port: number, target: string, authorization?: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path: target, headers: authorization ? { Authorization: authorization } : {} },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });

/** The sum of a metric's samples whose labels include `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  return text
    .split("\n")
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(" ") + 1)), 0);
}

test("every request gets an id that its backend calls carry; only a trusted proxy's own id is kept", async () => {
  const plain = await fetch(local(recorded, "/api/v1/ads?id=plain"));
  const id = plain.headers.get("x-request-id");
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(seenBy("/v1/ads?id=plain")?.headers["x-request-id"]).toBe(id);

  const forged = await fetch(local(recorded, "/api/v1/ads?id=forged"), { headers: { "X-Request-Id": "forged-by-a-stranger" } });
  expect(forged.headers.get("x-request-id")).not.toBe("forged-by-a-stranger");
  expect(seenBy("/v1/ads?id=forged")?.headers["x-request-id"]).toBe(forged.headers.get("x-request-id"));

  needsOtherAddress();
  const proxied = await fetch(`http://${ownAddress}:${recorded.port}/api/v1/ads?id=proxied`, { headers: { "X-Request-Id": "lb-7f3a" } });
  expect(proxied.headers.get("x-request-id")).toBe("lb-7f3a");
  expect(seenBy("/v1/ads?id=proxied")?.headers["x-request-id"]).toBe("lb-7f3a");
});

test("one JSON line per request names its route, never the path, which may carry a code", async () => {
  const code = "48213907";
  const paths = {
    [`/show-compliment?code=${code}`]: "/show-compliment",
    [`/c/${code}`]: "/c/[code]",
    "/ads/12345": "/ads/[adId]",
    [`/api/v1/compliments/code/${code}`]: "/api/v1/[...path]",
    [`/no-such-page/${code}`]: "(unknown)",
    "/robots.txt": "/robots.txt",
  };
  const ids: string[] = [];
  for (const path of Object.keys(paths)) {
    const res = await fetch(local(recorded, path), { redirect: "manual" });
    await res.arrayBuffer();
    ids.push(res.headers.get("x-request-id")!);
  }
  await expect.poll(() => ids.map((id) => requestLines(recorded, id).length)).toEqual(ids.map(() => 1));
  const lines = ids.map((id) => requestLines(recorded, id)[0]!);
  expect(lines.map((l) => l.route)).toEqual(Object.values(paths));
  for (const line of lines) {
    expect(line).toMatchObject({ service: "web", method: "GET", status: expect.any(Number), ms: expect.any(Number) });
    expect(line).toHaveProperty("pageCache");
  }
  // Nor any other spelling of a code, nor a coupon's token: no 4 of their characters in a row, in any line.
  const token = "3q2-7wEZ4nBqv1R9sLk0dg";
  for (const path of [
    "/c/4821-3907",
    "/show-compliment?code=4821+3907",
    `/print-compliment-card?code=${code}`,
    `/business/redeem?t=${token}`,
  ]) {
    const res = await fetch(local(recorded, path), { redirect: "manual" });
    await res.arrayBuffer();
    ids.push(res.headers.get("x-request-id")!);
  }
  await expect.poll(() => ids.map((id) => requestLines(recorded, id).length)).toEqual(ids.map(() => 1));
  expect(codeRunsIn(JSON.stringify(recorded.logLines()), code)).toEqual([]);
  expect(codeRunsIn(JSON.stringify(recorded.logLines()), token)).toEqual([]);
  // A server component's own line carries its request's id (the recording backend refuses the ad to a guest).
  expect(recorded.logLines().find((l) => l.msg === "Ad detail failed")?.request_id).toBe(ids[2]);
});

test("a refused log-in is one line at info with its request's id, not an error", async ({ page }) => {
  const logged = web.errorLog().length;
  await page.goto(local(web, "/login"));
  await page.getByLabel("Email").fill("nobody.here@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Wrong#12345");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.locator("form").getByRole("alert")).toHaveText("Unauthorized access. Please check your email or password.");
  await expect.poll(() => web.logLines().filter((l) => l.msg === "Log-in refused" && l.level === 30 && l.request_id).length).toBe(1);
  expect(web.errorLog().slice(logged)).toBe("");
});

test("the metrics count requests by route, page-cache hits and fills, and the event streams, for this host only", async () => {
  const author = await verifiedUser("metrics");
  const created = await api<{ data: { code: string } }>("/v1/compliments", {
    token: author.token,
    json: { to: "Mina Okafor", compliment: "Your notes make everything clear." },
  });
  const { code } = created.body.data;
  // Fetched until it comes from the cache: a first fill that overlaps the creation's change event is not kept.
  await expect
    .poll(async () => (await fetch(local(web, `/show-compliment?code=${code}`))).headers.get("x-page-cache"), { timeout: 10_000 })
    .toBe("hit");

  const text = await scrape(web);
  expect(sample(text, "http_requests_total", { route: "/show-compliment", status: "200" })).toBeGreaterThanOrEqual(2);
  expect(sample(text, "page_cache_hits_total", { page: "compliment" })).toBeGreaterThanOrEqual(1);
  expect(sample(text, "page_cache_misses_total", { page: "compliment" })).toBeGreaterThanOrEqual(1);
  expect(sample(text, "page_cache_fills_total", { page: "compliment" })).toBeGreaterThanOrEqual(1);
  expect(sample(text, "backend_event_stream_connected", { stream: "/internal/compliment-events" })).toBe(1);
  expect(text).toContain("backend_event_stream_reconnects_total");
  expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds\{/m);
  expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
  expect(text).not.toContain(code);
  // The line is written when the response closes, which may follow the answer the poll saw.
  await expect
    .poll(() => web.logLines().some((l) => l.msg === "request" && l.route === "/show-compliment" && l.pageCache === "hit"))
    .toBe(true);

  needsOtherAddress();
  const fromElsewhere = await fetch(`http://${ownAddress}:${web.port}/internal/metrics`);
  expect(fromElsewhere.status).toBe(404);
  expect(await fromElsewhere.text()).not.toContain("http_requests_total");
  // The token opens it from anywhere: the address is no key either way.
  expect(sample(await scrape(web, `http://${ownAddress}:${web.port}`), "process_resident_memory_bytes")).toBeGreaterThan(0);
});

test("/internal/metrics answers only the internal token, from this host too, however its path is spelled", async () => {
  const spellings = [
    "/internal/metrics",
    "/v1/../internal/metrics",
    "/v1/%2e%2e/internal/metrics",
    "/v1/%2E%2E/internal/metrics",
    "//internal/metrics",
    "/internal//metrics",
    "/%69nternal/metrics",
    "/v1/..%2finternal/metrics",
    "/INTERNAL/metrics",
    "/internal/./metrics?x=1",
  ];
  const token = internalAuthorization(web.internalToken);
  const answers: Record<string, string[]> = {};
  for (const target of spellings) {
    const none = await rawGet(web.port, target);
    const wrong = await rawGet(web.port, target, internalAuthorization(`${web.internalToken}x`));
    const right = await rawGet(web.port, target, token);
    answers[target] = [none, wrong, right].map(({ status, body }) => `${status} ${body.includes("http_requests_total") ? "metrics" : "-"}`);
  }
  expect(answers).toEqual(Object.fromEntries(spellings.map((target) => [target, ["404 -", "404 -", "200 metrics"]])));
});

test("every call the web makes to the backend's internal routes carries the internal token", async ({ page }) => {
  // A signed-in page's event stream: the web checks the session (user-stream) and follows every user's events (user-events).
  await logIn(page, { email: recordedUser.email, password: "Secret#123" }, recorded.url);
  await page.request.get(`${recorded.url}/api/events`);
  await expect
    .poll(() => [...new Set(recording.internal.map((call) => call.url))].sort())
    .toEqual(["/internal/compliment-events", "/internal/user-events", "/internal/user-stream"]);
  expect(new Set(recording.internal.map((call) => call.authorization))).toEqual(new Set([internalAuthorization(recorded.internalToken)]));
  // The user's own token goes beside it, never in its place.
  expect(recording.internal.find((call) => call.url === "/internal/user-stream")?.userToken).toBe(recordedUser.token);
});

test("health answers while the process runs; ready only while the backend and its event stream are", async () => {
  const health = await fetch(local(web, "/health"));
  expect([health.status, await health.json()]).toEqual([200, { status: "ok" }]);
  const ready = async () => {
    const res = await fetch(local(web, "/health/ready"));
    return [res.status, await res.json()];
  };
  const allUp = [200, { status: "ready", backend: "up", events: "live", shutting_down: false }];
  await expect.poll(ready).toEqual(allUp);

  await door.close();
  await expect.poll(ready).toEqual([503, { status: "unavailable", backend: "down", events: "down", shutting_down: false }]);

  door = await startPausableBackend(apiUrl(), doorPort);
  await expect.poll(ready, { timeout: 15_000 }).toEqual(allUp);
  const text = await scrape(web);
  expect(sample(text, "backend_event_stream_reconnects_total", { stream: "/internal/compliment-events" })).toBeGreaterThanOrEqual(1);
});

test("readiness probes share one backend check a second, however many come", async () => {
  const checks = () => recording.requests.filter((r) => r.url === "/v1/health").length;
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const before = checks();
  const answers = await Promise.all(Array.from({ length: 40 }, () => fetch(local(recorded, "/health/ready")).then((res) => res.status)));
  expect(new Set(answers).size).toBe(1);
  expect(checks() - before).toBe(1);
});

test("on SIGTERM the server takes no new connection, answers the request in flight, and exits 0", async () => {
  const accepts = (port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => resolve(Boolean(socket.destroy())));
      socket.once("error", () => resolve(false));
    });
  recording.holdMs = 1500;
  try {
    const slow = fetch(local(recorded, "/api/v1/ads?id=slow")).then(async (res) => [res.status, await res.json()]);
    await expect.poll(() => Boolean(seenBy("/v1/ads?id=slow"))).toBe(true);
    const stopped = recorded.stop();
    await expect.poll(() => accepts(recorded.port), { timeout: 1000, intervals: [50] }).toBe(false);
    // The recording backend's answer to a guest, passed on: the request was not cut.
    expect(await slow).toEqual([401, { success: false, message: "Unauthenticated." }]);
    expect(await stopped).toBe(0);
  } finally {
    recording.holdMs = 0;
  }
  const said = recorded.logLines().map((l) => l.msg);
  expect(said).toContain("Shutting down");
  expect(said.at(-1)).toBe("Stopped");
  expect(said).not.toContain("Grace period over: closing the connections still open");
});

test("on SIGTERM a signed-in page's event stream is ended, so it does not hold the server up", async ({ page }) => {
  const user = await verifiedUser("stream");
  const streaming = page.waitForResponse((res) => res.url().endsWith("/api/events") && res.status() === 200);
  await logIn(page, user, web.url);
  await expect(page).toHaveURL(/\/your-compliments$/);
  await streaming;
  const started = performance.now();
  expect(await web.stop()).toBe(0);
  // Well within the 10-second grace: the stream was ended, not waited for.
  expect(performance.now() - started).toBeLessThan(5000);
  expect(web.logLines().map((l) => l.msg)).not.toContain("Grace period over: closing the connections still open");
});

test("a web server whose port is taken says so and stops, rather than run serving nothing", async () => {
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, "0.0.0.0", resolve));
  const port = (holder.address() as AddressInfo).port;
  try {
    const child = startProcess(
      WEB_SERVER,
      { PORT: String(port), API_URL: apiUrl(), APP_URL: `http://localhost:${port}`, AUTH_SECRET: "a".repeat(43), NODE_ENV: "production" },
      "web-port-taken",
    );
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/"code":"EADDRINUSE".*"msg":"The web server could not start"/);
  } finally {
    holder.close();
  }
});
