import { createTestApp, type TestApp } from "./test/test-app";

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

describe("when something breaks inside", () => {
  it("logs the error and answers a generic 500 that reveals nothing", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    const broken = createBrokenDbApp();
    const res = await broken.request("/v1/auth/me", { headers: { Authorization: "Bearer abc" } });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ success: false, message: "Server Error" });
    expect(log).toHaveBeenCalledWith("GET /v1/auth/me failed:", expect.any(Error));
    log.mockRestore();
  });

  it("reports an unreachable database as 503 on /v1/health", async () => {
    const res = await createBrokenDbApp().request("/v1/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ success: false, status: "unavailable", database: "down" });
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

/** The real app over a database whose every query fails, as when the server has gone away. */
function createBrokenDbApp() {
  const lost = () => new Error("connection terminated unexpectedly");
  const failing = new Proxy(t.db, {
    get(target, key) {
      if (key === "execute") return () => Promise.reject(lost());
      if (key === "select") return () => { throw lost(); };
      return Reflect.get(target, key);
    },
  });
  const { createApp } = jest.requireActual<typeof import("./app")>("./app");
  return createApp({ db: failing, mailer: t.mailer });
}
