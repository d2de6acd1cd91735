import { enqueue } from "../jobs/queue";
import { eventFrames } from "../test/event-frames";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  // No worker running by itself: the queue holds what the test puts in it.
  t = await createTestApp({ worker: false });
});
afterAll(() => t.close());

const WEB = "127.0.0.1";
const OUTSIDER = "203.0.113.9";

const scrape = async () => {
  const res = await t.request("/internal/metrics", { internal: true });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};
/** The value of the series whose name and labels start as `series` says. */
const value = (text: string, series: string) => {
  const line = text.split("\n").find((l) => l.startsWith(series));
  return line === undefined ? undefined : Number(line.split(" ").at(-1));
};

describe("GET /internal/metrics", () => {
  it("counts requests by route template and status, with the queue, pool, event streams and Node's figures", async () => {
    for (let i = 0; i < 3; i++) await t.request("/v1/compliments/code/48213907", { peer: OUTSIDER });
    await t.request("/v1/health");
    const stream = await t.request("/internal/compliment-events", { internal: true });
    const frames = eventFrames(stream.body!);
    await frames.next();

    const text = await scrape();
    expect(value(text, 'http_requests_total{method="GET",route="/v1/compliments/code/:code",status="404"')).toBe(3);
    expect(value(text, 'http_requests_total{method="GET",route="/v1/health",status="200"')).toBe(1);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",service="api",method="GET",route="\/v1\/health",status="200"/m);
    expect(text).not.toContain("48213907");
    expect(value(text, 'job_queue_jobs{state="due"')).toBe(0);
    expect(value(text, "job_queue_oldest_due_age_seconds")).toBe(0);
    expect(value(text, "db_pool_waiting_requests")).toBe(0);
    if (t.databaseUrl) expect(value(text, 'db_pool_connections{state="idle"')).toBeGreaterThan(0);
    expect(value(text, 'event_streams_open{stream="compliment-events"')).toBe(1);
    expect(value(text, 'event_streams_open{stream="user-events"')).toBe(0);
    if (process.env.REDIS_URL) expect(value(text, 'event_bus_redis_subscribed{bus="compliments"')).toBe(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds\{service="api"\} /m);
    expect(text).toMatch(/^process_resident_memory_bytes\{service="api"\} /m);

    await frames.cancel();
    for (let i = 0; i < 50 && value(await scrape(), 'event_streams_open{stream="compliment-events"') !== 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(value(await scrape(), 'event_streams_open{stream="compliment-events"')).toBe(0);
  });

  it("counts due jobs and how long the oldest has waited", async () => {
    const now = t.clock.now().getTime();
    await enqueue(
      t.db,
      { kind: "resubscribe-link", payload: { email: "waiting@example.org" }, runAt: new Date(now - 90_000) },
      { kind: "resubscribe-link", payload: { email: "waiting@example.org" }, runAt: new Date(now - 5_000) },
      { kind: "resubscribe-link", payload: { email: "later@example.org" }, runAt: new Date(now + 60_000) },
    );
    const text = await scrape();
    expect(value(text, 'job_queue_jobs{state="due"')).toBe(2);
    expect(value(text, 'job_queue_jobs{state="scheduled"')).toBe(1);
    expect(value(text, "job_queue_oldest_due_age_seconds")).toBe(90);
  });

  it("answers a request without the internal token 404, as an unknown route, even from this host", async () => {
    const res = await t.request("/internal/metrics", { peer: WEB });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("http_requests_total");
  });
});
