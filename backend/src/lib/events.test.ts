import Redis from "ioredis";
import { randomToken } from "./crypto";
import { createEvents, type ComplimentEvents } from "./events";
import { withLog } from "./log";
import { capturedLog } from "../test/captured-log";
import { present } from "../test/present";

/** The next batch of codes `events` delivers. */
const nextChange = (events: ComplimentEvents) =>
  new Promise<string[]>((resolve) => {
    const unsubscribe = events.subscribe((codes) => {
      unsubscribe();
      resolve(codes);
    });
  });

describe("compliment change events in one process", () => {
  it("delivers each publication to every subscriber until it unsubscribes", async () => {
    const events = createEvents();
    const a: string[][] = [];
    const b: string[][] = [];
    const stopA = events.subscribe((codes) => a.push(codes));
    events.subscribe((codes) => b.push(codes));
    expect(events.listenerCount()).toBe(2);
    events.publish(["12345678", "12345678", "87654321"]);
    stopA();
    events.publish(["11112222"]);
    expect(a).toEqual([["12345678", "87654321"]]);
    expect(b).toEqual([["12345678", "87654321"], ["11112222"]]);
    expect(events.listenerCount()).toBe(1);
    await events.close();
  });

  it("publishes nothing for no codes and splits long lists", async () => {
    const events = createEvents();
    const seen: string[][] = [];
    events.subscribe((codes) => seen.push(codes));
    events.publish([]);
    events.publish(Array.from({ length: 1200 }, (_, i) => String(10_000_000 + i)));
    expect(seen.map((codes) => codes.length)).toEqual([500, 500, 200]);
    await events.close();
  });

  it("keeps delivering when a listener throws", async () => {
    const events = createEvents();
    const logged = capturedLog();
    const seen: string[][] = [];
    events.subscribe(() => {
      throw new Error("broken");
    });
    events.subscribe((codes) => seen.push(codes));
    withLog(logged.log, () => events.publish(["12345678"]));
    expect(seen).toEqual([["12345678"]]);
    expect(logged.lines()).toEqual([expect.objectContaining({ msg: "A change-event listener failed" })]);
    await events.close();
  });

  it("ends every subscription when closed", async () => {
    const events = createEvents();
    const ended = jest.fn();
    events.subscribe(() => {}, ended);
    await events.close();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(events.listenerCount()).toBe(0);
  });
});

const withRedis = process.env.REDIS_URL ? describe : describe.skip;

withRedis("compliment change events through Redis", () => {
  const channel = `test:${randomToken(6)}:compliments:changed`;
  const clients: Redis[] = [];
  const processes: ComplimentEvents[] = [];
  /** The first process's connection, which the tests also publish and look around with. */
  const publisher = () => present(clients[0], "a backend process");
  /** The events of one backend process: its own Redis connection, the shared channel. */
  async function backendProcess(connectionName?: string) {
    const redis = new Redis(process.env.REDIS_URL!, { connectionName });
    const events = createEvents({ redis, channel });
    clients.push(redis);
    processes.push(events);
    await waitForSubscribers(redis, processes.length);
    return events;
  }
  async function waitForSubscribers(redis: Redis, count: number) {
    for (let i = 0; i < 100; i++) {
      const [, subscribers] = (await redis.pubsub("NUMSUB", channel)) as [string, number];
      if (Number(subscribers) >= count) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error("subscribers did not come up");
  }
  afterAll(async () => {
    for (const events of processes) await events.close();
    for (const redis of clients) redis.disconnect();
  });

  it("brings a change published by one process to the subscribers of another, and of itself", async () => {
    const a = await backendProcess();
    const b = await backendProcess();
    const onA = nextChange(a);
    const onB = nextChange(b);
    b.publish(["12345678", "87654321"]);
    expect(await onA).toEqual(["12345678", "87654321"]);
    expect(await onB).toEqual(["12345678", "87654321"]);
  });

  it("lets the publishing process hear its own change at once, and once: not again by Redis's echo", async () => {
    const a = await backendProcess();
    const b = await backendProcess();
    const seen: string[][] = [];
    a.subscribe((codes) => seen.push(codes));
    const onB = nextChange(b);
    a.publish(["13572468"]);
    // Synchronously: a read answered right after the change finds its copy already dropped.
    expect(seen).toEqual([["13572468"]]);
    expect(await onB).toEqual(["13572468"]);
    // Redis delivered it to b, so a's subscriber had it too and skipped it; then a later change comes through.
    const next = nextChange(a);
    await publisher().publish(channel, JSON.stringify({ codes: ["24681357"] }));
    await next;
    expect(seen).toEqual([["13572468"], ["24681357"]]);
  });

  it("ignores messages on the channel that are not lists of codes", async () => {
    const a = await backendProcess();
    const seen: string[][] = [];
    a.subscribe((codes) => seen.push(codes));
    const next = nextChange(a);
    for (const junk of ["not json", "{}", JSON.stringify({ codes: ["<script>"] }), JSON.stringify({ codes: "12345678" })]) {
      await publisher().publish(channel, junk);
    }
    await publisher().publish(channel, JSON.stringify({ codes: ["11112222"] }));
    expect(await next).toEqual(["11112222"]);
    expect(seen).toEqual([["11112222"]]);
  });

  it("ends its subscriptions when its subscriber connection drops, and again once it is back", async () => {
    const name = `test-events-${randomToken(6).replace(/[^A-Za-z0-9]/g, "x")}`;
    const a = await backendProcess(name);
    const ended = jest.fn();
    a.subscribe(() => {}, ended);
    const clientsList = (await publisher().client("LIST")) as string;
    const subscriber = clientsList.split("\n").find((line) => line.includes(`name=${name}`) && /\bsub=1\b/.test(line));
    const id = present(/\bid=(\d+)/.exec(present(subscriber, "the subscriber connection"))?.[1], "its client id");
    await publisher().client("KILL", "ID", id);
    for (let i = 0; i < 100 && ended.mock.calls.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(ended).toHaveBeenCalledTimes(1);

    const endedAgain = jest.fn();
    a.subscribe(() => {}, endedAgain);
    for (let i = 0; i < 200 && endedAgain.mock.calls.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(endedAgain).toHaveBeenCalledTimes(1);
    await waitForSubscribers(publisher(), processes.length);
    const next = nextChange(a);
    publisher().publish(channel, JSON.stringify({ codes: ["33334444"] }));
    expect(await next).toEqual(["33334444"]);
  });
});
