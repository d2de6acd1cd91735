import { and, eq, gt, ne, sql } from "drizzle-orm";
import { conversationParticipants, messages } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { addMessage } from "./send-message";
import { testUsers, type TestUser } from "../../test/users";

/**
 * The kept unread counters against their definition (the other participants' messages after the
 * read mark), after sends and reads racing each other: on PostgreSQL they run on separate
 * connections at once, on PGlite one statement at a time but interleaved. Without the read's row
 * lock (unread-counter.ts) the test of a read waiting for a send fails on PostgreSQL.
 */
let t: TestApp;
let ann: TestUser;
let bob: TestUser;
let conversationId: number;
beforeAll(async () => {
  t = await createTestApp();
  const people = testUsers(t);
  ann = await people.register("Ann");
  bob = await people.register("Bob");
  const first = await t.request(`/v1/users/${bob.id}/messages`, { method: "POST", token: ann.token, json: { message: "Hello Bob" } });
  expect(first.status).toBe(201);
  conversationId = (await first.json()).data.conversation_id;
}, 60_000);
afterAll(() => t.close());

const send = async (from: TestUser, message: string) => {
  const res = await t.request("/v1/compliments/conversations/messages", {
    method: "POST",
    token: from.token,
    json: { conversation_id: conversationId, message },
  });
  expect(res.status).toBe(201);
};
const read = async (user: TestUser) =>
  expect((await t.request(`/v1/compliments/conversations/${conversationId}`, { token: user.token })).status).toBe(200);
const badge = async (user: TestUser) => (await (await t.request("/v1/messages/unread-count", { token: user.token })).json()).data.count;

/** Each participant's kept counter beside a recount of what they have not read. */
async function counters(user: TestUser) {
  const [row] = await t.db
    .select({
      kept: conversationParticipants.unreadCount,
      recounted: sql<number>`(select count(*) from ${messages} where ${and(
        eq(messages.conversationId, conversationId),
        gt(messages.id, conversationParticipants.lastReadMessageId),
        ne(messages.senderId, user.id),
      )})`.mapWith(Number),
    })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, user.id)));
  return { ...row, badge: await badge(user) };
}

/**
 * Waits until a session waits for a lock: on PostgreSQL, the read for the send's row lock. Asked
 * outside the send's transaction, which would see pg_stat_activity as it was when it first looked.
 */
async function untilTheReadWaits() {
  for (let i = 0; i < 250; i++) {
    const waiting = await t.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((waiting as unknown as { rows: { n: number }[] }).rows[0]!.n > 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("no statement waits for the send's lock");
}

describe("unread counters", () => {
  it("count each message for the other participant until they read it; the sender has read it", async () => {
    expect(await counters(bob)).toEqual({ kept: 1, recounted: 1, badge: 1 });
    expect(await counters(ann)).toEqual({ kept: 0, recounted: 0, badge: 0 });
    await send(ann, "Are you there?");
    expect(await counters(bob)).toEqual({ kept: 2, recounted: 2, badge: 2 });
    await read(bob);
    expect(await counters(bob)).toEqual({ kept: 0, recounted: 0, badge: 0 });
  });

  it("count a message sent while a read waits for it: the read recounts after the send commits", async () => {
    await read(bob);
    let reading: Promise<void> | undefined;
    await t.db.transaction(async (tx) => {
      await addMessage(tx, conversationId, ann.id, "Sent while Bob reads", t.clock.now(), 3600);
      // Bob's read starts while the send is in flight; on PostgreSQL its update waits for the send's row lock.
      reading = read(bob);
      if (t.databaseUrl) await untilTheReadWaits();
    });
    await reading;
    const after = await counters(bob);
    expect([after.kept, after.badge]).toEqual([after.recounted, after.recounted]);
    // PGlite runs one transaction at a time, so there the read waits for the send's to end and reads the message too.
    if (process.env.TEST_DATABASE_URL) expect(after.recounted).toBe(1);
    await read(bob);
  });

  it("stay exact while both send and read at once", async () => {
    const rounds = Array.from({ length: 20 }, (_, i) => i);
    await Promise.all(rounds.flatMap((i) => [send(ann, `Ann ${i}`), send(bob, `Bob ${i}`), read(ann), read(bob), badge(ann), badge(bob)]));
    const [annAfter, bobAfter] = [await counters(ann), await counters(bob)];
    expect(annAfter.kept).toBe(annAfter.recounted);
    expect(annAfter.badge).toBe(annAfter.recounted);
    expect(bobAfter.kept).toBe(bobAfter.recounted);
    expect(bobAfter.badge).toBe(bobAfter.recounted);
    await Promise.all([read(ann), read(bob)]);
    expect([await counters(ann), await counters(bob)]).toEqual([
      { kept: 0, recounted: 0, badge: 0 },
      { kept: 0, recounted: 0, badge: 0 },
    ]);
  });
});
