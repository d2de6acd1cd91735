import { eq } from "drizzle-orm";
import { profiles } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { testUsers, type TestUser } from "../../test/users";

let t: TestApp;
let people: ReturnType<typeof testUsers>;
beforeAll(async () => {
  t = await createTestApp();
  people = testUsers(t);
}, 60_000);
afterAll(() => t.close());

const MINUTE = 60_000;

const connectionsOf = (token: string | undefined, query = "") => t.request(`/v1/users/my-connections${query}`, { token });

async function listed(user: TestUser, query = "") {
  const res = await connectionsOf(user.token, query);
  expect(res.status).toBe(200);
  return res.json();
}

type Written = { id: number; code: string };

async function write(author: TestUser): Promise<Written> {
  const res = await t.request("/v1/compliments", {
    method: "POST",
    token: author.token,
    json: { to: "Robin", compliment: "Thanks for holding the door." },
  });
  return (await res.json()).data;
}

/** Claim and reply as a recipient does: after opening the compliment with its code, which both require. */
async function opened(compliment: Written, user: TestUser, action: string, method = "GET") {
  expect((await t.request(`/v1/compliments/code/${compliment.code}`, { token: user.token })).status).toBe(200);
  return t.request(`/v1/compliments/${compliment.id}/${action}`, { method, token: user.token });
}
const claim = (compliment: Written, user: TestUser) => opened(compliment, user, "claim", "POST");
const reply = (compliment: Written, user: TestUser) => opened(compliment, user, "conversation-messages");

describe("GET /v1/users/my-connections", () => {
  it("lists each person once, both ways, after a claim and a reply, newest connection first", async () => {
    const author = await people.register("Connected Author");
    const claimer = await people.register("Claiming Friend");
    const replier = await people.register("Replying Friend");
    await t.db.update(profiles).set({ avatar: "avatars/replying-friend.webp" }).where(eq(profiles.userId, replier.id));
    const first = await write(author);
    const second = await write(author);

    expect((await claim(first, claimer)).status).toBe(200);
    expect((await reply(first, claimer)).status).toBe(200);
    t.clock.advance(MINUTE);
    expect((await reply(second, replier)).status).toBe(200);
    expect((await reply(second, replier)).status).toBe(200);

    expect(await listed(author)).toEqual({
      success: true,
      message: "Connections retrieved successfully.",
      data: [
        { id: replier.id, name: "Replying Friend", avatar: "avatars/replying-friend.webp" },
        { id: claimer.id, name: "Claiming Friend", avatar: null },
      ],
      current_page: 1,
      last_page: 1,
      per_page: 5,
      total: 2,
    });
    expect((await listed(claimer)).data).toEqual([{ id: author.id, name: "Connected Author", avatar: null }]);
    expect((await listed(replier)).data).toEqual([{ id: author.id, name: "Connected Author", avatar: null }]);
  });

  it("pages the list, five by default, with per_page or limit", async () => {
    const author = await people.register("Popular Author");
    const friends: number[] = [];
    for (const name of ["Friend Ann", "Friend Ben", "Friend Cy", "Friend Di", "Friend Ed", "Friend Flo"]) {
      const friend = await people.register(name);
      t.clock.advance(MINUTE);
      await claim(await write(author), friend);
      friends.unshift(friend.id);
    }
    const first = await listed(author);
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 5, total: 6 });
    expect(first.data.map((p: { id: number }) => p.id)).toEqual(friends.slice(0, 5));
    const last = await listed(author, "?page=2");
    expect(last.data.map((p: { id: number }) => p.id)).toEqual(friends.slice(5));
    const small = await listed(author, "?page=3&per_page=2");
    expect(small).toMatchObject({ current_page: 3, last_page: 3, per_page: 2, total: 6 });
    expect(small.data.map((p: { id: number }) => p.id)).toEqual(friends.slice(4));
    expect((await listed(author, "?limit=4")).data).toHaveLength(4);
  });

  it("answers an empty page to a user without connections", async () => {
    const loner = await people.register("No Friends Yet");
    expect(await listed(loner)).toEqual({
      success: true,
      message: "Connections retrieved successfully.",
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 5,
      total: 0,
    });
  });

  it("answers 422 to a bad page and 401 to guests", async () => {
    const user = await people.register("Bad Pager");
    const res = await connectionsOf(user.token, "?page=abc");
    expect(res.status).toBe(422);
    const message = "The page field must be an integer.";
    expect(await res.json()).toEqual({ success: false, message, errors: { page: [message] } });
    const guest = await connectionsOf(undefined);
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ success: false, message: "Unauthenticated." });
  });

  it("is published in the contract behind bearer auth", async () => {
    const doc = await (await t.request("/v1/openapi.json")).json();
    expect(doc.paths["/users/my-connections"].get.security).toEqual([{ bearerAuth: [] }]);
  });
});
