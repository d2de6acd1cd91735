import { eq } from "drizzle-orm";
import sharp from "sharp";
import { users } from "./db/schema";
import { withLog } from "./lib/log";
import { capturedLog } from "./test/captured-log";
import { createTestApp, type TestApp } from "./test/test-app";
import { testUsers } from "./test/users";

let t: TestApp;
let people: ReturnType<typeof testUsers>;
beforeAll(async () => {
  t = await createTestApp();
  people = testUsers(t);
});
afterAll(() => t.close());

describe("when something breaks inside", () => {
  it("logs the error once, with the request's id, and answers a generic 500 that reveals nothing", async () => {
    const logged = capturedLog();
    const broken = createBrokenDbApp();
    const res = await withLog(logged.log, () => broken.request("/v1/auth/me", { headers: { Authorization: "Bearer abc" } }));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ success: false, message: "Server Error" });
    const request_id = res.headers.get("x-request-id");
    expect(logged.lines().filter((line) => line.level === 50)).toEqual([
      expect.objectContaining({
        msg: "Request failed",
        method: "GET",
        route: "/v1/auth/me",
        request_id,
        err: expect.objectContaining({ message: "connection terminated unexpectedly" }),
      }),
    ]);
  });

  it("reports an unreachable database as 503 on /v1/health", async () => {
    const res = await createBrokenDbApp().request("/v1/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ success: false, status: "unavailable", database: "down" });
  });
});

describe("when PostgreSQL refuses a value", () => {
  it("answers 422, not 500, whether the driver's error is bare or wrapped by Drizzle", async () => {
    for (const code of ["22021", "22P05", "22P02", "22001", "22003", "54000"]) {
      const driverError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code });
      for (const error of [driverError, Object.assign(new Error("Failed query: select ..."), { cause: driverError })]) {
        const res = await createBrokenDbApp(() => error).request("/v1/auth/me", { headers: { Authorization: "Bearer abc" } });
        expect([code, res.status]).toEqual([code, 422]);
        expect(await res.json()).toEqual({ success: false, message: "The given data was invalid." });
      }
    }
  });

  it("still answers 500 to other database errors", async () => {
    const error = Object.assign(new Error("deadlock detected"), { code: "40P01" });
    const res = await createBrokenDbApp(() => error).request("/v1/auth/me", { headers: { Authorization: "Bearer abc" } });
    expect(res.status).toBe(500);
  });
});

describe("request bodies", () => {
  /** What fetch needs to send a stream (its `duplex`, which TypeScript's RequestInit does not know yet). */
  const streaming = { duplex: "half" } as RequestInit;
  const tooLarge = { success: false, message: "The request body is too large." };
  const login = (body: BodyInit, headers: Record<string, string> = {}) =>
    t.request("/v1/auth/login", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json", ...headers },
    });
  const chunked = (bytes: Uint8Array, chunk = 16 * 1024) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += chunk) controller.enqueue(bytes.subarray(at, at + chunk));
        controller.close();
      },
    });
  const jsonOf = (size: number) => new TextEncoder().encode(JSON.stringify({ email: "a@example.com", password: "x".repeat(size) }));
  /** A body that arrives in chunks, without a Content-Length. */
  const streamedLogin = (body: Uint8Array) =>
    t.request("/v1/auth/login", {
      method: "POST",
      body: chunked(body),
      headers: { "Content-Type": "application/json" },
      ...streaming,
    });

  it("over 64 kB are refused with 413 before they are read, with or without a Content-Length", async () => {
    const body = jsonOf(70 * 1024);
    const declared = await login(body as BodyInit, { "Content-Length": String(body.length) });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual(tooLarge);

    const streamed = await streamedLogin(jsonOf(70 * 1024));
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual(tooLarge);
  });

  it("are limited on every route, known or not, for guests and users alike", async () => {
    for (const path of ["/v1/compliments", "/v1/auth/register", "/v1/nothing-here", "/storage/x"]) {
      // An unknown path and a stored file are no operations of the contract, so it has nothing to say about them.
      const send = path === "/v1/nothing-here" || path.startsWith("/storage/") ? t.app.request : t.request;
      const res = await send(path, {
        method: "POST",
        body: jsonOf(100 * 1024) as BodyInit,
        headers: { "Content-Type": "application/json" },
      });
      expect([path, res.status]).toEqual([path, 413]);
    }
  });

  it("up to 64 kB are read as usual", async () => {
    const body = jsonOf(60 * 1024);
    const res = await login(body as BodyInit, { "Content-Length": String(body.length) });
    expect(res.status).toBe(422);
    const streamed = await streamedLogin(jsonOf(60 * 1024));
    expect(streamed.status).toBe(422);
  });

  it("of a type the operation does not take, or of none, are refused with 415 by every operation with a body", async () => {
    const { id, token } = await people.register("Wrong Type");
    // An operator, so the moderation operations read their body rather than refuse her first.
    await t.db.update(users).set({ isOperator: true }).where(eq(users.id, id));
    const { paths } = await (await t.request("/v1/openapi.json")).json();
    const answers: Array<[string, number]> = [];
    for (const [path, operations] of Object.entries<Record<string, { requestBody?: object }>>(paths)) {
      for (const [method, { requestBody }] of Object.entries(operations)) {
        if (!requestBody) continue;
        for (const headers of [{ "Content-Type": "text/plain" }, {}] as Array<Record<string, string>>) {
          const body = new TextEncoder().encode("{}");
          // A code is 8 digits (its check comes before the body's); every other parameter takes "1".
          const filled = path.replace(/\{code\}/g, "12345678").replace(/\{\w+\}/g, "1");
          const res = await t.request(`/v1${filled}`, { method: method.toUpperCase(), token, headers, body });
          answers.push([`${method} ${path} ${JSON.stringify(headers)}`, res.status]);
        }
      }
    }
    expect(answers.length).toBeGreaterThanOrEqual(26);
    expect(answers).toEqual(answers.map(([request]) => [request, 415]));
  });

  it("of the profile form may carry a picture of up to 2 MB", async () => {
    const { token } = await people.register("Big Picture");
    const noise = await sharp({
      create: { width: 560, height: 560, channels: 3, background: "#888", noise: { type: "gaussian", mean: 128, sigma: 40 } },
    })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(512 * 1024);
    const form = new FormData();
    form.set("_method", "PATCH");
    form.set("avatar", new File([new Uint8Array(noise)], "me.png", { type: "image/png" }));
    const res = await t.request("/v1/users/profile", { method: "POST", token, body: form });
    expect(res.status).toBe(200);

    const streamedForm = new Response(form);
    const streamed = await t.request("/v1/users/profile", {
      method: "POST",
      body: streamedForm.body,
      ...streaming,
      token,
      headers: { "Content-Type": streamedForm.headers.get("content-type")! },
    });
    expect(streamed.status).toBe(200);
  });
});

describe("security headers", () => {
  it("are set on every API response", async () => {
    const res = await t.request("/v1/health");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("strict-transport-security")).toBeTruthy();
  });
});

/**
 * The real app over a database whose every query fails, by default as when the server has gone away. Its
 * answers test the error handler's last lines, which no operation's contract describes, so they go unchecked.
 */
function createBrokenDbApp(lost = () => new Error("connection terminated unexpectedly")) {
  const failing = new Proxy(t.db, {
    get(target, key) {
      if (key === "execute") return () => Promise.reject(lost());
      if (key === "select")
        return () => {
          throw lost();
        };
      return Reflect.get(target, key);
    },
  });
  const { createApp } = jest.requireActual<typeof import("./app")>("./app");
  return createApp({ db: failing, mailer: t.mailer });
}
