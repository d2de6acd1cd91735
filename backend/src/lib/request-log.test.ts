import { codeRunsIn } from "@/lib/ops/code-runs";
import { capturedLog } from "../test/captured-log";
import { createTestApp, type TestApp } from "../test/test-app";
import { log, withLog } from "./log";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.request("/v1/health"); // the first request also fetches the contract it is checked against
});
afterAll(() => t.close());

const WEB = "127.0.0.1";
const OUTSIDER = "203.0.113.9";
const CODE = "48213907";

/** The lines logged while `path` was requested, and the answer. */
async function logged(path: string, init: Parameters<TestApp["request"]>[1] = {}) {
  const capture = capturedLog();
  const res = await withLog(capture.log, () => t.request(path, init));
  return { res, lines: capture.lines(), text: capture.text() };
}

describe("the request log", () => {
  it("writes one line per request: method, route template, status, duration and request id, never the path's code", async () => {
    const { res, lines, text } = await logged(`/v1/compliments/code/${CODE}`, { peer: OUTSIDER });
    expect(lines).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        service: "api",
        request_id: res.headers.get("x-request-id"),
        method: "GET",
        route: "/v1/compliments/code/:code",
        status: res.status,
        ms: expect.any(Number),
        msg: "request",
      },
    ]);
    expect(text).not.toContain(CODE.slice(4));
    expect(text).not.toContain("/v1/compliments/code/4");
  });

  it("carries no 4 digits of a code, nor of a coupon token, from paths, query strings or lines written while answering", async () => {
    const token = "3q2-7wEZ4nBqv1R9sLk0dg";
    const capture = capturedLog();
    const paths = [
      `/v1/compliments/code/${CODE}`,
      `/v1/compliments/own/${CODE}`,
      `/v1/compliments/code/4821-3907`,
      `/v1/coupons/scan/${token}`,
      `/v1/no-such-thing/${CODE}?code=4821+3907&t=${token}`,
    ];
    for (const path of paths) {
      await withLog(capture.log, async () => {
        const res = await t.request(path, { peer: OUTSIDER });
        // What a handler or a library may write about the request it is answering, path and all.
        log().warn({ code: CODE, path, url: `http://127.0.0.1:4000${path}` }, `Answered ${res.status} to GET ${path}`);
      });
    }
    const text = capture.text();
    expect(capture.lines().filter((line) => line.msg === "request")).toHaveLength(paths.length);
    expect(codeRunsIn(text, CODE)).toEqual([]);
    expect(codeRunsIn(text, token)).toEqual([]);
  });

  it("keeps a trusted proxy's X-Request-Id and echoes it; replaces anyone else's", async () => {
    const trusted = await logged("/v1/health", { peer: WEB, headers: { "X-Request-Id": "web-7f3a" } });
    expect(trusted.res.headers.get("x-request-id")).toBe("web-7f3a");
    expect(trusted.lines[0]).toMatchObject({ request_id: "web-7f3a", route: "/v1/health", status: 200 });

    const forged = await logged("/v1/health", { peer: OUTSIDER, headers: { "X-Request-Id": "web-7f3a" } });
    const id = forged.res.headers.get("x-request-id");
    expect(id).toMatch(/^[\da-f]{8}-[\da-f]{4}-/);
    expect(forged.lines[0]).toMatchObject({ request_id: id });
  });

  it("logs an unknown route as unmatched, without its path", async () => {
    const { res, lines, text } = await logged(`/v1/no-such-thing/${CODE}`, { peer: OUTSIDER });
    expect(res.status).toBe(404);
    expect(lines).toEqual([expect.objectContaining({ method: "GET", route: "unmatched", status: 404 })]);
    expect(text).not.toContain("no-such-thing");
  });

  it("gives every line logged during the request its id", async () => {
    const capture = capturedLog();
    const res = await withLog(capture.log, () =>
      t.request("/internal/compliment-views", {
        method: "POST",
        peer: WEB,
        internal: true,
        headers: { "X-Request-Id": "batch-1" },
        json: { views: [{ code: CODE, device_id: "not a device id" }] },
      }),
    );
    expect(res.status).toBe(400);
    expect(capture.lines().map((line) => line.request_id)).toEqual(["batch-1"]);
  });
});
