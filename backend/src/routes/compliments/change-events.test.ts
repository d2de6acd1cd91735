import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { ads, compliments } from "../../db/schema";
import { demoComplimentCode } from "../../db/seed";
import { recordChanges } from "../../test/changes";
import type { TestApp } from "../../test/test-app";
import { seededTestApp, type testUsers, type TestUser } from "../../test/users";
import { firstRow } from "../../db/rows";

let t: TestApp;
let people: ReturnType<typeof testUsers>;
let adIds: number[];
let changes: ReturnType<typeof recordChanges>;
beforeAll(async () => {
  ({ t, people } = await seededTestApp());
  adIds = (await t.db.select({ id: ads.id }).from(ads).orderBy(asc(ads.id))).map((a) => a.id);
  changes = recordChanges(t.events);
}, 60_000);
beforeEach(async () => {
  await changes.settled();
  changes.clear();
});
const published = () => changes.settled();
const sorted = (batches: string[][]) => batches.map((codes) => [...codes].sort());
afterAll(() => t.close());

let address = 0;
const lookUp = (code: string, token?: string) =>
  t.request(`/v1/compliments/code/${code}`, { token, headers: { "X-Forwarded-For": `192.0.2.${++address % 250}` } });

async function write(author: TestUser) {
  const res = await t.request("/v1/compliments", { method: "POST", json: { to: "Maria", compliment: "Kind words." }, token: author.token });
  expect(res.status).toBe(201);
  return (await res.json()).data as { id: number; code: string };
}

const patch = (id: number, json: unknown, token: string) => t.request(`/v1/compliments/${id}`, { method: "PATCH", json, token });

async function uploadAvatar(user: TestUser) {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.set("_method", "PATCH");
  body.set("avatar", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
  return t.request("/v1/users/profile", { method: "POST", token: user.token, body });
}

describe("change events", () => {
  it("announce a new compliment's code, so that a cached miss of it goes", async () => {
    const { code } = await write(await people.register("New Writer"));
    expect(await published()).toEqual([[code]]);
  });

  it("announce an edit of the text, and of the ads, once it is committed", async () => {
    const author = await people.register("Editor");
    const { id, code } = await write(author);
    await published();
    changes.clear();
    const textSeen: Array<Promise<string>> = [];
    const stop = t.events.subscribe((codes) => {
      if (codes.includes(code)) {
        textSeen.push(
          t.db
            .select({ text: compliments.compliment })
            .from(compliments)
            .where(eq(compliments.id, id))
            .then((rows) => firstRow(rows, "the compliment").text),
        );
      }
    });

    expect((await patch(id, { compliment: "Even kinder words." }, author.token)).status).toBe(200);
    expect((await patch(id, { ads: [adIds[0], adIds[1]] }, author.token)).status).toBe(200);
    expect((await patch(id, { ads: [] }, author.token)).status).toBe(200);
    expect(await published()).toEqual([[code], [code], [code]]);
    stop();
    expect(await Promise.all(textSeen)).toEqual(["Even kinder words.", "Even kinder words.", "Even kinder words."]);
  });

  it("announce a deletion and a claim", async () => {
    const author = await people.register("Deleting Author");
    const claimer = await people.register("Claimer");
    const doomed = await write(author);
    const claimed = await write(author);
    await published();
    changes.clear();

    expect((await t.request(`/v1/compliments/${doomed.id}`, { method: "DELETE", token: author.token })).status).toBe(200);
    expect((await lookUp(claimed.code, claimer.token)).status).toBe(200);
    expect((await t.request(`/v1/compliments/${claimed.id}/claim`, { method: "POST", token: claimer.token })).status).toBe(200);
    expect(await published()).toEqual([[doomed.code], [claimed.code]]);
  });

  it("announce nothing when nothing changed: refused edits, deletions and claims, and look-ups", async () => {
    const author = await people.register("Careful Author");
    const stranger = await people.register("Stranger");
    const { id, code } = await write(author);
    await published();
    changes.clear();

    expect((await patch(id, { compliment: "" }, author.token)).status).toBe(422);
    expect((await patch(id, { ads: [2_000_000] }, author.token)).status).toBe(422);
    expect((await patch(id, { compliment: "Mine now" }, stranger.token)).status).toBe(404);
    expect((await t.request(`/v1/compliments/${id}`, { method: "DELETE", token: stranger.token })).status).toBe(404);
    expect((await t.request(`/v1/compliments/${id}/claim`, { method: "POST", token: author.token })).status).toBe(400);
    expect((await t.request(`/v1/compliments/${id}/claim`, { method: "POST", token: stranger.token })).status).toBe(404);
    expect((await lookUp(code)).status).toBe(200);
    expect((await lookUp(demoComplimentCode, stranger.token)).status).toBe(200);
    expect(await published()).toEqual([]);
  });

  it("announce every compliment a user wrote or claimed when their picture changes, and none for other profile changes", async () => {
    const author = await people.register("Pictured Author");
    const claimer = await people.register("Pictured Claimer");
    const first = await write(author);
    const second = await write(author);
    const theirs = await write(claimer);
    expect((await lookUp(second.code, claimer.token)).status).toBe(200);
    expect((await t.request(`/v1/compliments/${second.id}/claim`, { method: "POST", token: claimer.token })).status).toBe(200);
    await published();
    changes.clear();

    const bio = new FormData();
    bio.set("_method", "PATCH");
    bio.set("first_name", "Pat");
    bio.set("last_name", "Author");
    bio.set("bio", "Writes kind words.");
    expect((await t.request("/v1/users/profile", { method: "POST", token: author.token, body: bio })).status).toBe(200);
    expect(await published()).toEqual([]);

    expect((await uploadAvatar(author)).status).toBe(200);
    expect(sorted(await published())).toEqual([[first.code, second.code].sort()]);
    changes.clear();
    expect((await uploadAvatar(claimer)).status).toBe(200);
    expect(sorted(await published())).toEqual([[second.code, theirs.code].sort()]);
  });
});
