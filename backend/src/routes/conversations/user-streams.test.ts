import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { userStreams, type PageConnection, type UserStreams } from "../../../../lib/events/user-streams";
import type { TestApp } from "../../test/test-app";
import { seededTestApp, type TestUser, type testUsers } from "../../test/users";

// The web's side of the pushed chat and badge (lib/events/user-streams.ts, behind GET /api/events),
// against a real backend on a socket: over Redis on the PostgreSQL pass when REDIS_URL is set.
let t: TestApp;
let people: ReturnType<typeof testUsers>;
let server: Server;
let streams: UserStreams;

beforeAll(async () => {
  ({ t, people } = await seededTestApp());
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
  await new Promise((resolve) => server.once("listening", resolve));
  streams = userStreams({ apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, maxConnections: 5, maxPerUser: 2 });
  expect(await streams.whenLive(5000)).toBe(true);
}, 60_000);
afterAll(async () => {
  streams.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** An open page of `user`: what it was sent, and whether it was ended. */
function openPage(user: TestUser) {
  const page = { events: [] as string[], ended: false };
  const connection: PageConnection = {
    send: (event, data) => void page.events.push(`${event} ${data}`),
    close: () => void (page.ended = true),
  };
  const leave = streams.open(user.id, connection);
  if (leave === "busy") throw new Error("busy");
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
  const noop = (): PageConnection => ({ send: () => {}, close: () => {} });
  const held = [streams.open(dee.id, noop()), streams.open(dee.id, noop())];
  expect(streams.open(dee.id, noop())).toBe("busy");
  held.push(streams.open(eve.id, noop()), streams.open(eve.id, noop()), streams.open(999_999, noop()));
  expect(streams.connectionCount()).toBe(5);
  expect(streams.open(1_000_000, noop())).toBe("busy");
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
