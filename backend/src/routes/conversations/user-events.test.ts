import type { UserEvent } from "../../lib/events";
import { eventFrames } from "../../test/event-frames";
import type { TestApp } from "../../test/test-app";
import { seededTestApp, type TestUser, type testUsers } from "../../test/users";

let t: TestApp;
let people: ReturnType<typeof testUsers>;

beforeAll(async () => {
  ({ t, people } = await seededTestApp());
}, 60_000);
afterAll(() => t.close());

/** The web server's stream of every user's events (GET /internal/user-events), read one event at a time. */
async function webStream() {
  const res = await t.request("/internal/user-events", { internal: true });
  expect(res.status).toBe(200);
  const frames = eventFrames(res.body!);
  expect(await frames.next()).toBe("event: ready\ndata: {}\n\n");
  return {
    async next(): Promise<UserEvent> {
      const frame = await frames.next();
      expect(frame).toMatch(/^event: user\ndata: /);
      return JSON.parse(frame.slice(frame.indexOf("data: ") + 6)) as UserEvent;
    },
    cancel: frames.cancel,
  };
}

const direct = async (from: TestUser, to: TestUser, message: string) => {
  const res = await t.request(`/v1/users/${to.id}/messages`, { method: "POST", token: from.token, json: { message } });
  expect(res.status).toBe(201);
  return (await res.json()).data.conversation_id as number;
};

describe("user events (what a signed-in user's open pages are told)", () => {
  it("announces a committed message to both people in the conversation, and the new unread count to the other only", async () => {
    const [ann, ben, cai] = [await people.register("Ann"), await people.register("Ben"), await people.register("Cai")];
    const stream = await webStream();
    try {
      const conversationId = await direct(ann, ben, "Hello Ben, lovely to meet you.");
      const sent = [await stream.next(), await stream.next(), await stream.next()];
      expect(sent).toEqual(
        expect.arrayContaining([
          { user_id: ann.id, type: "message", conversation_id: conversationId },
          { user_id: ben.id, type: "message", conversation_id: conversationId },
          { user_id: ben.id, type: "unread", count: 1 },
        ]),
      );
      expect(sent.some((event) => event.user_id === cai.id)).toBe(false);

      // The chat's look for news reads the newest: the reader's badge is told it dropped.
      const read = await t.request(`/v1/compliments/conversations/${conversationId}?after=0`, { token: ben.token });
      expect(read.status).toBe(200);
      expect(await stream.next()).toEqual({ user_id: ben.id, type: "unread", count: 0 });

      // Someone outside the conversation is refused and nothing is announced: the next event is the sign-out.
      const refused = await t.request("/v1/compliments/conversations/messages", {
        method: "POST",
        token: cai.token,
        json: { conversation_id: conversationId, message: "Let me in please" },
      });
      expect(refused.status).toBe(404);
      expect((await t.request("/v1/auth/logout", { token: cai.token })).status).toBe(200);
      expect(await stream.next()).toEqual({ user_id: cai.id, type: "signed-out" });
    } finally {
      await stream.cancel();
    }
  });

  it("announces a reply to a compliment to its author, with the author's unread count", async () => {
    const author = await people.register("Author");
    const replier = await people.register("Replier");
    const created = await t.request("/v1/compliments", {
      method: "POST",
      token: author.token,
      json: { to: "Rae", compliment: "You light up every room." },
    });
    const { id, code } = (await created.json()).data as { id: number; code: string };
    expect((await t.request(`/v1/compliments/code/${code}`, { token: replier.token })).status).toBe(200);
    const stream = await webStream();
    try {
      const res = await t.request(`/v1/compliments/${id}/reply`, {
        method: "POST",
        token: replier.token,
        json: { message: "Thank you, truly!" },
      });
      expect(res.status).toBe(201);
      const conversationId = (await res.json()).data.conversation_id as number;
      expect([await stream.next(), await stream.next(), await stream.next()]).toEqual(
        expect.arrayContaining([
          { user_id: replier.id, type: "message", conversation_id: conversationId },
          { user_id: author.id, type: "message", conversation_id: conversationId },
          { user_id: author.id, type: "unread", count: 1 },
        ]),
      );
    } finally {
      await stream.cancel();
    }
  });
});

describe("GET /internal/user-stream (the web's check before it opens a user's stream)", () => {
  /** As the web asks: the internal token in Authorization, the user's own token in X-User-Token. */
  const check = (token?: string, internal = true) =>
    t.request("/internal/user-stream", { internal, peer: "127.0.0.1", headers: token ? { "X-User-Token": token } : {} });

  it("names the token's user, whether they are verified and their unread count, refuses an ended session, and is only for the web servers", async () => {
    const [sam, tess] = [await people.register("Sam"), await people.register("Tess")];
    await direct(tess, sam, "Hi Sam, how are you?");
    const res = await check(sam.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user_id: sam.id, verified: true, unread: 1 });
    const una = await people.register("Una", { verified: false });
    expect(await (await check(una.token)).json()).toEqual({ user_id: una.id, verified: false, unread: 0 });

    expect((await check()).status).toBe(401);
    expect((await check("not-a-token")).status).toBe(401);
    // The user's token alone, as a bearer token from this host, opens nothing.
    expect((await check(sam.token, false)).status).toBe(404);
    expect((await t.request("/internal/user-stream", { token: sam.token, peer: "127.0.0.1" })).status).toBe(404);
    expect((await t.request("/v1/auth/logout", { token: sam.token })).status).toBe(200);
    expect((await check(sam.token)).status).toBe(401);
  });
});
