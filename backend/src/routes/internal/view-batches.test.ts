import { eq } from "drizzle-orm";
import Redis from "ioredis";
import { viewBatches, type View, type ViewBatches, type ViewBatchesOptions } from "@/web-server/page-cache/view-batches";
import { newDeviceId } from "@/lib/device-id";
import { log } from "@/lib/server/log";
import { writeViewsTo } from "@/lib/server/compliment-views";
import { compliments, complimentViews } from "../../db/schema";
import { firstRow } from "../../db/rows";
import type { TestApp } from "../../test/test-app";
import { randomToken } from "../../lib/crypto";
import { seededTestApp, writtenCode, type testUsers } from "../../test/users";

let t: TestApp;
let people: ReturnType<typeof testUsers>;

beforeAll(async () => {
  ({ t, people } = await seededTestApp());
}, 60_000);
afterAll(() => t.close());

/** The hour a test waits for a timer it does not mean to fire. */
const NEVER = 3_600_000;

const newCompliment = async () => writtenCode(t, await people.register("Batched Author"));

/** The count the compliment keeps, and the view rows behind it: they must always agree. */
async function counted(code: string) {
  const row = firstRow(
    await t.db.select({ id: compliments.id, views: compliments.viewCount }).from(compliments).where(eq(compliments.code, code)),
    "compliment",
  );
  expect(await t.db.$count(complimentViews, eq(complimentViews.complimentId, row.id))).toBe(row.views);
  return row.views;
}

const opened: ViewBatches[] = [];
afterEach(() => Promise.all(opened.splice(0).map((batches) => batches.close())));

/**
 * Batches that the backend's endpoint writes, each one kept for the test to look at, with the
 * writes begun; while `backend.down` is set every write fails, as with a backend that is down.
 */
function batcher(options: Partial<ViewBatchesOptions> = {}) {
  const written: View[][] = [];
  const begun = { writes: 0 };
  const backend = { down: false };
  const batches = viewBatches({
    async write(views) {
      begun.writes++;
      if (backend.down) throw new Error("backend down");
      const res = await t.request("/internal/compliment-views", { method: "POST", json: { views }, internal: true });
      if (res.status !== 204) throw new Error(`answered ${res.status}`);
      written.push(views);
    },
    intervalMs: NEVER,
    ...options,
  });
  opened.push(batches);
  return { batches, written, begun, backend };
}

async function eventually(check: () => boolean | Promise<boolean>, ms = 2000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("not within the time");
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe("view batches", () => {
  it("writes a device's view of a code once, however often it comes", async () => {
    const code = await newCompliment();
    const { batches, written } = batcher();
    const [one, two] = [newDeviceId(), newDeviceId()];
    for (const device of [one, two, one, one, two]) batches.add(code, device);
    await batches.flush();
    expect(written).toEqual([
      [
        { code, device_id: one },
        { code, device_id: two },
      ],
    ]);
    expect(await counted(code)).toBe(2);
    await batches.close();
  });

  it("writes a batch as soon as it holds maxViews views, without waiting for the timer", async () => {
    const code = await newCompliment();
    const { batches, written, begun } = batcher({ maxViews: 5 });
    for (let i = 0; i < 4; i++) batches.add(code, newDeviceId());
    // A write the adds set off would have begun by the next turn of the event loop.
    await new Promise((r) => setImmediate(r));
    expect(begun.writes).toBe(0);
    batches.add(code, newDeviceId());
    await eventually(() => written.length === 1);
    expect(written[0]).toHaveLength(5);
    expect(await counted(code)).toBe(5);
    await batches.close();
  });

  it("writes what it holds every intervalMs", async () => {
    const code = await newCompliment();
    const { batches, written } = batcher({ intervalMs: 100 });
    batches.add(code, newDeviceId());
    const added = Date.now();
    await eventually(() => written.length === 1);
    expect(Date.now() - added).toBeLessThan(1000);
    expect(await counted(code)).toBe(1);
    await batches.close();
  });

  it("writes everything still held when closed", async () => {
    const code = await newCompliment();
    const { batches, written } = batcher({ maxViews: 500 });
    for (let i = 0; i < 1200; i++) batches.add(code, newDeviceId());
    await batches.close();
    expect(written.map((batch) => batch.length)).toEqual([500, 500, 200]);
    expect(await counted(code)).toBe(1200);
  });

  it("keeps a batch the backend could not take for the next flush", async () => {
    const code = await newCompliment();
    const { batches, written, backend } = batcher();
    backend.down = true;
    const error = jest.spyOn(log, "error");
    batches.add(code, newDeviceId());
    await batches.flush();
    expect(error).toHaveBeenCalledWith({ views: 1, reason: "backend down" }, "View batches: writing failed (kept for the next try)");
    error.mockRestore();
    expect(await counted(code)).toBe(0);
    backend.down = false;
    await batches.flush();
    expect(written).toHaveLength(1);
    expect(await counted(code)).toBe(1);
    await batches.close();
  });
});

describe("view batches the backend cannot take", () => {
  it("drops a batch the backend refuses (a 4xx): sending it again would be refused again", async () => {
    const sent: unknown[] = [];
    const backend = {
      apiUrl: "http://backend",
      internalToken: t.deps.config.internalToken,
      fetch: (async (url: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return t.app.request(url, init);
      }) as typeof fetch,
    };
    const batches = viewBatches({ write: writeViewsTo(backend), intervalMs: NEVER });
    opened.push(batches);
    const error = jest.spyOn(log, "error");
    batches.add("not-a-code", newDeviceId());
    await batches.flush();
    expect(error).toHaveBeenCalledWith({ views: 1, status: 400 }, "View batches: the backend refused the views");
    await batches.flush();
    await batches.close();
    expect(sent).toHaveLength(1);
    expect(error).not.toHaveBeenCalledWith(expect.anything(), "View batches: views not written at shutdown");
    error.mockRestore();
  });

  it("holds at most maxHeld views while the backend is down, dropping the oldest", async () => {
    const code = await newCompliment();
    const { batches, written, backend } = batcher({ maxHeld: 3 });
    backend.down = true;
    const error = jest.spyOn(log, "error").mockImplementation(() => undefined);
    const devices = Array.from({ length: 5 }, () => newDeviceId());
    for (const device of devices) batches.add(code, device);
    const dropped = error.mock.calls.filter(([, msg]) => msg === "View batches: views dropped, the backend took none");
    expect(dropped.map(([fields]) => fields)).toEqual([{ views: 1 }, { views: 1 }]);
    error.mockRestore();
    backend.down = false;
    await batches.flush();
    expect(written).toEqual([devices.slice(2).map((device) => ({ code, device_id: device }))]);
    expect(await counted(code)).toBe(3);
  });
});

/** Several web processes sharing one Redis list; PostgreSQL pass only (CI sets REDIS_URL there). */
const withRedis = process.env.REDIS_URL ? describe : describe.skip;

withRedis("view batches through Redis", () => {
  const redisUrl = process.env.REDIS_URL!;
  const processes = (key: string, count: number, options: Partial<ViewBatchesOptions> = {}) =>
    Array.from({ length: count }, () => batcher({ redisUrl, key, ...options }));

  it("writes the views of every process once, in batches any of them takes", async () => {
    const code = await newCompliment();
    const key = `test:${randomToken(6)}:views`;
    const web = processes(key, 3, { maxViews: 50 });
    const devices = Array.from({ length: 400 }, newDeviceId);
    // Each device reads the page twice, through two different processes.
    devices.forEach((device, i) => {
      web[i % 3]!.batches.add(code, device);
      web[(i + 1) % 3]!.batches.add(code, device);
    });
    await Promise.all(web.map((p) => p.batches.close()));
    const batches = web.flatMap((p) => p.written);
    expect(Math.max(...batches.map((b) => b.length))).toBe(50);
    expect(batches.reduce((n, b) => n + b.length, 0)).toBe(800);
    expect(await counted(code)).toBe(400);
    const redis = new Redis(redisUrl);
    expect(await redis.llen(key)).toBe(0);
    redis.disconnect();
  });

  it("flushes the shared list on a timer, and a process that stops leaves nothing behind", async () => {
    const code = await newCompliment();
    const key = `test:${randomToken(6)}:views`;
    const [ticking, stopping] = [batcher({ redisUrl, key, intervalMs: 100 }), batcher({ redisUrl, key })];
    stopping.batches.add(code, newDeviceId());
    await eventually(() => ticking.written.length === 1);
    expect(await counted(code)).toBe(1);
    await ticking.batches.close();
    stopping.batches.add(code, newDeviceId());
    await stopping.batches.close();
    expect(await counted(code)).toBe(2);
  });
});
