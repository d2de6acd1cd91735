import { and, eq } from "drizzle-orm";
import { messageMessages } from "@/common/validations/message";
import { conversationParticipants, conversations, messages } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { testUsers, type TestUser } from "../../test/users";
import { firstRow } from "../../db/rows";
import { present } from "../../test/present";

let t: TestApp;
let people: ReturnType<typeof testUsers>;
beforeAll(async () => {
  t = await createTestApp();
  people = testUsers(t);
}, 60_000);
afterAll(() => t.close());

const notFound = { success: false, message: "Conversation not found" };
const MINUTE = 60_000;

const list = (token: string | undefined, query = "") => t.request(`/v1/compliments/conversations${query}`, { token });
const show = (id: number | string, token?: string, query = "") => t.request(`/v1/compliments/conversations/${id}${query}`, { token });
const send = (json: unknown, token?: string) => t.request("/v1/compliments/conversations/messages", { method: "POST", json, token });
const messageUser = (id: number | string, json: unknown, token?: string) =>
  t.request(`/v1/users/${id}/messages`, { method: "POST", json, token });
const reply = (complimentId: number, token: string, query = "") =>
  t.request(`/v1/compliments/${complimentId}/conversation-messages${query}`, { token });

/**
 * A compliment by `author` for `to`, and the conversation `replier` starts about it with the Reply
 * action, after opening it with its code as Reply requires.
 */
async function converse(author: TestUser, replier: TestUser, to = "Robin") {
  const written = await t.request("/v1/compliments", {
    method: "POST",
    token: author.token,
    json: { to, compliment: "You made the whole room laugh." },
  });
  const { id: complimentId, code } = (await written.json()).data;
  expect((await t.request(`/v1/compliments/code/${code}`, { token: replier.token })).status).toBe(200);
  const { conversation } = await (await reply(complimentId, replier.token)).json();
  return { complimentId, conversationId: conversation.id as number };
}

async function say(from: TestUser, conversationId: number, message: string) {
  const res = await send({ conversation_id: conversationId, message }, from.token);
  expect(res.status).toBe(201);
  return (await res.json()).data;
}

async function conversationsOf(user: TestUser, query = "") {
  const res = await list(user.token, query);
  expect(res.status).toBe(200);
  return res.json();
}

const unreadIn = async (user: TestUser, conversationId: number) =>
  (await conversationsOf(user)).data.find((c: { id: number }) => c.id === conversationId).unread_messages;

const readMark = async (user: TestUser, conversationId: number) => {
  const row = firstRow(
    await t.db
      .select()
      .from(conversationParticipants)
      .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, user.id))),
    "row",
  );
  return row.lastReadMessageId;
};

describe("GET /v1/compliments/conversations", () => {
  it("lists the user's conversations by latest activity, with the other person and their unread messages", async () => {
    const author = await people.register("List Author");
    const bea = await people.register("Bea Replier");
    const cal = await people.register("Cal Replier");
    const first = await converse(author, bea, "Bea");
    const firstCreated = t.clock.now().toISOString();
    t.clock.advance(MINUTE);
    const second = await converse(author, cal, "Cal");

    // Opened by Reply but not written to: no one's conversation yet.
    expect(await conversationsOf(author)).toMatchObject({ data: [], total: 0, current_page: 1, last_page: 1, per_page: 15 });
    expect((await conversationsOf(bea)).total).toBe(0);

    t.clock.advance(MINUTE);
    await say(bea, first.conversationId, "Thank you so much!");
    t.clock.advance(MINUTE);
    await say(bea, first.conversationId, "It really made my day.");
    const afterBea = await conversationsOf(author);
    expect(afterBea).toMatchObject({ success: true, message: "Conversations retrieved successfully.", total: 1 });
    expect(afterBea.data).toEqual([
      {
        id: first.conversationId,
        title: "Compliment for Bea",
        customer: { id: bea.id, name: "Bea Replier", avatar: null },
        unread_messages: 2,
        created_at: firstCreated,
        last_message_at: t.clock.now().toISOString(),
        compliment_id: first.complimentId,
        blocked: false,
      },
    ]);
    expect((await conversationsOf(bea)).data).toEqual([
      expect.objectContaining({
        id: first.conversationId,
        unread_messages: 0,
        customer: { id: author.id, name: "List Author", avatar: null },
      }),
    ]);

    expect((await show(first.conversationId, author.token)).status).toBe(200);
    expect(await unreadIn(author, first.conversationId)).toBe(0);
    await say(author, first.conversationId, "You are welcome!");
    expect(await unreadIn(author, first.conversationId)).toBe(0);
    expect(await unreadIn(bea, first.conversationId)).toBe(1);

    t.clock.advance(MINUTE);
    await say(cal, second.conversationId, "Who is this?");
    const latest = await conversationsOf(author);
    expect(latest.data.map((c: { id: number; unread_messages: number }) => [c.id, c.unread_messages])).toEqual([
      [second.conversationId, 1],
      [first.conversationId, 0],
    ]);
  });

  it("pages the list, with per_page or limit, and answers an empty page to a user without conversations", async () => {
    const author = await people.register("Many Talks");
    const ids: number[] = [];
    for (const name of ["Ann Talker", "Ben Talker", "Cy Talker"]) {
      t.clock.advance(MINUTE);
      const talker = await people.register(name);
      const { conversationId } = await converse(author, talker);
      await say(talker, conversationId, `Hello from ${name}`);
      ids.unshift(conversationId);
    }
    const first = await conversationsOf(author, "?per_page=2");
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(first.data.map((c: { id: number }) => c.id)).toEqual(ids.slice(0, 2));
    const second = await conversationsOf(author, "?page=2&limit=2");
    expect(second).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect(second.data.map((c: { id: number }) => c.id)).toEqual(ids.slice(2));

    const nobody = await people.register("Quiet Person");
    expect(await conversationsOf(nobody)).toEqual({
      success: true,
      message: "Conversations retrieved successfully.",
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 15,
      total: 0,
    });
  });

  it("lists no conversation without messages, however it was opened, until its first message", async () => {
    const author = await people.register("Silent Author");
    const reader = await people.register("Silent Reader");
    const { conversationId } = await converse(author, reader);
    for (const user of [author, reader]) expect(await conversationsOf(user)).toMatchObject({ data: [], total: 0 });
    expect((await show(conversationId, reader.token)).status).toBe(200);
    await say(author, conversationId, "Did you get my card?");
    for (const user of [author, reader]) {
      const listed = await conversationsOf(user);
      expect(listed).toMatchObject({ total: 1 });
      expect(listed.data.map((c: { id: number }) => c.id)).toEqual([conversationId]);
    }
  });

  it("answers 422 to a bad page size and 401 to guests", async () => {
    const user = await people.register("Bad Lister");
    const res = await list(user.token, "?per_page=51");
    expect(res.status).toBe(422);
    const message = "The per page field must not be greater than 50.";
    expect(await res.json()).toEqual({ success: false, message, errors: { per_page: [message] } });
    const guest = await list(undefined);
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ success: false, message: "Unauthenticated." });
  });
});

describe("GET /v1/compliments/conversations/{id}", () => {
  it("pages the history newest first, each page oldest to newest, and reading page 1 marks it read", async () => {
    const author = await people.register("History Author");
    const reader = await people.register("History Reader");
    const { complimentId, conversationId } = await converse(author, reader);
    const sent = [];
    for (let i = 1; i <= 20; i++) {
      sent.push(await say(i <= 10 && i % 2 === 0 ? reader : author, conversationId, `Message number ${i}`));
    }
    expect(await unreadIn(reader, conversationId)).toBe(10);

    const second = await (await show(conversationId, reader.token, "?page=2")).json();
    expect(second).toMatchObject({ current_page: 2, last_page: 2, per_page: 15, total: 20 });
    expect(second.data.map((m: { message: string }) => m.message)).toEqual(Array.from({ length: 5 }, (_, i) => `Message number ${i + 1}`));
    expect(second.conversation.unread_messages).toBe(10);
    expect(await (await reply(complimentId, reader.token, "?page=2")).json()).toEqual(second);

    const res = await show(conversationId, reader.token);
    expect(res.status).toBe(200);
    const first = await res.json();
    expect(first).toMatchObject({
      success: true,
      message: "Conversation retrieved successfully.",
      current_page: 1,
      last_page: 2,
      per_page: 15,
      total: 20,
    });
    expect(first.conversation).toEqual({
      id: conversationId,
      title: "Compliment for Robin",
      customer: { id: author.id, name: "History Author", avatar: null },
      unread_messages: 0,
      created_at: expect.any(String),
      last_message_at: sent[19].created_at,
      compliment_id: complimentId,
      blocked: false,
    });
    expect(first.data.map((m: { message: string }) => m.message)).toEqual(Array.from({ length: 15 }, (_, i) => `Message number ${i + 6}`));
    expect(first.data[0]).toEqual({
      id: sent[5].id,
      message: "Message number 6",
      removed: false,
      created_at: sent[5].created_at,
      compliment_owner: true,
      customer: { id: reader.id, name: "History Reader", avatar: null },
      conversation_id: conversationId,
    });
    expect(first.data[1]).toMatchObject({ compliment_owner: false, customer: { id: author.id } });
    expect(await readMark(reader, conversationId)).toBe(sent[19].id);
    expect(await unreadIn(reader, conversationId)).toBe(0);
    expect(await (await reply(complimentId, reader.token)).json()).toEqual(first);

    const forAuthor = await (await show(conversationId, author.token)).json();
    expect(forAuthor.conversation.customer).toEqual({ id: reader.id, name: "History Reader", avatar: null });
    expect(forAuthor.data[0]).toMatchObject({ id: sent[5].id, compliment_owner: false });
  });

  it("reads an older page from the oldest message the client holds: the same page, and nothing repeated after new messages", async () => {
    const author = await people.register("Keyset Author");
    const reader = await people.register("Keyset Reader");
    const { conversationId } = await converse(author, reader);
    for (let i = 1; i <= 20; i++) await say(author, conversationId, `Keyset message ${i}`);
    const texts = (page: { data: Array<{ message: string }> }) => page.data.map((m) => m.message);

    const first = await (await show(conversationId, reader.token)).json();
    const oldestHeld = first.data[0].id;
    const byOffset = await (await show(conversationId, reader.token, "?page=2")).json();
    const byKeyset = await (await show(conversationId, reader.token, `?page=2&before=${oldestHeld}`)).json();
    expect(byKeyset).toEqual(byOffset);

    // Three more arrive while the reader scrolls up: by offset, page 2 would now repeat three they hold.
    for (let i = 21; i <= 23; i++) await say(author, conversationId, `Keyset message ${i}`);
    const shifted = await (await show(conversationId, reader.token, "?page=2")).json();
    expect(texts(shifted).filter((m: string) => texts(first).includes(m))).toHaveLength(3);
    const keyset = await (await show(conversationId, reader.token, `?page=2&before=${oldestHeld}`)).json();
    expect(texts(keyset)).toEqual(Array.from({ length: 5 }, (_, i) => `Keyset message ${i + 1}`));
    expect(keyset).toMatchObject({ current_page: 2, last_page: 2, total: 23 });
  });

  it("answers only the messages after a given id when polled, and marks them read", async () => {
    const author = await people.register("Poll Author");
    const poller = await people.register("Poll Reader");
    const { conversationId } = await converse(author, poller);
    const sent = [];
    for (let i = 1; i <= 4; i++) sent.push(await say(author, conversationId, `Update number ${i}`));

    const res = await show(conversationId, poller.token, `?after=${sent[1].id}&page=3`);
    expect(res.status).toBe(200);
    const polled = await res.json();
    expect(polled).toMatchObject({
      success: true,
      message: "Conversation retrieved successfully.",
      current_page: 1,
      last_page: 1,
      per_page: 100,
      total: 2,
      conversation: { id: conversationId, unread_messages: 0 },
    });
    expect(polled.data.map((m: { id: number }) => m.id)).toEqual([sent[2].id, sent[3].id]);
    expect(await readMark(poller, conversationId)).toBe(sent[3].id);

    const nothing = await (await show(conversationId, poller.token, `?after=${sent[3].id}`)).json();
    expect(nothing).toMatchObject({ data: [], total: 0, current_page: 1, last_page: 1 });
    const next = await say(author, conversationId, "One more thing");
    expect(await unreadIn(poller, conversationId)).toBe(1);
    const latest = await (await show(conversationId, poller.token, `?after=${sent[3].id}`)).json();
    expect(latest.data).toEqual([expect.objectContaining({ id: next.id, message: "One more thing", compliment_owner: false })]);
    expect(await unreadIn(poller, conversationId)).toBe(0);
    expect((await show(conversationId, poller.token, "?after=-1")).status).toBe(422);
  });

  it("refuses anyone but the participants, unknown and malformed ids with 404, guests with 401", async () => {
    const author = await people.register("Private Author");
    const replier = await people.register("Private Replier");
    const stranger = await people.register("Nosy Stranger");
    const { conversationId } = await converse(author, replier);
    await say(author, conversationId, "Just between us");
    for (const [id, user] of [
      [conversationId, stranger],
      [999_999, author],
      ["abc", author],
      ["99999999999", author],
    ] as const) {
      const res = await show(id, user.token);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(notFound);
    }
    expect((await show(conversationId, stranger.token, `?after=0`)).status).toBe(404);
    expect((await show(conversationId)).status).toBe(401);
    const bad = await show(conversationId, author.token, "?page=0");
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual({ page: ["The page field must be at least 1."] });
  });
});

describe("POST /v1/compliments/conversations/messages", () => {
  it("stores the trimmed message, marks it read for its sender and makes it the conversation's latest activity", async () => {
    const author = await people.register("Sending Author");
    const replier = await people.register("Sending Replier");
    const { conversationId } = await converse(author, replier);
    t.clock.advance(MINUTE);

    const res = await send({ conversation_id: conversationId, message: "  Thanks, that was lovely!  " }, replier.token);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      success: true,
      message: "Message sent successfully",
      data: {
        id: expect.any(Number),
        message: "Thanks, that was lovely!",
        removed: false,
        created_at: t.clock.now().toISOString(),
        compliment_owner: true,
        customer: { id: replier.id, name: "Sending Replier", avatar: null },
        conversation_id: conversationId,
      },
    });
    const [stored] = await t.db.select().from(messages).where(eq(messages.id, body.data.id));
    expect(stored).toMatchObject({ senderId: replier.id, message: "Thanks, that was lovely!" });
    const conversation = firstRow(await t.db.select().from(conversations).where(eq(conversations.id, conversationId)), "conversation");
    expect(conversation.updatedAt.toISOString()).toBe(t.clock.now().toISOString());
    expect(await readMark(replier, conversationId)).toBe(body.data.id);
    expect(await unreadIn(author, conversationId)).toBe(1);
    expect(await unreadIn(replier, conversationId)).toBe(0);
  });

  it("answers 422 with the shared messages to short, long, blank and missing fields", async () => {
    const author = await people.register("Strict Author");
    const replier = await people.register("Strict Replier");
    const { conversationId } = await converse(author, replier);
    const cases: [unknown, Record<string, string[]>][] = [
      [{ conversation_id: conversationId, message: "Hi" }, { message: [messageMessages.tooShort] }],
      [{ conversation_id: conversationId, message: "   a    " }, { message: [messageMessages.tooShort] }],
      [{ conversation_id: conversationId, message: "          " }, { message: [messageMessages.tooShort] }],
      [{ conversation_id: conversationId, message: "x".repeat(1001) }, { message: [messageMessages.tooLong] }],
      [{}, { conversation_id: ["The conversation id is required."], message: [messageMessages.tooShort] }],
    ];
    for (const [json, errors] of cases) {
      const res = await send(json, replier.token);
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body.errors).toEqual(errors);
      expect(body.message).toMatch(present(Object.values(errors)[0]?.[0], "a field message"));
    }
    expect(await t.db.$count(messages, eq(messages.conversationId, conversationId))).toBe(0);
    const longest = await send({ conversation_id: conversationId, message: ` ${"x".repeat(1000)} ` }, replier.token);
    expect(longest.status).toBe(201);
  });

  it("refuses anyone but the participants and unknown conversations with 404, guests with 401", async () => {
    const author = await people.register("Closed Author");
    const replier = await people.register("Closed Replier");
    const stranger = await people.register("Pushy Stranger");
    const { conversationId } = await converse(author, replier);
    for (const [id, user] of [
      [conversationId, stranger],
      [999_999, author],
      [99_999_999_999, author],
    ] as const) {
      const res = await send({ conversation_id: id, message: "Let me in" }, user.token);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(notFound);
    }
    expect((await send({ conversation_id: conversationId, message: "Let me in" })).status).toBe(401);
    expect(await t.db.$count(messages, eq(messages.conversationId, conversationId))).toBe(0);
  });

  it("allows 30 messages a minute per user, direct messages included, then answers 429 with Retry-After", async () => {
    const author = await people.register("Fast Author");
    const talker = await people.register("Fast Talker");
    const { conversationId } = await converse(author, talker);
    for (let i = 0; i < 20; i++) await say(talker, conversationId, `Quick note ${i}`);
    for (let i = 0; i < 10; i++) expect((await messageUser(author.id, { message: `Direct note ${i}` }, talker.token)).status).toBe(201);

    for (const refused of [
      await send({ conversation_id: conversationId, message: "One too many" }, talker.token),
      await messageUser(author.id, { message: "One too many" }, talker.token),
    ]) {
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        success: false,
        message: expect.stringMatching(/^Too many messages\. Please try again in \d+ seconds\.$/),
      });
    }
    expect((await send({ conversation_id: conversationId, message: "Still my turn" }, author.token)).status).toBe(201);
  });

  it("shares the 30 a minute with replies to compliments: 30 of both, then either kind is 429", async () => {
    const author = await people.register("Shared Author");
    const talker = await people.register("Shared Talker");
    const { complimentId, conversationId } = await converse(author, talker);
    const replyWith = (message: string) =>
      t.request(`/v1/compliments/${complimentId}/reply`, { method: "POST", json: { message }, token: talker.token });
    for (let i = 0; i < 15; i++) {
      expect((await replyWith(`Reply number ${i}`)).status).toBe(201);
      await say(talker, conversationId, `Message number ${i}`);
    }
    for (const refused of [
      await replyWith("One reply too many"),
      await send({ conversation_id: conversationId, message: "One too many" }, talker.token),
    ]) {
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await refused.json()).message).toMatch(/^Too many messages\. Please try again in \d+ seconds\.$/);
    }
    expect(await t.db.$count(messages, eq(messages.conversationId, conversationId))).toBe(30);
  });
});

describe("POST /v1/users/{id}/messages", () => {
  it("starts a direct conversation on the first message and reuses it in both directions", async () => {
    const ada = await people.register("Ada Direct");
    const bo = await people.register("Bo Direct");
    t.clock.advance(MINUTE);

    const res = await messageUser(bo.id, { message: "  Hello from your profile page!  " }, ada.token);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      success: true,
      message: "Message sent successfully",
      data: {
        conversation_id: expect.any(Number),
        message: {
          id: expect.any(Number),
          message: "Hello from your profile page!",
          removed: false,
          created_at: t.clock.now().toISOString(),
          compliment_owner: true,
          customer: { id: ada.id, name: "Ada Direct", avatar: null },
          conversation_id: body.data.conversation_id,
        },
      },
    });
    const conversationId = body.data.conversation_id;

    const seenByBo = await conversationsOf(bo);
    expect(seenByBo.data).toEqual([
      {
        id: conversationId,
        title: "Ada Direct & Bo Direct",
        customer: { id: ada.id, name: "Ada Direct", avatar: null },
        unread_messages: 1,
        created_at: t.clock.now().toISOString(),
        last_message_at: t.clock.now().toISOString(),
        compliment_id: null,
        blocked: false,
      },
    ]);
    expect((await conversationsOf(ada)).data).toEqual([
      expect.objectContaining({
        id: conversationId,
        customer: { id: bo.id, name: "Bo Direct", avatar: null },
        unread_messages: 0,
      }),
    ]);

    const answer = await (await messageUser(ada.id, { message: "Hi Ada, nice to hear from you." }, bo.token)).json();
    expect(answer.data.conversation_id).toBe(conversationId);
    expect(await unreadIn(bo, conversationId)).toBe(0);
    expect(await unreadIn(ada, conversationId)).toBe(1);
    const again = await (await messageUser(bo.id, { message: "Shall we meet?" }, ada.token)).json();
    expect(again.data.conversation_id).toBe(conversationId);
    expect(await t.db.$count(conversationParticipants, eq(conversationParticipants.userId, ada.id))).toBe(1);

    const history = await (await show(conversationId, bo.token)).json();
    expect(history.data.map((m: { message: string; compliment_owner: boolean }) => [m.message, m.compliment_owner])).toEqual([
      ["Hello from your profile page!", false],
      ["Hi Ada, nice to hear from you.", true],
      ["Shall we meet?", false],
    ]);
    expect((await send({ conversation_id: conversationId, message: "See you there." }, bo.token)).status).toBe(201);
  });

  it("keeps direct conversations apart from those about compliments", async () => {
    const author = await people.register("Mixed Author");
    const replier = await people.register("Mixed Replier");
    const { conversationId } = await converse(author, replier);
    await say(replier, conversationId, "Thanks for the compliment!");
    const direct = await (await messageUser(replier.id, { message: "A direct hello" }, author.token)).json();
    expect(direct.data.conversation_id).not.toBe(conversationId);
    expect((await conversationsOf(replier)).total).toBe(2);
  });

  it("makes one conversation of simultaneous first messages", async () => {
    const one = await people.register("Racing One");
    const two = await people.register("Racing Two");
    const answers = await Promise.all([
      messageUser(two.id, { message: "First!" }, one.token),
      messageUser(one.id, { message: "No, me first!" }, two.token),
      messageUser(two.id, { message: "Hello again" }, one.token),
    ]);
    const ids = await Promise.all(answers.map(async (r) => (await r.json()).data.conversation_id));
    expect(new Set(ids).size).toBe(1);
    expect(await t.db.$count(conversationParticipants, eq(conversationParticipants.userId, one.id))).toBe(1);
  });

  it("refuses messages to oneself (422), to unknown users (404), invalid ones (422) and guests (401)", async () => {
    const user = await people.register("Lone Writer");
    const self = await messageUser(user.id, { message: "Note to self" }, user.token);
    expect(self.status).toBe(422);
    expect(await self.json()).toEqual({
      success: false,
      message: "You cannot message yourself.",
      errors: { user: ["You cannot message yourself."] },
    });
    for (const id of [999_999, "abc", "99999999999"]) {
      const res = await messageUser(id, { message: "Anyone there?" }, user.token);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: "User not found" });
    }
    const other = await people.register("Other Reader");
    for (const [json, error] of [
      [{ message: "Yo" }, messageMessages.tooShort],
      [{}, messageMessages.tooShort],
      [{ message: "y".repeat(1001) }, messageMessages.tooLong],
    ] as const) {
      const res = await messageUser(other.id, json, user.token);
      expect(res.status).toBe(422);
      expect((await res.json()).errors).toEqual({ message: [error] });
    }
    expect((await messageUser(other.id, { message: "Hello there" })).status).toBe(401);
    expect((await conversationsOf(other)).total).toBe(0);
  });
});

it("publishes the conversation routes in the contract, behind bearer auth", async () => {
  const doc = await (await t.request("/v1/openapi.json")).json();
  const operations = [
    doc.paths["/compliments/conversations"].get,
    doc.paths["/compliments/conversations/{id}"].get,
    doc.paths["/compliments/conversations/messages"].post,
    doc.paths["/users/{id}/messages"].post,
  ];
  for (const operation of operations) expect(operation.security).toEqual([{ bearerAuth: [] }]);
  expect(doc.paths["/users/{id}/messages"].post.description).toMatch(/profile message box/);
  expect(doc.paths["/users/{id}/messages"].post.responses).toHaveProperty("429");
  expect(doc.paths["/compliments/conversations/{id}"].get.parameters.map((p: { name: string }) => p.name)).toEqual(
    expect.arrayContaining(["id", "page", "after"]),
  );
});
