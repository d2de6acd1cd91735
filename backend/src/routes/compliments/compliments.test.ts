import { demoOfferTerms } from "../../db/seed-data";
import { and, asc, eq } from "drizzle-orm";
import QRCode from "qrcode";
import { complimentMessages } from "@/common/validations/compliment";
import { codeMessages } from "@/common/validations/messages";
import {
  ads,
  claims,
  complimentAds,
  complimentOpenings,
  complimentViews,
  compliments,
  connections,
  conversationParticipants,
  conversations,
  messages,
  profiles,
} from "../../db/schema";
import { demoComplimentCode } from "../../db/seed";
import * as crypto from "../../lib/crypto";
import * as complimentErrors from "./errors";
import { recordChanges } from "../../test/changes";
import { markReadUpTo } from "../conversations/unread-counter";
import type { TestApp } from "../../test/test-app";
import { seededTestApp, type testUsers, type TestUser } from "../../test/users";
import { firstRow } from "../../db/rows";
import { present } from "../../test/present";
import { scanSvg } from "../../test/scan-qr";

let t: TestApp;
let people: ReturnType<typeof testUsers>;
let adIds: number[];
beforeAll(async () => {
  // No worker polling: a test here counts the statements a look-up makes.
  ({ t, people } = await seededTestApp({ worker: false }));
  adIds = (await t.db.select({ id: ads.id }).from(ads).orderBy(asc(ads.id))).map((a) => a.id);
}, 60_000);
afterAll(() => t.close());

const notFound = { success: false, message: "Compliment not found" };
const cannotClaim = { success: false, message: "Compliment already claimed or cannot be claimed" };
const valid = { to: "Maria", compliment: "Your smile made my day.", note: "Met her at the market" };

let address = 0;
/** Look-ups from their own address unless one is given, so the guessing limit of one test never trips another. */
const lookUp = (code: string, init: { token?: string; device?: string; ip?: string } = {}) =>
  t.request(`/v1/compliments/code/${code}${init.device !== undefined ? `?device_id=${init.device}` : ""}`, {
    token: init.token,
    headers: { "X-Forwarded-For": init.ip ?? `192.0.2.${++address % 250}` },
  });

async function write(author: TestUser, body: object = valid) {
  const res = await t.request("/v1/compliments", { method: "POST", json: body, token: author.token });
  expect(res.status).toBe(201);
  return (await res.json()).data;
}

const patch = (id: number | string, json: unknown, token?: string) => t.request(`/v1/compliments/${id}`, { method: "PATCH", json, token });
const claim = (id: number | string, token?: string) => t.request(`/v1/compliments/${id}/claim`, { method: "POST", token });
const reply = (id: number | string, token?: string, query = "") =>
  t.request(`/v1/compliments/${id}/conversation-messages${query}`, { token });
const own = (code: string, token?: string, ip = `192.0.2.${++address % 250}`) =>
  t.request(`/v1/compliments/own/${code}`, { token, headers: { "X-Forwarded-For": ip } });

/** Proof of the code: the user looks the compliment up by its code, as its recipient does. */
async function open(code: string, user: TestUser) {
  expect((await lookUp(code, { token: user.token })).status).toBe(200);
}

const openings = (complimentId: number) =>
  t.db.select({ userId: complimentOpenings.userId }).from(complimentOpenings).where(eq(complimentOpenings.complimentId, complimentId));

describe("GET /v1/compliments/code/{code}", () => {
  it("shows a compliment to a guest, without the note or conversations", async () => {
    const res = await lookUp(demoComplimentCode);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: "Compliment retrieved successfully." });
    expect(body.data).toMatchObject({
      code: demoComplimentCode,
      to: "Maria",
      note: null,
      conversations: [],
      is_claimed: false,
      claimed_by: null,
      claims: 0,
      customer: { name: "Dana Demo", avatar: "seed/avatars/dana.webp", code: expect.stringMatching(/^\d{8}$/) },
    });
    expect(body.data.ads).toHaveLength(2);
    expect(body.data.ads[0]).toEqual({
      id: expect.any(Number),
      compliment_ad_id: expect.any(Number),
      title: "Latte art Fridays",
      image: "seed/ads/bean-there-latte.webp",
      contact: "hello@beanthere.example.com",
      is_favorite: false,
      business_profile: { id: expect.any(Number), name: "Bean There Café", logo: "seed/logos/bean-there.webp" },
      offer: { name: "10% off your next coffee", value: "10% off", terms: demoOfferTerms, valid_days: 30 },
    });
    expect(new Date(body.data.created_at).toISOString()).toBe(body.data.created_at);
  });

  it("gives the customer the author's profile code", async () => {
    const author = await people.register("Code Owner");
    const created = await write(author);
    const profile = firstRow(await t.db.select().from(profiles).where(eq(profiles.userId, author.id)), "profile");
    expect(created.customer).toEqual({ id: author.id, name: "Code Owner", avatar: null, code: profile.code });
  });

  it("carries a QR code of the short link, with a four-module quiet zone, as an SVG data URL", async () => {
    const { data } = await (await lookUp(demoComplimentCode)).json();
    const [prefix, base64] = data.qr_code.split(",");
    expect(prefix).toBe("data:image/svg+xml;base64");
    const svg = Buffer.from(base64, "base64");
    expect(svg.toString("utf8")).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const qr = await scanSvg(svg);
    expect(qr.text).toBe(`http://localhost:3000/c/${demoComplimentCode}`);
    expect(qr.quietZone).toEqual({ left: 4, top: 4, right: 4, bottom: 4 });
    // Version 3 at level Q: 29 modules, 37 with the quiet zone.
    expect(qr.modules).toBe(37);
  });

  it("shows the note and the conversations to the author alone", async () => {
    const dana = await people.logIn("dana");
    const sam = await people.logIn("sam");
    const own = (await (await lookUp("48151623", { token: dana.token })).json()).data;
    expect(own.note).toBeNull();
    expect(own.conversations).toEqual([
      {
        id: expect.any(Number),
        title: "Re: compliment for Sam",
        created_at: expect.any(String),
        customer: { id: sam.id, name: "Sam Sample", avatar: "seed/avatars/sam.webp" },
        unread_messages: 2,
        last_message_at: expect.any(String),
        compliment_id: own.id,
        blocked: false,
      },
    ]);
    expect(own).toMatchObject({ is_claimed: true, claims: 1, claimed_by: { id: sam.id, name: "Sam Sample" } });

    expect((await (await lookUp(demoComplimentCode, { token: dana.token })).json()).data.note).toBe("Look for the blue van next Saturday!");
    const seenBySam = (await (await lookUp("48151623", { token: sam.token })).json()).data;
    expect(seenBySam.conversations).toEqual([]);
    expect((await (await lookUp(demoComplimentCode, { token: sam.token })).json()).data.note).toBeNull();
  });

  it("treats an invalid token as a guest", async () => {
    const res = await lookUp(demoComplimentCode, { token: "not-a-token" });
    expect(res.status).toBe(200);
    expect((await res.json()).data.note).toBeNull();
  });

  it("shows the current user's favourites among the ads", async () => {
    const dana = await people.logIn("dana");
    const { data } = await (await lookUp("31415926", { token: dana.token })).json();
    expect(data.ads.map((a: { is_favorite: boolean }) => a.is_favorite)).toEqual([false, false]);
    const author = await people.register("Fav Writer");
    const created = await write(author);
    const favourite = firstRow(
      await t.db.select({ id: ads.id }).from(ads).where(eq(ads.title, "Wedding flower consultations")),
      "favourite",
    );
    await patch(created.id, { ads: [favourite.id, adIds[0]] }, author.token);
    const seen = (await (await lookUp(created.code, { token: dana.token })).json()).data;
    expect(seen.ads.map((a: { is_favorite: boolean }) => a.is_favorite)).toEqual([true, false]);
  });

  it("counts one view per device, never the author's, and ignores malformed device ids", async () => {
    const author = await people.register("View Counter");
    const { code } = await write(author);
    const views = async (init: { token?: string; device?: string } = {}) => (await (await lookUp(code, init)).json()).data.views;

    expect(await views({ device: "device0001" })).toBe(1);
    expect(await views({ device: "device0001" })).toBe(1);
    expect(await views({ device: "device0002" })).toBe(2);
    expect(await views({ device: "AUTHOR0001", token: author.token })).toBe(2);
    for (const device of ["short", "has-dash01", "waytoolongdeviceid", "%20%20%20%20%20%20%20%20%20%20"]) {
      expect(await views({ device })).toBe(2);
    }
    const viewer = await people.register("Some Viewer");
    expect(await views({ device: "device0003", token: viewer.token })).toBe(3);
    expect(await views()).toBe(3);
  });

  it("keeps the view count exact when many devices, and one device many times, look at once", async () => {
    const author = await people.register("Busy Counter");
    const { id, code } = await write(author);
    const devices = Array.from({ length: 20 }, (_, i) => `rush${String(i).padStart(6, "0")}`);
    await Promise.all([...devices, ...Array(10).fill("rushsame01")].map((device) => lookUp(code, { device })));
    expect((await (await lookUp(code)).json()).data.views).toBe(21);
    const n = await t.db.$count(complimentViews, eq(complimentViews.complimentId, id));
    expect(n).toBe(21);
  });

  it("records that a signed-in reader other than the author opened it with its code, once", async () => {
    const author = await people.register("Opened Author");
    const reader = await people.register("Code Holder");
    const { id, code } = await write(author);
    await lookUp(code);
    await lookUp(code, { token: author.token });
    await lookUp(code, { token: "not-a-token" });
    expect(await openings(id)).toEqual([]);
    await open(code, reader);
    await open(code, reader);
    expect(await openings(id)).toEqual([{ userId: reader.id }]);
  });

  it("answers a guest's look-up with one database statement (a miss with a second, for a removed code's 410), and draws a QR code once", async () => {
    const { code } = await write(await people.register("Looked Author"));
    await lookUp(code, { device: "WarmQrCode" });
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const statements = jest.spyOn(client, "query");
    const draw = jest.spyOn(QRCode, "toString");
    try {
      expect((await lookUp(code)).status).toBe(200);
      expect(statements).toHaveBeenCalledTimes(1);
      expect((await lookUp("00000000")).status).toBe(404);
      expect(statements).toHaveBeenCalledTimes(3);
      expect(draw).not.toHaveBeenCalled();
    } finally {
      statements.mockRestore();
      draw.mockRestore();
    }
  });

  it("answers a guest's repeated look-up without the database, and an edit or a delete at once", async () => {
    const changes = recordChanges(t.events);
    const author = await people.register("Cached Author");
    const { id, code } = await write(author);
    expect((await lookUp(code)).status).toBe(200);
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const statements = jest.spyOn(client, "query");
    try {
      expect((await lookUp(code)).status).toBe(200);
      expect(statements).not.toHaveBeenCalled();
    } finally {
      statements.mockRestore();
    }
    const edited = await t.request(`/v1/compliments/${id}`, {
      method: "PATCH",
      json: { ...valid, compliment: "Edited and seen at once." },
      token: author.token,
    });
    expect(edited.status).toBe(200);
    await changes.settled();
    expect((await (await lookUp(code)).json()).data.compliment).toBe("Edited and seen at once.");
    expect((await t.request(`/v1/compliments/${id}`, { method: "DELETE", token: author.token })).status).toBe(200);
    await changes.settled();
    expect((await lookUp(code)).status).toBe(404);
  });

  it("answers 404 to an unknown code and 422 to a malformed one", async () => {
    const missing = await lookUp("00000000");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual(notFound);
    for (const code of ["1234567", "123456789", "abcdefgh", "1234567%20"]) {
      const res = await lookUp(code);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ success: false, message: codeMessages.invalid, errors: { code: [codeMessages.invalid] } });
    }
  });

  it("refuses every look-up from an address after 30 misses a minute, with 429 and Retry-After", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 40; i++) expect((await lookUp(demoComplimentCode, { ip })).status).toBe(200);
    for (let i = 0; i < 30; i++) {
      expect((await lookUp(i % 2 ? "00000000" : "bad", { ip })).status).toBe(i % 2 ? 404 : 422);
    }
    const refused = await lookUp(demoComplimentCode, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/^Too many compliment look-ups\. Please try again in \d+ seconds\.$/);
    expect((await lookUp(demoComplimentCode, { ip: "203.0.113.78" })).status).toBe(200);
  });

  it("evaluates no more than 30 misses a minute from an address, however many arrive at once", async () => {
    const ip = "203.0.113.79";
    for (let i = 0; i < 15; i++) expect((await lookUp("00000000", { ip })).status).toBe(404);
    const evaluated = jest.spyOn(complimentErrors, "complimentNotFound");
    // The real code comes last: a burst that reached it would learn that it exists.
    const guesses = [...Array.from({ length: 19 }, (_, i) => String(i + 1).padStart(8, "0")), demoComplimentCode];
    const statuses = (await Promise.all(guesses.map((code) => lookUp(code, { ip })))).map((res) => res.status);
    expect({ missed: statuses.filter((s) => s === 404).length, refused: statuses.filter((s) => s === 429).length }).toEqual({
      missed: 15,
      refused: 5,
    });
    expect(statuses.at(-1)).toBe(429);
    expect(evaluated).toHaveBeenCalledTimes(15);
    evaluated.mockRestore();
    expect((await lookUp(demoComplimentCode, { ip })).status).toBe(429);
  });

  it("counts an IPv6 client's misses per /64, and an IPv4-mapped address as its IPv4 one", async () => {
    for (let i = 0; i < 30; i++) {
      const ip = i % 2 ? "2001:db8:77:1::1" : `2001:db8:77:1:${(i + 1).toString(16)}:0:0:beef`;
      expect((await lookUp("00000000", { ip })).status).toBe(404);
    }
    expect((await lookUp(demoComplimentCode, { ip: "2001:0db8:0077:0001:ffff:ffff:ffff:fffe" })).status).toBe(429);
    expect((await lookUp(demoComplimentCode, { ip: "2001:db8:77:2::1" })).status).toBe(200);

    for (let i = 0; i < 30; i++) expect((await lookUp("00000000", { ip: "::ffff:198.51.100.201" })).status).toBe(404);
    expect((await lookUp(demoComplimentCode, { ip: "198.51.100.201" })).status).toBe(429);
    expect((await lookUp(demoComplimentCode, { ip: "198.51.100.202" })).status).toBe(200);
  });

  it("lets no burst of look-ups that find their compliment lock the address out", async () => {
    const ip = "203.0.113.81";
    const burst = await Promise.all(Array.from({ length: 60 }, () => lookUp(demoComplimentCode, { ip })));
    // While one address has 30 look-ups in flight, more wait their turn as refusals; none of them counts.
    expect(burst.every((res) => res.status === 200 || res.status === 429)).toBe(true);
    for (let i = 0; i < 30; i++) expect((await lookUp("00000000", { ip })).status).toBe(404);
    expect((await lookUp(demoComplimentCode, { ip })).status).toBe(429);
  });

  it("gives a look-up that finds its compliment its point back, so hits never use up the misses", async () => {
    const ip = "203.0.113.80";
    for (let i = 0; i < 29; i++) expect((await lookUp("00000000", { ip })).status).toBe(404);
    for (let i = 0; i < 10; i++) expect((await lookUp(demoComplimentCode, { ip })).status).toBe(200);
    expect((await lookUp("00000000", { ip })).status).toBe(404);
    expect((await lookUp(demoComplimentCode, { ip })).status).toBe(429);
  });
});

describe("POST /v1/compliments", () => {
  it("allows a user 30 compliments an hour, then answers 429 with Retry-After; other users still write", async () => {
    const busy = await people.register("Busy Writer");
    for (let i = 0; i < 30; i++) await write(busy);
    const refused = await t.request("/v1/compliments", { method: "POST", json: valid, token: busy.token });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await refused.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many compliments\. Please try again in \d+ seconds\.$/),
    });
    expect(await t.db.$count(compliments, eq(compliments.customerId, busy.id))).toBe(30);
    await write(await people.register("Calm Writer"));
  });

  it("creates a compliment under a fresh 8-digit code", async () => {
    const author = await people.register("Writer One");
    const res = await t.request("/v1/compliments", { method: "POST", json: valid, token: author.token });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: "Compliment created successfully." });
    expect(body.data).toMatchObject({
      ...valid,
      code: expect.stringMatching(/^\d{8}$/),
      ads: [],
      views: 0,
      claims: 0,
      is_claimed: false,
      claimed_by: null,
      conversations: [],
      customer: { id: author.id, name: "Writer One" },
      created_at: t.clock.now().toISOString(),
      updated_at: t.clock.now().toISOString(),
    });
    expect((await (await lookUp(body.data.code)).json()).data.id).toBe(body.data.id);
  });

  it("trims the text and stores a blank note as none", async () => {
    const author = await people.register("Writer Two");
    const data = await write(author, { to: "  Bob  ", compliment: " Thanks for the help! ", note: "   " });
    expect(data).toMatchObject({ to: "Bob", compliment: "Thanks for the help!", note: null });
  });

  it("draws other codes when every candidate drawn is taken", async () => {
    const author = await people.register("Writer Three");
    const draw = jest.spyOn(crypto, "randomDigits");
    for (let i = 0; i < 16; i++) draw.mockReturnValueOnce(demoComplimentCode);
    try {
      const data = await write(author);
      expect(data.code).toMatch(/^\d{8}$/);
      expect(data.code).not.toBe(demoComplimentCode);
      expect(draw).toHaveBeenCalledTimes(32);
    } finally {
      draw.mockRestore();
    }
  });

  it("answers 422 with the form's messages", async () => {
    const author = await people.register("Writer Four");
    const res = await t.request("/v1/compliments", {
      method: "POST",
      token: author.token,
      json: { to: "12", compliment: "", note: "12345" },
    });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({
      to: [complimentMessages.toInvalid],
      compliment: [complimentMessages.textRequired],
      note: [complimentMessages.noteInvalid],
    });
    const empty = await t.request("/v1/compliments", { method: "POST", token: author.token, json: {} });
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors).toEqual({
      to: [complimentMessages.toRequired],
      compliment: [complimentMessages.textRequired],
    });
  });

  it("needs a logged-in user (401) with a verified e-mail address (403)", async () => {
    const guest = await t.request("/v1/compliments", { method: "POST", json: valid });
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ success: false, message: "Unauthenticated." });
    const unverified = await people.register("Not Verified", { verified: false });
    const res = await t.request("/v1/compliments", { method: "POST", json: valid, token: unverified.token });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, message: "Your email address is not verified." });
  });
});

describe("PATCH /v1/compliments/{id}", () => {
  it("changes the given fields and clears the note with null", async () => {
    const author = await people.register("Editor One");
    const { id } = await write(author);
    t.clock.advance(60_000);
    const res = await patch(id, { to: "Maria Lopez" }, author.token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: "Compliment updated successfully." });
    expect(body.data).toMatchObject({ to: "Maria Lopez", compliment: valid.compliment, note: valid.note });
    expect(body.data.updated_at).toBe(t.clock.now().toISOString());
    expect(body.data.updated_at).not.toBe(body.data.created_at);

    const cleared = await (await patch(id, { note: null, compliment: "Still the kindest." }, author.token)).json();
    expect(cleared.data).toMatchObject({ to: "Maria Lopez", compliment: "Still the kindest.", note: null });
  });

  it("keeps a claimed compliment's recipient and text (422 under the field), while the note, the ads and unchanged values save", async () => {
    const author = await people.register("Keeper Author");
    const keeper = await people.register("Keeper Recipient");
    const { id, code } = await write(author);
    await open(code, keeper);
    expect((await claim(id, keeper.token)).status).toBe(200);

    const { keptTo, keptText } = complimentMessages;
    const cases: [object, Record<string, string[]>, string][] = [
      [{ to: "Someone Else" }, { to: [keptTo] }, keptTo],
      [{ compliment: "A different text altogether.", note: "Changed note" }, { compliment: [keptText] }, keptText],
      [
        { to: "Someone Else", compliment: "A different text altogether." },
        { to: [keptTo], compliment: [keptText] },
        `${keptTo} (and 1 more error)`,
      ],
    ];
    for (const [json, errors, message] of cases) {
      const res = await patch(id, json, author.token);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ success: false, message, errors });
    }

    const res = await patch(
      id,
      { to: ` ${valid.to}`, compliment: `${valid.compliment}  `, note: "A new private note", ads: [adIds[0]] },
      author.token,
    );
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ to: valid.to, compliment: valid.compliment, note: "A new private note", is_claimed: true });
    expect(data.claimed_by).toMatchObject({ id: keeper.id, name: "Keeper Recipient" });
    expect(data.ads.map((ad: { id: number }) => ad.id)).toEqual([adIds[0]]);
    expect((await patch(id, { note: null, ads: [] }, author.token)).status).toBe(200);
    expect((await (await own(code, author.token)).json()).data).toMatchObject({
      to: valid.to,
      compliment: valid.compliment,
      note: null,
      ads: [],
      is_claimed: true,
      claimed_by: { id: keeper.id },
    });
  });

  it("attaches, reorders and removes ads, keeping the rows of ads that stay", async () => {
    const author = await people.register("Editor Two");
    const { id } = await write(author);
    const [a, b, c] = [present(adIds[0], "seeded ad 1"), present(adIds[1], "seeded ad 2"), present(adIds[2], "seeded ad 3")];
    const adsOf = async (json: unknown) => {
      const res = await patch(id, json, author.token);
      expect(res.status).toBe(200);
      return (await res.json()).data.ads as { id: number; compliment_ad_id: number }[];
    };

    const first = await adsOf({ ads: [a, b, c] });
    expect(first.map((ad) => ad.id)).toEqual([a, b, c]);
    const rowOf = (list: typeof first, adId: number) =>
      present(
        list.find((ad) => ad.id === adId),
        `ad ${adId}`,
      ).compliment_ad_id;

    const second = await adsOf({ ads: [c, a] });
    expect(second.map((ad) => ad.id)).toEqual([c, a]);
    expect(rowOf(second, c)).toBe(rowOf(first, c));
    expect(rowOf(second, a)).toBe(rowOf(first, a));
    const stored = await t.db.select().from(complimentAds).where(eq(complimentAds.complimentId, id));
    expect(stored.map((r) => [r.adId, r.position]).sort()).toEqual(
      [
        [a, 1],
        [c, 0],
      ].sort(),
    );

    expect((await adsOf({ ads: [b, c, a, b] })).map((ad) => ad.id)).toEqual([b, c, a]);
    expect(await adsOf({ to: "Someone Else" })).toHaveLength(3);
    expect(await adsOf({ ads: [] })).toEqual([]);
  });

  it("saves the edit form with 'No ad': the fields change, every ad goes, and readers see no offers", async () => {
    const author = await people.register("Editor Six");
    const { id, code } = await write(author);
    expect((await patch(id, { ads: [adIds[0], adIds[1]] }, author.token)).status).toBe(200);
    const res = await patch(id, { to: "Maria Lopez", compliment: "Your smile made my whole day.", note: null, ads: [] }, author.token);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ to: "Maria Lopez", compliment: "Your smile made my whole day.", note: null, ads: [] });
    expect(await t.db.$count(complimentAds, eq(complimentAds.complimentId, id))).toBe(0);
    const read = await lookUp(code);
    expect(read.status).toBe(200);
    expect((await read.json()).data).toMatchObject({ to: "Maria Lopez", ads: [] });
  });

  it("answers 422 to unknown ads and to invalid fields, changing nothing", async () => {
    const author = await people.register("Editor Three");
    const { id } = await write(author);
    for (const list of [[adIds[0], 999_999], [99_999_999_999]]) {
      const res = await patch(id, { to: "Changed Name", ads: list }, author.token);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        success: false,
        message: "The selected ads are invalid.",
        errors: { ads: ["The selected ads are invalid."] },
      });
    }
    const invalid = await patch(id, { ads: [adIds[0], "x"], compliment: "1234" }, author.token);
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).errors).toEqual({
      compliment: [complimentMessages.textInvalid],
      ads: [complimentMessages.selectAllAds],
    });
    const row = firstRow(await t.db.select().from(compliments).where(eq(compliments.id, id)), "the compliment");
    expect(row.to).toBe(valid.to);
    expect(await t.db.$count(complimentAds, eq(complimentAds.complimentId, id))).toBe(0);
  });

  it("answers 404 to other users, unknown and malformed ids, and 401 to guests", async () => {
    const author = await people.register("Editor Four");
    const other = await people.register("Editor Five");
    const { id } = await write(author);
    for (const path of [id, 999_999, "abc", "99999999999", "1.5", "-1"]) {
      const res = await patch(path, { to: "Intruder" }, path === id ? other.token : author.token);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(notFound);
    }
    expect((await patch(id, { to: "Intruder" })).status).toBe(401);
    const row = firstRow(await t.db.select().from(compliments).where(eq(compliments.id, id)), "the compliment");
    expect(row.to).toBe(valid.to);
  });
});

describe("DELETE /v1/compliments/{id}", () => {
  it("lets only the author delete, answering 404 to anyone else", async () => {
    const author = await people.register("Deleter One");
    const other = await people.register("Deleter Two");
    const { id, code } = await write(author);
    const remove = (token?: string, path: number | string = id) => t.request(`/v1/compliments/${path}`, { method: "DELETE", token });

    expect((await remove()).status).toBe(401);
    const foreign = await remove(other.token);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(notFound);
    expect((await remove(author.token, "abc")).status).toBe(404);

    const res = await remove(author.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Compliment deleted successfully." });
    expect((await lookUp(code)).status).toBe(404);
    expect((await remove(author.token)).status).toBe(404);
  });

  it("retires the code: a card printed for a deleted compliment never opens a new one", async () => {
    const author = await people.register("Deleter Three");
    const { id, code } = await write(author);
    expect((await t.request(`/v1/compliments/${id}`, { method: "DELETE", token: author.token })).status).toBe(200);
    // Every candidate of the first draw is the retired code.
    const draw = jest.spyOn(crypto, "randomDigits");
    for (let i = 0; i < 16; i++) draw.mockReturnValueOnce(code);
    try {
      expect((await write(author)).code).not.toBe(code);
    } finally {
      draw.mockRestore();
    }
    expect((await lookUp(code)).status).toBe(404);
  });
});

describe("POST /v1/compliments/{id}/claim", () => {
  it("claims once, connects author and claimer, and refuses a second claim", async () => {
    const author = await people.register("Claim Author");
    const claimer = await people.register("First Claimer");
    const late = await people.register("Late Claimer");
    const { id, code } = await write(author);
    await open(code, claimer);
    await open(code, late);

    const res = await claim(id, claimer.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Compliment claimed successfully." });
    const seen = (await (await lookUp(code)).json()).data;
    expect(seen).toMatchObject({ is_claimed: true, claims: 1, claimed_by: { id: claimer.id, name: "First Claimer", avatar: null } });

    const pairs = await t.db.select().from(connections);
    expect(pairs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: author.id, connectedUserId: claimer.id }),
        expect.objectContaining({ userId: claimer.id, connectedUserId: author.id }),
      ]),
    );

    for (const token of [claimer.token, late.token]) {
      const again = await claim(id, token);
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual(cannotClaim);
    }
  });

  it("refuses the author's own compliment with 400", async () => {
    const author = await people.register("Self Claimer");
    const { id } = await write(author);
    const res = await claim(id, author.token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(cannotClaim);
  });

  it("gives exactly one of several simultaneous claims", async () => {
    const author = await people.register("Race Author");
    const { id, code } = await write(author);
    const claimers = await Promise.all(["Racer Ann", "Racer Ben", "Racer Cy", "Racer Di"].map((name) => people.register(name)));
    for (const u of claimers) await open(code, u);
    const statuses = await Promise.all(claimers.map(async (u) => (await claim(id, u.token)).status));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(3);
  });

  it("needs no verified e-mail, but a login (401), and a compliment that exists (404)", async () => {
    const author = await people.register("Open Author");
    const unverified = await people.register("New Claimer", { verified: false });
    const { id, code } = await write(author);
    await open(code, unverified);
    expect((await claim(id)).status).toBe(401);
    for (const path of [999_999, "abc"]) {
      const res = await claim(path, unverified.token);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(notFound);
    }
    expect((await claim(id, unverified.token)).status).toBe(200);
  });

  it("answers a user who has not opened it with its code as if it did not exist, claiming nothing", async () => {
    const author = await people.register("Guarded Author");
    const prober = await people.register("Id Walker");
    const { id, code } = await write(author);
    await lookUp(code);
    const res = await claim(id, prober.token);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(notFound);
    expect(await t.db.$count(claims, eq(claims.complimentId, id))).toBe(0);
    expect(await t.db.$count(connections, eq(connections.userId, prober.id))).toBe(0);

    await open(code, prober);
    expect((await claim(id, prober.token)).status).toBe(200);
  });

  it("allows a user 10 claim attempts an hour, then answers 429 with Retry-After", async () => {
    const author = await people.register("Prolific Author");
    const greedy = await people.register("Greedy Claimer");
    for (let i = 0; i < 10; i++) {
      const { id, code } = await write(author);
      if (i % 2) await open(code, greedy);
      expect((await claim(id, greedy.token)).status).toBe(i % 2 ? 200 : 404);
    }
    const { id, code } = await write(author);
    await open(code, greedy);
    const refused = await claim(id, greedy.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await refused.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many claims\. Please try again in \d+ seconds\.$/),
    });
    const other = await people.register("Patient Claimer");
    await open(code, other);
    expect((await claim(id, other.token)).status).toBe(200);
  });

  it("allows 20 attempts an hour on one compliment by users who opened it; others neither count nor learn anything", async () => {
    const author = await people.register("Popular Author");
    const { id, code } = await write(author);
    const crowd: TestUser[] = [];
    for (let i = 0; i < 21; i++) crowd.push(await people.register(`Crowd Member ${String.fromCharCode(65 + i)}`));
    for (const u of crowd) expect((await claim(id, u.token)).status).toBe(404);
    for (const [i, u] of crowd.slice(0, 20).entries()) {
      await open(code, u);
      expect((await claim(id, u.token)).status).toBe(i === 0 ? 200 : 400);
    }
    const last = present(crowd[20], "the 21st member");
    await open(code, last);
    const refused = await claim(id, last.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect((await refused.json()).message).toMatch(/^Too many claim attempts on this compliment\. Please try again in \d+ seconds\.$/);
  }, 60_000);
});

describe("GET /v1/compliments", () => {
  const list = (token: string | undefined, query = "") => t.request(`/v1/compliments${query}`, { token });

  it("pages through the user's own compliments, newest first", async () => {
    const author = await people.register("List Author");
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      t.clock.advance(60_000);
      codes.unshift((await write(author, { ...valid, to: `Person ${"abc"[i]}` })).code);
    }
    const first = await (await list(author.token, "?limit=2")).json();
    expect(first).toMatchObject({
      success: true,
      message: "Compliments retrieved successfully.",
      current_page: 1,
      last_page: 2,
      per_page: 2,
      total: 3,
    });
    expect(first.data.map((c: { code: string }) => c.code)).toEqual(codes.slice(0, 2));
    expect(first.data[0]).toMatchObject({ note: valid.note, views: 0, claims: 0, customer: { id: author.id } });

    const second = await (await list(author.token, "?page=2&per_page=2")).json();
    expect(second).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect(second.data.map((c: { code: string }) => c.code)).toEqual(codes.slice(2));

    const beyond = await (await list(author.token, "?page=5&limit=2")).json();
    expect(beyond).toMatchObject({ data: [], current_page: 5, last_page: 2, total: 3 });

    expect(await (await list(author.token)).json()).toMatchObject({ per_page: 5, current_page: 1, last_page: 1, total: 3 });
  });

  it("answers an empty first page to a user without compliments", async () => {
    const nobody = await people.register("Empty Lister");
    expect(await (await list(nobody.token)).json()).toEqual({
      success: true,
      message: "Compliments retrieved successfully.",
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 5,
      total: 0,
    });
  });

  it("lists the compliments the user has claimed, newest claim first, as others see them", async () => {
    const author = await people.register("Giving Author");
    const claimer = await people.register("Happy Claimer");
    const [older, newer] = [await write(author, { ...valid, to: "Older One" }), await write(author, { ...valid, to: "Newer One" })];
    await open(older.code, claimer);
    await open(newer.code, claimer);
    await claim(newer.id, claimer.token);
    t.clock.advance(60_000);
    await claim(older.id, claimer.token);

    const body = await (await list(claimer.token, "?other=1&limit=1")).json();
    expect(body).toMatchObject({ current_page: 1, last_page: 2, per_page: 1, total: 2 });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      id: older.id,
      note: null,
      conversations: [],
      is_claimed: true,
      claimed_by: { id: claimer.id },
      customer: { id: author.id, name: "Giving Author" },
    });
    const next = await (await list(claimer.token, "?other=1&page=2&limit=1")).json();
    expect(next.data.map((c: { id: number }) => c.id)).toEqual([newer.id]);
    const own = await (await list(claimer.token)).json();
    expect(own.total).toBe(0);
  });

  it("answers 422 to a page or size out of range or not a number, and 401 to guests", async () => {
    const user = await people.register("Bad Pager");
    const cases: [string, string, string][] = [
      ["?page=0", "page", "The page field must be at least 1."],
      ["?page=abc", "page", "The page field must be an integer."],
      ["?page=1.5", "page", "The page field must be an integer."],
      ["?page=1000001", "page", "The page field must not be greater than 1000000."],
      ["?page=99999999999999999999", "page", "The page field must be an integer."],
      ["?limit=0", "limit", "The limit field must be at least 1."],
      ["?limit=51", "limit", "The limit field must not be greater than 50."],
      ["?per_page=x", "per_page", "The per page field must be an integer."],
    ];
    for (const [query, field, message] of cases) {
      const res = await list(user.token, query);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ success: false, message, errors: { [field]: [message] } });
    }
    expect((await list(undefined)).status).toBe(401);
  });
});

describe("GET /v1/compliments/{id}/conversation-messages", () => {
  it("starts a conversation with the author, connects them, and reuses it on the next reply", async () => {
    const author = await people.register("Reply Author");
    const viewer = await people.register("Reply Viewer");
    const { id, code } = await write(author, { ...valid, to: "Jordan" });
    await open(code, viewer);

    const res = await reply(id, viewer.token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      success: true,
      message: "Conversation retrieved successfully.",
      conversation: {
        id: expect.any(Number),
        title: "Compliment for Jordan",
        unread_messages: 0,
        created_at: t.clock.now().toISOString(),
        last_message_at: null,
        compliment_id: id,
        blocked: false,
        customer: { id: author.id, name: "Reply Author", avatar: null },
      },
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 15,
      total: 0,
    });
    const participants = await t.db
      .select()
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, body.conversation.id));
    expect(participants.map((p) => [p.userId, p.isComplimentOwner]).sort()).toEqual(
      [
        [author.id, true],
        [viewer.id, false],
      ].sort(),
    );
    const links = await t.db.select().from(connections).where(eq(connections.userId, viewer.id));
    expect(links.map((l) => l.connectedUserId)).toEqual([author.id]);
    expect(await t.db.$count(connections, and(eq(connections.userId, author.id), eq(connections.connectedUserId, viewer.id)))).toBe(1);

    const again = await (await reply(id, viewer.token)).json();
    expect(again.conversation.id).toBe(body.conversation.id);
    expect(await t.db.$count(conversations, eq(conversations.complimentId, id))).toBe(1);

    const seenByAuthor = (await (await lookUp(code, { token: author.token })).json()).data;
    expect(seenByAuthor.conversations).toEqual([{ ...body.conversation, customer: { id: viewer.id, name: "Reply Viewer", avatar: null } }]);
  });

  it("pages the messages newest first, each page oldest to newest, and marks them read", async () => {
    const author = await people.register("Chatty Author");
    const viewer = await people.register("Chatty Viewer");
    const { id, code } = await write(author);
    await open(code, viewer);
    const { conversation } = await (await reply(id, viewer.token)).json();
    const sent = await t.db
      .insert(messages)
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          conversationId: conversation.id,
          senderId: i % 2 ? author.id : viewer.id,
          message: `Message number ${i + 1}`,
        })),
      )
      .returning({ id: messages.id });
    // Written straight into the table: each participant's counter as the sends would have kept it.
    for (const who of [author, viewer]) await markReadUpTo(t.db, conversation.id, who.id, 0);
    const unreadForAuthor = async () => (await (await lookUp(code, { token: author.token })).json()).data.conversations[0].unread_messages;
    expect(await unreadForAuthor()).toBe(10);

    const first = await (await reply(id, viewer.token)).json();
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 15, total: 20, conversation: { unread_messages: 0 } });
    expect(first.data.map((m: { message: string }) => m.message)).toEqual(Array.from({ length: 15 }, (_, i) => `Message number ${i + 6}`));
    expect(first.data[0]).toEqual({
      id: present(sent[5], "message 6").id,
      message: "Message number 6",
      removed: false,
      created_at: expect.any(String),
      compliment_owner: false,
      customer: { id: author.id, name: "Chatty Author", avatar: null },
      conversation_id: conversation.id,
    });
    expect(first.data[1]).toMatchObject({ compliment_owner: true, customer: { id: viewer.id, name: "Chatty Viewer" } });

    const second = await (await reply(id, viewer.token, "?page=2")).json();
    expect(second).toMatchObject({ current_page: 2, last_page: 2, total: 20 });
    expect(second.data.map((m: { message: string }) => m.message)).toEqual(Array.from({ length: 5 }, (_, i) => `Message number ${i + 1}`));

    const mark = firstRow(
      await t.db
        .select()
        .from(conversationParticipants)
        .where(and(eq(conversationParticipants.conversationId, conversation.id), eq(conversationParticipants.userId, viewer.id))),
      "mark",
    );
    expect(mark.lastReadMessageId).toBe(present(sent[19], "message 20").id);
    expect(await unreadForAuthor()).toBe(10);
    expect((await reply(id, viewer.token, "?page=abc")).status).toBe(422);
  });

  it("makes one conversation of simultaneous replies", async () => {
    const author = await people.register("Busy Author");
    const viewer = await people.register("Eager Viewer");
    const { id, code } = await write(author);
    await open(code, viewer);
    const answers = await Promise.all([1, 2, 3].map(async () => (await reply(id, viewer.token)).json()));
    expect(new Set(answers.map((a) => a.conversation.id)).size).toBe(1);
    expect(await t.db.$count(conversations, eq(conversations.complimentId, id))).toBe(1);
  });

  it("answers a user who has not opened it with its code as if it did not exist, starting nothing", async () => {
    const author = await people.register("Secret Author");
    const prober = await people.register("Reply Prober");
    const { id, code } = await write(author, { ...valid, to: "Hidden Name" });
    const res = await reply(id, prober.token);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(notFound);
    expect(await t.db.$count(conversations, eq(conversations.complimentId, id))).toBe(0);
    expect(await t.db.$count(connections, eq(connections.userId, prober.id))).toBe(0);

    await open(code, prober);
    expect((await reply(id, prober.token)).status).toBe(200);
  });

  it("shows the conversation, whose title names the recipient, to its two participants alone", async () => {
    const author = await people.register("Titled Author");
    const reader = await people.register("Titled Reader");
    const outsider = await people.register("Nosy Outsider");
    const { code, id } = await write(author, { ...valid, to: "Private Person" });
    await open(code, reader);
    const { conversation } = await (await reply(id, reader.token)).json();
    expect(conversation.title).toBe("Compliment for Private Person");
    const read = (token: string) => t.request(`/v1/compliments/conversations/${conversation.id}`, { token });
    expect((await read(author.token)).status).toBe(200);
    expect((await read(outsider.token)).status).toBe(404);
    const listed = await (await t.request("/v1/compliments/conversations", { token: outsider.token })).json();
    expect(JSON.stringify(listed)).not.toContain("Private Person");
    expect(JSON.stringify(await (await lookUp(code, { token: outsider.token })).json())).not.toContain("Compliment for Private Person");
  });

  it("refuses the author (400), guests (401) and unknown compliments (404)", async () => {
    const author = await people.register("Lonely Author");
    const { id } = await write(author);
    const own = await reply(id, author.token);
    expect(own.status).toBe(400);
    expect(await own.json()).toEqual({ success: false, message: "You cannot reply to your own compliment." });
    expect((await reply(id)).status).toBe(401);
    for (const path of [999_999, "abc"]) {
      const res = await reply(path, author.token);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(notFound);
    }
  });
});

describe("POST /v1/compliments/{id}/conversation", () => {
  const openIt = (id: number | string, token?: string) => t.request(`/v1/compliments/${id}/conversation`, { method: "POST", token });

  it("opens one conversation however many times it is called at once, answering as the GET", async () => {
    const author = await people.register("Opened Author");
    const viewer = await people.register("Opening Viewer");
    const { id, code } = await write(author, { ...valid, to: "Riley" });
    await open(code, viewer);

    const answers = await Promise.all(Array.from({ length: 8 }, () => openIt(id, viewer.token)));
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
    const bodies = await Promise.all(answers.map((res) => res.json()));
    expect(new Set(bodies.map((body) => body.conversation.id)).size).toBe(1);
    expect(await t.db.$count(conversations, eq(conversations.complimentId, id))).toBe(1);
    expect(await t.db.$count(connections, and(eq(connections.userId, viewer.id), eq(connections.connectedUserId, author.id)))).toBe(1);
    expect(bodies[0]).toEqual(await (await reply(id, viewer.token)).json());
    expect(bodies[0]).toMatchObject({ conversation: { title: "Compliment for Riley", compliment_id: id }, data: [], total: 0 });
  });

  it("refuses without proof of the code (404, nothing started), the author (400), guests (401) and unknown ids (404)", async () => {
    const author = await people.register("Guarded Author");
    const prober = await people.register("Opening Prober");
    const { id, code } = await write(author);
    const res = await openIt(id, prober.token);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(notFound);
    expect(await t.db.$count(conversations, eq(conversations.complimentId, id))).toBe(0);
    expect(await t.db.$count(connections, eq(connections.userId, prober.id))).toBe(0);

    expect((await openIt(id, author.token)).status).toBe(400);
    expect((await openIt(id)).status).toBe(401);
    for (const path of [999_999, "abc"]) expect((await openIt(path, prober.token)).status).toBe(404);

    await open(code, prober);
    expect((await openIt(id, prober.token)).status).toBe(200);
  });
});

describe("POST /v1/compliments/{id}/reply", () => {
  const replyWith = (id: number | string, message: unknown, token?: string) =>
    t.request(`/v1/compliments/${id}/reply`, { method: "POST", json: { message }, token });
  const conversationsAbout = (id: number) => t.db.$count(conversations, eq(conversations.complimentId, id));

  it("starts the conversation with its first message, connects the two, and adds later messages to it", async () => {
    const author = await people.register("First Word Author");
    const reader = await people.register("First Word Reader");
    const { id, code } = await write(author, { ...valid, to: "Sam" });
    const looked = await (await lookUp(code, { token: reader.token })).json();
    expect(looked.data.reply_conversation_id).toBeNull();
    expect(await conversationsAbout(id)).toBe(0);
    expect(await t.db.$count(connections, eq(connections.userId, reader.id))).toBe(0);

    const res = await replyWith(id, "  Thank you, this made my day!  ", reader.token);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      success: true,
      message: "Message sent successfully",
      data: {
        conversation_id: expect.any(Number),
        message: {
          id: expect.any(Number),
          message: "Thank you, this made my day!",
          removed: false,
          created_at: t.clock.now().toISOString(),
          compliment_owner: true,
          customer: { id: reader.id, name: "First Word Reader", avatar: null },
          conversation_id: body.data.conversation_id,
        },
      },
    });
    expect(await conversationsAbout(id)).toBe(1);
    expect(await t.db.$count(connections, eq(connections.userId, reader.id))).toBe(1);

    const second = await (await replyWith(id, "And see you soon.", reader.token)).json();
    expect(second.data.conversation_id).toBe(body.data.conversation_id);
    expect(await conversationsAbout(id)).toBe(1);
    expect((await (await lookUp(code, { token: reader.token })).json()).data.reply_conversation_id).toBe(body.data.conversation_id);
    expect((await (await lookUp(code)).json()).data.reply_conversation_id).toBeNull();
    expect((await (await own(code, author.token)).json()).data.reply_conversation_id).toBeNull();

    const authorList = await (await t.request("/v1/compliments/conversations", { token: author.token })).json();
    expect(authorList.data).toEqual([
      expect.objectContaining({ id: body.data.conversation_id, title: "Compliment for Sam", unread_messages: 2 }),
    ]);
  });

  it("reuses a conversation the spec's GET call opened, and makes one of simultaneous first messages", async () => {
    const author = await people.register("Race Author");
    const reader = await people.register("Race Reader");
    const { id, code } = await write(author);
    await open(code, reader);
    const answers = await Promise.all([1, 2, 3].map(async (n) => (await replyWith(id, `Message ${n}`, reader.token)).json()));
    expect(new Set(answers.map((a) => a.data.conversation_id)).size).toBe(1);
    expect(await conversationsAbout(id)).toBe(1);

    const other = await write(author);
    await open(other.code, reader);
    const { conversation } = await (await reply(other.id, reader.token)).json();
    expect((await (await replyWith(other.id, "Found it.", reader.token)).json()).data.conversation_id).toBe(conversation.id);
  });

  it("needs the code (404, starting nothing), a login (401), not the author (400) and a valid message (422)", async () => {
    const author = await people.register("Guarded Author");
    const prober = await people.register("Reply Guesser");
    const { id, code } = await write(author);
    const blind = await replyWith(id, "Hello there!", prober.token);
    expect(blind.status).toBe(404);
    expect(await blind.json()).toEqual(notFound);
    expect(await conversationsAbout(id)).toBe(0);
    expect((await replyWith(id, "Hello there!")).status).toBe(401);
    const mine = await replyWith(id, "Hello there!", author.token);
    expect(mine.status).toBe(400);
    expect(await mine.json()).toEqual({ success: false, message: "You cannot reply to your own compliment." });
    await open(code, prober);
    const short = await replyWith(id, " hi ", prober.token);
    expect(short.status).toBe(422);
    expect(await short.json()).toMatchObject({ errors: { message: ["The message must be at least 3 characters long."] } });
    expect(await conversationsAbout(id)).toBe(0);
    expect((await replyWith(999_999, "Hello there!", prober.token)).status).toBe(404);
  });
});

describe("GET /v1/compliments/own/{code}", () => {
  it("answers the author their compliment with the note and the conversations, counting no view", async () => {
    const dana = await people.logIn("dana");
    const res = await own(demoComplimentCode, dana.token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: "Compliment retrieved successfully." });
    expect(body.data).toMatchObject({ code: demoComplimentCode, to: "Maria", note: "Look for the blue van next Saturday!" });
    expect(body.data).toEqual((await (await lookUp(demoComplimentCode, { token: dana.token })).json()).data);
    const claimed = (await (await own("48151623", dana.token)).json()).data;
    expect(claimed.conversations).toHaveLength(1);
    expect(claimed.conversations[0].title).toBe("Re: compliment for Sam");

    const author = await people.register("Quiet Author");
    const { code } = await write(author);
    for (let i = 0; i < 3; i++) await own(code, author.token);
    expect((await (await own(code, author.token)).json()).data.views).toBe(0);
  });

  it("answers 404 to everyone but the author, whether or not the code exists, and 401 to guests", async () => {
    const sam = await people.logIn("sam");
    const dana = await people.logIn("dana");
    const stranger = await people.register("Own Path Stranger");
    const asked: Array<[code: string, token: string]> = [
      ["48151623", sam.token],
      [demoComplimentCode, sam.token],
      [demoComplimentCode, stranger.token],
      ["00000000", dana.token],
    ];
    for (const [code, token] of asked) {
      const res = await own(code, token);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(notFound);
    }
    const guest = await own(demoComplimentCode);
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ success: false, message: "Unauthenticated." });
    expect((await own("abc", dana.token)).status).toBe(422);
  });

  it("is not touched by the guessing limit of the look-up, and its misses do not count there", async () => {
    const dana = await people.logIn("dana");
    const ip = "203.0.113.91";
    for (let i = 0; i < 40; i++) expect((await own("00000000", dana.token, ip)).status).toBe(404);
    expect((await lookUp(demoComplimentCode, { ip })).status).toBe(200);
    for (let i = 0; i < 30; i++) await lookUp("00000000", { ip });
    expect((await lookUp(demoComplimentCode, { ip, token: dana.token })).status).toBe(429);
    const res = await own(demoComplimentCode, dana.token, ip);
    expect(res.status).toBe(200);
    expect((await res.json()).data.note).toBe("Look for the blue van next Saturday!");
  });

  it("records no opening", async () => {
    const author = await people.register("Own Opener");
    const { id, code } = await write(author);
    await own(code, author.token);
    expect(await openings(id)).toEqual([]);
  });
});

it("publishes the compliment routes in the contract", async () => {
  const doc = await (await t.request("/v1/openapi.json")).json();
  expect(doc.paths["/compliments"].post.security).toEqual([{ bearerAuth: [] }]);
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      "/compliments",
      "/compliments/code/{code}",
      "/compliments/{id}",
      "/compliments/{id}/claim",
      "/compliments/{id}/conversation-messages",
      "/compliments/{id}/conversation",
      "/compliments/{id}/reply",
      "/compliments/own/{code}",
    ]),
  );
  expect(doc.paths["/compliments/own/{code}"].get.security).toEqual([{ bearerAuth: [] }]);
  expect(doc.paths["/compliments/{id}"].patch.requestBody.content["application/json"].schema.properties).toHaveProperty("ads");
});
