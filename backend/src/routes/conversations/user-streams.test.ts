import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { streamCaps, userStreams, type PageConnection, type StreamOwner, type UserStreams } from "@/lib/events/user-streams";
import type { TestApp } from "../../test/test-app";
import { seededTestApp, type TestUser, type testUsers } from "../../test/users";

// The web's side of the pushed chat and badge (lib/events/user-streams.ts, behind GET /api/events),
// against a real backend on a socket: over Redis on the PostgreSQL pass when REDIS_URL is set.
let t: TestApp;
let people: ReturnType<typeof testUsers>;
let server: Server;
let streams: UserStreams;
let apiUrl: string;

beforeAll(async () => {
  ({ t, people } = await seededTestApp());
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
  await new Promise((resolve) => server.once("listening", resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  streams = userStreams({ apiUrl, internalToken: t.deps.config.internalToken, caps: { ...streamCaps(), total: 5, perUser: 2 } });
  expect(await streams.whenLive(5000)).toBe(true);
}, 60_000);
afterAll(async () => {
  streams.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

let sessions = 0;
/** A page's owner: by default a verified user in a session of their own, each from an address of its own. */
const ownedBy = (userId: number, owner: Partial<StreamOwner> = {}): StreamOwner => ({
  userId,
  session: `session-${++sessions}`,
  address: `198.51.100.${sessions % 250}`,
  verified: true,
  ...owner,
});
const noop = (): PageConnection => ({ send: () => {}, close: () => {} });

/** An open page of `user`: what it was sent, and whether it was ended. */
function openPage(user: TestUser) {
  const page = { events: [] as string[], ended: false };
  const connection: PageConnection = {
    send: (event, data) => void page.events.push(`${event} ${data}`),
    close: () => void (page.ended = true),
  };
  const leave = streams.open(ownedBy(user.id), connection);
  if (typeof leave !== "function") throw new Error(leave);
  return Object.assign(page, { leave });
}

async function eventually(check: () => boolean) {
  for (let i = 0; i < 250 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
}

const direct = async (from: TestUser, to: TestUser, message: string) => {
  const res = await t.request(`/v1/users/${to.id}/messages`, { method: "POST", token: from.token, json: { message } });
  expect(res.status).toBe(201);
  return (await res.json()).data.conversation_id as number;
};

it("gives each user's open pages their own events and nobody else's", async () => {
  const [ada, bo, cy] = [await people.register("Ada Lovelace"), await people.register("Bob Stone"), await people.register("Cyril Moss")];
  const [adaPage, boPhone, boLaptop, cyPage] = [openPage(ada), openPage(bo), openPage(bo), openPage(cy)];

  const conversationId = await direct(ada, bo, "Hello Bo, lovely to meet you.");
  await eventually(() => boLaptop.events.length === 2 && adaPage.events.length === 1);
  for (const page of [boPhone, boLaptop])
    expect(page.events).toEqual([`message {"conversation_id":${conversationId}}`, `unread {"count":1}`]);
  expect(adaPage.events).toEqual([`message {"conversation_id":${conversationId}}`]);

  // Bo reads it: only Bo's pages hear the new count; Cy, outside it all, heard nothing throughout.
  expect((await t.request(`/v1/compliments/conversations/${conversationId}?after=0`, { token: bo.token })).status).toBe(200);
  await eventually(() => boPhone.events.length === 3);
  expect(boPhone.events[2]).toBe(`unread {"count":0}`);
  expect(adaPage.events).toHaveLength(1);
  expect(cyPage.events).toEqual([]);

  // Bo signs out somewhere: every page of Bo's starts over (the ended session's is then refused); nobody else's.
  expect((await t.request("/v1/auth/logout", { token: bo.token })).status).toBe(200);
  await eventually(() => boPhone.ended && boLaptop.ended);
  expect([adaPage.ended, cyPage.ended]).toEqual([false, false]);
  for (const page of [adaPage, boPhone, boLaptop, cyPage]) page.leave();
  expect(streams.connectionCount()).toBe(0);
});

it("holds a bounded number of pages, per user and in all", async () => {
  const [dee, eve] = [await people.register("Dee Walker"), await people.register("Eve Hunter")];
  const held = [streams.open(ownedBy(dee.id), noop()), streams.open(ownedBy(dee.id), noop())];
  expect(streams.open(ownedBy(dee.id), noop())).toBe("too-many");
  held.push(streams.open(ownedBy(eve.id), noop()), streams.open(ownedBy(eve.id), noop()), streams.open(ownedBy(999_999), noop()));
  expect(streams.connectionCount()).toBe(5);
  expect(streams.open(ownedBy(1_000_000), noop())).toBe("busy");
  for (const leave of held) if (typeof leave === "function") leave();
  expect(streams.connectionCount()).toBe(0);
});

it("ends every page when the backend's stream drops, so they reconnect and ask again", async () => {
  const fay = await people.register("Fay Rivers");
  const page = openPage(fay);
  server.closeAllConnections();
  await eventually(() => page.ended);
  page.leave();
  // It follows the backend again by itself.
  expect(await streams.whenLive(5000)).toBe(true);
});

describe("caps per session and per address, with verified users' reserve (the process's own numbers)", () => {
  let hub: UserStreams;
  beforeAll(async () => {
    hub = userStreams({ apiUrl, internalToken: t.deps.config.internalToken });
    expect(await hub.whenLive(5000)).toBe(true);
  });
  afterAll(() => hub.close());

  /** Opens pages one by one, as the owners say, and returns what each got: "ok" or the refusal. */
  const openAll = (owners: StreamOwner[], held: (() => void)[]) =>
    owners.map((owner) => {
      const opened = hub.open(owner, noop());
      if (typeof opened !== "function") return opened;
      held.push(opened);
      return "ok";
    });
  const leaveAll = (held: (() => void)[]) => held.splice(0).forEach((leave) => leave());
  const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

  it("lets one session hold 3 streams: the 4th is refused, and taken once one closes", () => {
    const held: (() => void)[] = [];
    const tab = () => ownedBy(1, { session: "one-login", address: "203.0.113.1" });
    expect(openAll(times(4, tab), held)).toEqual(["ok", "ok", "ok", "too-many"]);
    // Another login of the same user, from the same address, has its own 3.
    expect(openAll([ownedBy(1, { session: "second-login", address: "203.0.113.1" })], held)).toEqual(["ok"]);
    held.shift()!();
    expect(openAll([tab()], held)).toEqual(["ok"]);
    leaveAll(held);
    expect(hub.connectionCount()).toBe(0);
  });

  it("lets one address hold 10 streams, whoever's: the 11th is refused; an IPv6 address counts by its /64", () => {
    const held: (() => void)[] = [];
    // Ten verified people, a session each, from one address: then an eleventh.
    const fromOne = (address: string) => times(11, (i) => ownedBy(100 + i, { address }));
    expect(openAll(fromOne("203.0.113.2"), held)).toEqual([...times(10, () => "ok"), "too-many"]);
    // Another address is not affected.
    expect(openAll([ownedBy(200, { address: "203.0.113.3" })], held)).toEqual(["ok"]);
    // Each address of one /64 is the same subscriber.
    const ipv6 = times(11, (i) => ownedBy(300 + i, { address: `2001:db8:1:2::${i + 1}` }));
    expect(openAll(ipv6, held)).toEqual([...times(10, () => "ok"), "too-many"]);
    leaveAll(held);
    expect(hub.connectionCount()).toBe(0);
  });

  it("keeps 5 of an address's 10 for verified users: unverified ones fill theirs, a verified user still gets a stream", () => {
    const held: (() => void)[] = [];
    const address = "203.0.113.4";
    // Three unverified sign-ups from one address, three tabs each: only 5 streams between them.
    const unverified = times(9, (i) =>
      ownedBy(400 + Math.floor(i / 3), { session: `throwaway-${Math.floor(i / 3)}`, address, verified: false }),
    );
    expect(openAll(unverified, held)).toEqual([...times(5, () => "ok"), ...times(4, () => "too-many")]);
    // Verified users from the same address get the other 5, and no more.
    expect(
      openAll(
        times(6, (i) => ownedBy(500 + i, { address })),
        held,
      ),
    ).toEqual([...times(5, () => "ok"), "too-many"]);
    leaveAll(held);
  });

  it("keeps 1,000 of the process's 10,000 streams for verified users", () => {
    const held: (() => void)[] = [];
    // 9,000 unverified streams, 5 from each of 1,800 addresses, then one more from a fresh address.
    const unverified = times(9_001, (i) =>
      ownedBy(10_000 + i, { address: `10.${(i % 1801) >> 8}.${(i % 1801) & 255}.9`, verified: false }),
    );
    const answers = openAll(unverified, held);
    expect(answers.filter((a) => a === "ok")).toHaveLength(9_000);
    expect(answers.at(-1)).toBe("busy");
    // Verified users take the last 1,000; the 10,001st stream is refused to anyone.
    const verified = times(1_001, (i) => ownedBy(30_000 + i, { address: `172.16.${i >> 8}.${i & 255}` }));
    expect(openAll(verified, held)).toEqual([...times(1_000, () => "ok"), "busy"]);
    expect(hub.connectionCount()).toBe(10_000);
    leaveAll(held);
    expect(hub.connectionCount()).toBe(0);
  });
});
