import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { createApp, defaultConfig } from "../../app";
import { compliments, complimentViews } from "../../db/schema";
import { demoComplimentCode } from "../../db/seed";
import type { TestApp } from "../../test/test-app";
import { seededTestApp, writtenCode, type testUsers } from "../../test/users";
import { firstRow } from "../../db/rows";
import { eventFrames } from "../../test/event-frames";
import { enqueue } from "../../jobs/queue";

let t: TestApp;
let people: ReturnType<typeof testUsers>;
/** Listeners the app itself keeps (the look-up's guest answers); streams come on top. */
let ownListeners: number;

beforeAll(async () => {
  ({ t, people } = await seededTestApp());
  ownListeners = t.events.listenerCount();
}, 60_000);
afterAll(() => t.close());

const WEB = "127.0.0.1";
const OUTSIDER = "203.0.113.9";
const unknownRoute = (path: string) => ({ success: false, message: `The route ${path.slice(1)} could not be found.` });

async function eventually(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  return check();
}

const views = async (code: string) => {
  const row = firstRow(await t.db.select({ id: compliments.id }).from(compliments).where(eq(compliments.code, code)), "row");
  return t.db.$count(complimentViews, eq(complimentViews.complimentId, row.id));
};

describe("GET /internal/compliment-events", () => {
  it("streams `ready`, then each change as it is published, and unsubscribes when the reader goes", async () => {
    const res = await t.request("/internal/compliment-events", { internal: true });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const frames = eventFrames(res.body!);
    expect(await frames.next()).toBe("event: ready\ndata: {}\n\n");
    expect(t.events.listenerCount()).toBe(ownListeners + 1);

    const author = await people.register("Streamed Author");
    const created = await t.request("/v1/compliments", {
      method: "POST",
      json: { to: "Ann", compliment: "Your kindness shows." },
      token: author.token,
    });
    const { id, code } = (await created.json()).data;
    expect(await frames.next()).toBe(`event: changed\ndata: {"codes":["${code}"]}\n\n`);
    await t.request(`/v1/compliments/${id}`, { method: "DELETE", token: author.token });
    expect(await frames.next()).toBe(`event: changed\ndata: {"codes":["${code}"]}\n\n`);

    await frames.cancel();
    expect(await eventually(() => t.events.listenerCount() === ownListeners)).toBe(true);
  });

  it("sends a comment every 15 seconds", async () => {
    jest.useFakeTimers({
      doNotFake: [
        "Date",
        "hrtime",
        "nextTick",
        "performance",
        "queueMicrotask",
        "setImmediate",
        "clearImmediate",
        "setTimeout",
        "clearTimeout",
      ],
    });
    try {
      const res = await t.request("/internal/compliment-events", { internal: true });
      const frames = eventFrames(res.body!);
      expect(await frames.next()).toBe("event: ready\ndata: {}\n\n");
      jest.advanceTimersByTime(15_000);
      expect(await frames.next()).toBe(": ping\n\n");
      t.events.publish([demoComplimentCode]);
      expect(await frames.next()).toBe(`event: changed\ndata: {"codes":["${demoComplimentCode}"]}\n\n`);
      jest.advanceTimersByTime(15_000);
      expect(await frames.next()).toBe(": ping\n\n");
      await frames.cancel();
      expect(await eventually(() => t.events.listenerCount() === ownListeners)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it("answers a request without the internal token as an unknown route, from this host or elsewhere, subscribing nothing", async () => {
    for (const peer of [WEB, OUTSIDER, null]) {
      const res = await t.request("/internal/compliment-events", { peer, headers: { "X-Forwarded-For": WEB } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(unknownRoute("/internal/compliment-events"));
    }
    expect(t.events.listenerCount()).toBe(ownListeners);
  });

  it("works over a real socket with the internal token, and lets go when the connection closes", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const otherToken = createApp({ db: t.db, mailer: t.mailer, config: { internalToken: "another-internal-token-0123456789abcdef" } });
    const elsewhere = serve({ fetch: otherToken.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
    await new Promise((resolve) => elsewhere.once("listening", resolve));
    try {
      const connection = new AbortController();
      const res = await fetch(`http://127.0.0.1:${port}/internal/compliment-events`, {
        signal: connection.signal,
        headers: { Authorization: `Bearer ${defaultConfig.internalToken}` },
      });
      const frames = eventFrames(res.body!);
      expect(await frames.next()).toBe("event: ready\ndata: {}\n\n");
      t.events.publish(["12345678"]);
      expect(await frames.next()).toBe('event: changed\ndata: {"codes":["12345678"]}\n\n');
      connection.abort();
      expect(await eventually(() => t.events.listenerCount() === ownListeners)).toBe(true);

      // A backend with another token does not take this one.
      const refused = await fetch(`http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/internal/compliment-events`, {
        headers: { Authorization: `Bearer ${defaultConfig.internalToken}` },
      });
      expect(refused.status).toBe(404);
      await refused.arrayBuffer();
    } finally {
      for (const s of [server, elsewhere]) {
        s.closeAllConnections();
        await new Promise((resolve) => s.close(resolve));
      }
    }
  });
});

describe("POST /internal/compliment-views", () => {
  const record = (json: unknown) => t.request("/internal/compliment-views", { method: "POST", json, internal: true });
  const batch = (code: string, ...devices: string[]) => ({ views: devices.map((device_id) => ({ code, device_id })) });

  const newCode = async () => writtenCode(t, await people.register("Viewed Author"));

  it("counts one view per device, repeated in one batch or across batches, and answers 204 without a body", async () => {
    const code = await newCode();
    for (const views of [batch(code, "AbCdEf1234", "AbCdEf1234", "ZyXwVu9876"), batch(code, "ZyXwVu9876", "Third12345")]) {
      const res = await record(views);
      expect(res.status).toBe(204);
      expect(await res.text()).toBe("");
    }
    expect(await views(code)).toBe(3);
    const { data } = await (await t.request(`/v1/compliments/code/${code}?device_id=Fourth1234`)).json();
    expect(data.views).toBe(4);
  });

  it("counts the views of several compliments in one batch, and nothing for an unknown code", async () => {
    const [first, second] = [await newCode(), await newCode()];
    const before = await t.db.$count(complimentViews);
    const res = await record({
      views: [
        { code: first, device_id: "AbCdEf1234" },
        { code: "00000000", device_id: "AbCdEf1234" },
        { code: second, device_id: "AbCdEf1234" },
        { code: second, device_id: "ZyXwVu9876" },
      ],
    });
    expect(res.status).toBe(204);
    expect([await views(first), await views(second)]).toEqual([1, 2]);
    expect(await t.db.$count(complimentViews)).toBe(before + 3);
  });

  it("answers 400 to a malformed batch, recording nothing", async () => {
    const before = await t.db.$count(complimentViews);
    const bodies: unknown[] = [
      batch(demoComplimentCode, "short"),
      batch(demoComplimentCode, "has-dash01"),
      batch(demoComplimentCode, "AbCdEf1234", "short"),
      { views: [{ code: demoComplimentCode }] },
      { views: [{ code: "1234", device_id: "AbCdEf1234" }] },
      { views: [{ code: 12345678, device_id: "AbCdEf1234" }] },
      { views: [] },
      batch(demoComplimentCode, ...Array.from({ length: 1001 }, (_, i) => `Device${String(i).padStart(4, "0")}`)),
      { code: demoComplimentCode, device_id: "AbCdEf1234" },
      [],
      null,
      "text",
    ];
    for (const json of bodies) {
      const res = await record(json);
      expect([JSON.stringify(json).slice(0, 80), res.status]).toEqual([JSON.stringify(json).slice(0, 80), 400]);
      await res.arrayBuffer();
    }
    const broken = await t.request("/internal/compliment-views", { method: "POST", body: "{not json", internal: true });
    expect(broken.status).toBe(400);
    expect(await t.db.$count(complimentViews)).toBe(before);
  });

  it("answers a request without the internal token as an unknown route, recording nothing", async () => {
    const before = await views(demoComplimentCode);
    for (const peer of [WEB, OUTSIDER, null]) {
      const res = await t.request("/internal/compliment-views", {
        method: "POST",
        json: batch(demoComplimentCode, "Outsider01"),
        peer,
        headers: { "X-Forwarded-For": WEB },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(unknownRoute("/internal/compliment-views"));
    }
    expect(await views(demoComplimentCode)).toBe(before);
  });
});

it("keeps the internal endpoints out of the published /v1 contract", async () => {
  const doc = await (await t.request("/v1/openapi.json")).json();
  expect(Object.keys(doc.paths).filter((path) => path.includes("internal"))).toEqual([]);
});

describe("GET /internal/jobs", () => {
  it("shows an operator with the internal token the queue: due, scheduled, failed and the oldest wait; anyone else a 404", async () => {
    const res = await t.request("/internal/jobs", { internal: true });
    expect(res.status).toBe(200);
    expect(Object.keys(await res.json()).sort()).toEqual(["failed", "oldest_waiting_seconds", "pending", "scheduled"]);
    const outsider = await t.request("/internal/jobs", { peer: WEB, headers: { "X-Forwarded-For": WEB } });
    expect(outsider.status).toBe(404);
    expect(await outsider.json()).toEqual(unknownRoute("/internal/jobs"));
  });

  it("counts one kind of job with ?kind=, and refuses a kind there is none of", async () => {
    const stats = async (query: string) => (await t.request(`/internal/jobs${query}`, { internal: true })).json();
    await enqueue(t.db, { kind: "data-export-expiry", payload: { exportId: 0 }, runAt: new Date(t.clock.now().getTime() + 3_600_000) });
    expect(await stats("?kind=data-export-expiry")).toMatchObject({ pending: 0, scheduled: 1, failed: 0 });
    expect(await stats("?kind=signing-close")).toMatchObject({ pending: 0, scheduled: 0, failed: 0 });
    for (const kind of ["toString", "nothing"]) {
      const res = await t.request(`/internal/jobs?kind=${kind}`, { internal: true });
      expect([res.status, await res.json()]).toEqual([400, { message: "No such kind of job." }]);
    }
  });
});

describe("every spelling of an internal route, over a real socket from this host", () => {
  /**
   * Raw request targets, sent as they are (fetch would resolve dot segments first): the ones the
   * URL parser or Hono's router folds onto /internal/compliment-events, and ones that name no route.
   */
  const spellings = [
    "/internal/compliment-events",
    "/v1/../internal/compliment-events",
    "/v1/%2e%2e/internal/compliment-events",
    "/v1/%2E%2E/internal/compliment-events",
    "/internal/./compliment-events",
    "/%69nternal/compliment-events",
    "/internal/%63ompliment-events",
    "//internal/compliment-events",
    "/internal//compliment-events",
    "/v1/..%2finternal/compliment-events",
    "/INTERNAL/compliment-events",
  ];

  /** The status of a GET of `target` sent verbatim; an event stream is hung up on once its headers are in. */
  const statusOf = (port: number, target: string, authorization?: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port, path: target, headers: authorization ? { Authorization: authorization } : {} },
        (res) => {
          resolve(res.statusCode ?? 0);
          res.destroy();
        },
      );
      req.on("error", reject);
      req.end();
    });

  it("answers 404 to each without the token or with a wrong one, and opens the stream with the token only", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const token = `Bearer ${defaultConfig.internalToken}`;
    try {
      const answers: Record<string, [number, number, number, number]> = {};
      for (const target of spellings)
        answers[target] = [
          await statusOf(port, target),
          await statusOf(port, target, "Bearer wrong-token-of-the-same-length-000000"),
          await statusOf(port, target, `${token}x`),
          await statusOf(port, target, token),
        ];
      expect(answers).toEqual({
        "/internal/compliment-events": [404, 404, 404, 200],
        "/v1/../internal/compliment-events": [404, 404, 404, 200],
        "/v1/%2e%2e/internal/compliment-events": [404, 404, 404, 200],
        "/v1/%2E%2E/internal/compliment-events": [404, 404, 404, 200],
        "/internal/./compliment-events": [404, 404, 404, 200],
        "/%69nternal/compliment-events": [404, 404, 404, 200],
        "/internal/%63ompliment-events": [404, 404, 404, 200],
        "//internal/compliment-events": [404, 404, 404, 404],
        "/internal//compliment-events": [404, 404, 404, 404],
        "/v1/..%2finternal/compliment-events": [404, 404, 404, 404],
        "/INTERNAL/compliment-events": [404, 404, 404, 404],
      });
      expect(await eventually(() => t.events.listenerCount() === ownListeners)).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
