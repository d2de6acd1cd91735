import { eq } from "drizzle-orm";
import sharp from "sharp";
import { businessMessages } from "@/common/validations/business";
import { firstRow } from "../../db/rows";
import { ads, businessMembers, businessProfiles, files, moderationDecisions, offers, states } from "../../db/schema";
import type { TestApp } from "../../test/test-app";
import { seededTestApp, type testUsers, type TestUser } from "../../test/users";

// Issue 32: a verified user opens a business, makes ads with offers; a new business's ads wait for
// an operator's review, and only approved ads are shown to anyone else.

let t: TestApp;
let people: ReturnType<typeof testUsers>;
let operator: TestUser;

beforeAll(async () => {
  ({ t, people } = await seededTestApp({ config: { operatorEmails: ["moderator@example.com"] } }));
  operator = await people.logIn("moderator");
}, 120_000);
afterAll(() => t.close());

type Json = Record<string, unknown>;
const send = (method: string, url: string, who: TestUser, json?: unknown) => t.request(url, { method, token: who.token, json });
const body = async (res: Response) =>
  (await res.json()) as { data: Json & { id: number }; errors?: Record<string, string[]>; message: string };

const details = (name: string, extra: Json = {}) => ({ name, email: "hello@shop.example", time_zone: "Europe/Lisbon", ...extra });
const offer = (extra: Json = {}) => ({
  name: "Pastel de nata",
  value: "2 for 1",
  terms: "One per visit.",
  starts_on: "2027-01-01",
  ends_on: "2027-03-31",
  valid_days: 30,
  total_cap: 5,
  per_person: 1,
  status: "live",
  ...extra,
});
const adForm = (title: string, extra: Json = {}) => ({ title, contact: "ads@shop.example", offer: offer(), ...extra });

/** A new verified user and the business they opened. */
async function opened(name: string) {
  const owner = await people.register(`${name.replace(/[^A-Za-z ]/g, "")} Owner`.slice(0, 30));
  const res = await send("POST", "/v1/businesses", owner, details(name));
  expect(res.status).toBe(201);
  return { owner, id: (await body(res)).data.id };
}
async function madeAd(b: { owner: TestUser; id: number }, title: string, extra: Json = {}) {
  const res = await send("POST", `/v1/businesses/${b.id}/ads`, b.owner, adForm(title, extra));
  expect(res.status).toBe(201);
  return (await body(res)).data;
}
const review = (adId: number, json: unknown, who = operator) => send("POST", `/v1/moderation/ads/${adId}/review`, who, json);
const catalogueTitles = async (who: TestUser, search: string) =>
  (
    (await body(await t.request(`/v1/ads?search=${encodeURIComponent(search)}`, { token: who.token }))).data as unknown as Array<{
      title: string;
    }>
  ).map((a) => a.title);
const png = async (width = 1200, height = 900) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .png()
      .toBuffer(),
  );
async function upload(url: string, who: TestUser, field: string, file: Blob | string) {
  const form = new FormData();
  form.set(field, file);
  const res = new Response(form);
  return t.request(url, {
    method: "POST",
    token: who.token,
    body: await res.arrayBuffer(),
    headers: { "Content-Type": res.headers.get("content-type")! },
  });
}

describe("POST /v1/businesses", () => {
  it("opens a business with its owner, in its zone, and refuses a second one with 409", async () => {
    const owner = await people.register("Ana Owner");
    const [state] = await t.db.select({ id: states.id, name: states.name }).from(states).limit(1);
    const res = await send(
      "POST",
      "/v1/businesses",
      owner,
      details("  Pastelaria Aurora ", {
        phone: "+351 21 000 0000",
        address: "Rua Augusta 1",
        state_id: String(state!.id),
        website: "aurora.example",
        social_links: [
          { name: "Instagram", url: "https://instagram.com/aurora" },
          { name: "", url: "" },
        ],
      }),
    );
    expect(res.status).toBe(201);
    const { data, message } = await body(res);
    expect(message).toBe("Pastelaria Aurora is open.");
    expect(data).toMatchObject({
      name: "Pastelaria Aurora",
      email: "hello@shop.example",
      phone: "+351 21 000 0000",
      state: { id: state!.id, name: state!.name },
      website: "aurora.example",
      social_links: [{ name: "Instagram", url: "https://instagram.com/aurora" }],
      time_zone: "Europe/Lisbon",
      logo: null,
      approved: false,
      role: "owner",
    });
    const members = await t.db.select().from(businessMembers).where(eq(businessMembers.businessProfileId, data.id));
    expect(members.map((m) => [m.userId, m.role])).toEqual([[owner.id, "owner"]]);
    expect((await body(await t.request("/v1/auth/me", { token: owner.token }))).data.business_member).toBe(true);

    const again = await send("POST", "/v1/businesses", owner, details("Second Shop"));
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(businessMessages.alreadyOwner);
  });

  it("gives a taken name (in any case) as a field error, never a 500, also when two open at once", async () => {
    const [a, b, c] = [await people.register("Ann Clash"), await people.register("Ben Clash"), await people.register("Cat Clash")];
    for (const name of ["Bean There Café", "bean there café"]) {
      const res = await send("POST", "/v1/businesses", a, details(name));
      expect(res.status).toBe(422);
      expect((await body(res)).errors).toEqual({ name: [businessMessages.nameTaken] });
    }
    const both = await Promise.all([
      send("POST", "/v1/businesses", b, details("Twin Bakery")),
      send("POST", "/v1/businesses", c, details("Twin Bakery")),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 422]);
  });

  it("is for verified users and refuses bad input with 422 or 413", async () => {
    const unverified = await people.register("Una Verified", { verified: false });
    expect((await send("POST", "/v1/businesses", unverified, details("Unverified Shop"))).status).toBe(403);
    expect((await t.request("/v1/businesses", { method: "POST", json: details("Guest Shop") })).status).toBe(401);
    const owner = await people.register("Val Validation");
    const cases: Array<[Json, Record<string, string[]>]> = [
      [
        {},
        { name: [businessMessages.nameRequired], email: [businessMessages.emailRequired], time_zone: [businessMessages.timeZoneRequired] },
      ],
      [details("Nul\u0000Shop"), { name: ["Name must not contain control characters."] }],
      [details("Zone Shop", { time_zone: "Mars/Olympus" }), { time_zone: [businessMessages.timeZoneInvalid] }],
      [details("Web Shop", { website: "javascript:alert(1)" }), { website: [businessMessages.websiteInvalid] }],
      [details("Phone Shop", { phone: "call me" }), { phone: [businessMessages.phoneInvalid] }],
      [details("State Shop", { state_id: 2_000_000_000 }), { state_id: [businessMessages.stateInvalid] }],
      [details("x".repeat(121)), { name: [businessMessages.nameTooLong] }],
      [details("Typed Shop", { email: 42 }), { email: [businessMessages.emailRequired] }],
      [details("Mail Shop", { email: "nobody" }), { email: [businessMessages.emailInvalid] }],
    ];
    for (const [json, errors] of cases) {
      const res = await send("POST", "/v1/businesses", owner, json);
      expect(res.status).toBe(422);
      expect((await body(res)).errors).toEqual(errors);
    }
    expect((await send("POST", "/v1/businesses", owner, details("x".repeat(1_000_000)))).status).toBe(413);
    expect(await t.db.select().from(businessMembers).where(eq(businessMembers.userId, owner.id))).toEqual([]);
  });
});

describe("GET and PATCH /v1/businesses/{businessId}", () => {
  it("shows the details to its people, lets owners change them, and 404s to anyone else", async () => {
    const b = await opened("Detail Deli");
    const staff = await people.register("Sid Staff");
    await t.db.insert(businessMembers).values({ businessProfileId: b.id, userId: staff.id, role: "staff" });
    const stranger = await people.register("Sue Stranger");
    expect((await body(await send("GET", `/v1/businesses/${b.id}`, staff))).data).toMatchObject({ name: "Detail Deli", role: "staff" });
    expect((await send("GET", `/v1/businesses/${b.id}`, stranger)).status).toBe(404);
    expect((await send("GET", "/v1/businesses/99999999999", b.owner)).status).toBe(404);

    const saved = await send("PATCH", `/v1/businesses/${b.id}`, b.owner, { phone: "+351 91 111 1111", time_zone: "Asia/Tokyo" });
    expect(saved.status).toBe(200);
    expect((await body(saved)).data).toMatchObject({ name: "Detail Deli", phone: "+351 91 111 1111", time_zone: "Asia/Tokyo" });
    expect((await send("PATCH", `/v1/businesses/${b.id}`, staff, { phone: "+351 91 111 1112" })).status).toBe(403);
    expect((await send("PATCH", `/v1/businesses/${b.id}`, stranger, { phone: "+351 91 111 1112" })).status).toBe(404);
    const clash = await send("PATCH", `/v1/businesses/${b.id}`, b.owner, { name: "PETAL & STEM FLORIST" });
    expect((await body(clash)).errors).toEqual({ name: [businessMessages.nameTaken] });
    // Its own name again, in another case, is no clash.
    expect((await send("PATCH", `/v1/businesses/${b.id}`, b.owner, { name: "DETAIL DELI" })).status).toBe(200);
  });

  it("takes a logo checked by its content, re-encoded without metadata, for owners only", async () => {
    const b = await opened("Logo Lab");
    const jpeg = await sharp(await png(600, 300))
      .jpeg()
      .withExif({ IFD0: { Artist: "Secret Artist" } })
      .toBuffer();
    const res = await upload(
      `/v1/businesses/${b.id}/logo`,
      b.owner,
      "logo",
      new File([new Uint8Array(jpeg)], "logo.jpg", { type: "image/jpeg" }),
    );
    expect(res.status).toBe(200);
    const key = (await body(res)).data.logo as string;
    expect(key).toMatch(/^logos\/.+\.webp$/);
    const file = firstRow(await t.db.select().from(files).where(eq(files.key, key)), "logo");
    const stored = await sharp(Buffer.from(file.bytes)).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(stored.exif).toBeUndefined();
    expect(Buffer.from(file.bytes).includes("Secret Artist")).toBe(false);

    const notAnImage = await upload(
      `/v1/businesses/${b.id}/logo`,
      b.owner,
      "logo",
      new File(["<svg onload=alert(1)>"], "logo.png", { type: "image/png" }),
    );
    expect((await body(notAnImage)).errors).toEqual({ logo: [businessMessages.logoNotAnImage] });
    expect((await body(await upload(`/v1/businesses/${b.id}/logo`, b.owner, "logo", ""))).errors).toEqual({
      logo: [businessMessages.logoMissing],
    });
    const huge = await upload(`/v1/businesses/${b.id}/logo`, b.owner, "logo", new File([new Uint8Array(4 * 1024 * 1024)], "big.png"));
    expect(huge.status).toBe(422);
    expect((await body(huge)).errors).toEqual({ logo: [businessMessages.logoTooLarge] });
    expect(
      (await upload(`/v1/businesses/${b.id}/logo`, await people.register("Lou Stranger"), "logo", new File([await png()], "l.png"))).status,
    ).toBe(404);
    // The replaced upload is gone; the business shows the one stored last.
    const again = await upload(`/v1/businesses/${b.id}/logo`, b.owner, "logo", new File([await png()], "l.png"));
    expect(await t.db.select().from(files).where(eq(files.key, key))).toEqual([]);
    expect((await body(again)).data.logo).not.toBe(key);
  });
});

describe("ads and offers of a business", () => {
  it("makes and edits an ad with its offer, owners only; another business's ad is 404", async () => {
    const b = await opened("Offer Oven");
    const created = await madeAd(b, "Nata Tuesday");
    expect(created).toMatchObject({
      title: "Nata Tuesday",
      contact: "ads@shop.example",
      review: "waiting",
      review_reason: null,
      image: null,
      offer: {
        name: "Pastel de nata",
        starts_on: "2027-01-01",
        ends_on: "2027-03-31",
        total_cap: 5,
        per_person: 1,
        valid_days: 30,
        status: "live",
        voided: false,
      },
    });
    const url = `/v1/businesses/${b.id}/ads/${created.id}`;
    const edited = await send(
      "PATCH",
      url,
      b.owner,
      adForm("Nata Wednesday", { offer: offer({ total_cap: "", per_person: "2", status: "paused" }) }),
    );
    expect(edited.status).toBe(200);
    expect((await body(edited)).data).toMatchObject({
      title: "Nata Wednesday",
      offer: { total_cap: null, per_person: 2, status: "paused" },
    });
    expect(((await body(await send("GET", `/v1/businesses/${b.id}/ads`, b.owner))).data as unknown as Json[]).map((a) => a.title)).toEqual([
      "Nata Wednesday",
    ]);

    const staff = await people.register("Stu Staff");
    await t.db.insert(businessMembers).values({ businessProfileId: b.id, userId: staff.id, role: "staff" });
    const stranger = await people.register("Sal Stranger");
    expect((await send("GET", url, staff)).status).toBe(403);
    expect((await send("PATCH", url, staff, adForm("Staff edit"))).status).toBe(403);
    expect((await send("POST", `/v1/businesses/${b.id}/ads`, staff, adForm("Staff ad"))).status).toBe(403);
    expect((await send("GET", `/v1/businesses/${b.id}/ads`, stranger)).status).toBe(404);
    expect((await send("PATCH", url, stranger, adForm("Stranger edit"))).status).toBe(404);

    const other = await opened("Other Oven");
    const foreign = `/v1/businesses/${other.id}/ads/${created.id}`;
    expect((await send("GET", foreign, other.owner)).status).toBe(404);
    expect((await send("PATCH", foreign, other.owner, adForm("Hijack"))).status).toBe(404);
    expect((await upload(`${foreign}/image`, other.owner, "image", new File([await png()], "a.png"))).status).toBe(404);
    expect(firstRow(await t.db.select().from(ads).where(eq(ads.id, created.id)), "ad").title).toBe("Nata Wednesday");
  });

  it("checks every field: dates, caps, per person, status, titles, NUL bytes and sizes", async () => {
    const b = await opened("Rule Roastery");
    const create = (json: unknown) => send("POST", `/v1/businesses/${b.id}/ads`, b.owner, json);
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [
        adForm("Backwards", { offer: offer({ starts_on: "2027-04-01", ends_on: "2027-03-31" }) }),
        { "offer.ends_on": [businessMessages.endsBeforeStart] },
      ],
      [adForm("No day", { offer: offer({ ends_on: "2027-02-30" }) }), { "offer.ends_on": [businessMessages.dateInvalid] }],
      [adForm("Zero cap", { offer: offer({ total_cap: 0 }) }), { "offer.total_cap": [businessMessages.totalCapInvalid] }],
      [adForm("Half person", { offer: offer({ per_person: 1.5 }) }), { "offer.per_person": [businessMessages.perPersonInvalid] }],
      [adForm("Long valid", { offer: offer({ valid_days: 99999 }) }), { "offer.valid_days": [businessMessages.validDaysInvalid] }],
      [adForm("Odd status", { offer: offer({ status: "deleted" }) }), { "offer.status": [businessMessages.statusInvalid] }],
      [
        adForm("Ended without choice", { offer: offer({ status: "ended" }) }),
        { "offer.issued_coupons": [businessMessages.issuedRequired] },
      ],
      [adForm("Nul\u0000title"), { title: ["Title must not contain control characters."] }],
      [adForm("Terms", { offer: offer({ terms: "a\u0000b" }) }), { "offer.terms": ["Terms must not contain control characters."] }],
      [adForm(""), { title: [businessMessages.titleRequired] }],
      [adForm("Bad contact", { contact: "nobody" }), { contact: [businessMessages.emailInvalid] }],
    ];
    for (const [json, errors] of cases) {
      const res = await create(json);
      expect(res.status).toBe(422);
      expect((await body(res)).errors).toEqual(errors);
    }
    expect((await create({ title: 5, contact: [], offer: "free" })).status).toBe(422);
    expect((await create(adForm("Big", { offer: offer({ terms: "x".repeat(2_000_000) }) }))).status).toBe(413);
    await madeAd(b, "Only once");
    expect((await body(await create(adForm("Only once")))).errors).toEqual({ title: [businessMessages.titleTaken] });
    expect(await t.db.select({ id: ads.id }).from(ads).where(eq(ads.businessProfileId, b.id))).toHaveLength(1);
  });

  it("never removes an offer, voids issued coupons when ended so, and keeps an ended offer ended", async () => {
    const b = await opened("Ending Eatery");
    const ad = await madeAd(b, "Last chance");
    const url = `/v1/businesses/${b.id}/ads/${ad.id}`;
    expect((await body(await send("PATCH", url, b.owner, adForm("Last chance", { offer: null })))).errors).toEqual({
      offer: [businessMessages.offerCannotBeRemoved],
    });
    const ended = await send("PATCH", url, b.owner, adForm("Last chance", { offer: offer({ status: "ended", issued_coupons: "void" }) }));
    expect((await body(ended)).data.offer).toMatchObject({ status: "ended", voided: true });
    const [row] = await t.db.select().from(offers).where(eq(offers.adId, ad.id));
    expect(row!.voidedAt).toEqual(t.clock.now());
    const restart = await send("PATCH", url, b.owner, adForm("Last chance", { offer: offer({ status: "live" }) }));
    expect((await body(restart)).errors).toEqual({ "offer.status": [businessMessages.endedIsFinal] });

    const honoured = await madeAd(b, "Honoured");
    const kept = await send(
      "PATCH",
      `/v1/businesses/${b.id}/ads/${honoured.id}`,
      b.owner,
      adForm("Honoured", { offer: offer({ status: "ended", issued_coupons: "honour" }) }),
    );
    expect((await body(kept)).data.offer).toMatchObject({ status: "ended", voided: false });
    // An ad without an offer may get one later.
    const bare = await madeAd(b, "Bare", { offer: null });
    expect(bare.offer).toBeNull();
    const given = await send("PATCH", `/v1/businesses/${b.id}/ads/${bare.id}`, b.owner, adForm("Bare"));
    expect((await body(given)).data.offer).toMatchObject({ status: "live" });
  });

  it("takes an ad image re-encoded to 800 × 600", async () => {
    const b = await opened("Picture Patisserie");
    const ad = await madeAd(b, "Pictured");
    const res = await upload(`/v1/businesses/${b.id}/ads/${ad.id}/image`, b.owner, "image", new File([await png(1000, 1000)], "ad.png"));
    expect(res.status).toBe(200);
    const key = (await body(res)).data.image as string;
    const file = firstRow(await t.db.select().from(files).where(eq(files.key, key)), "image");
    expect(await sharp(Buffer.from(file.bytes)).metadata()).toMatchObject({ format: "webp", width: 800, height: 600 });
    const bad = await upload(`/v1/businesses/${b.id}/ads/${ad.id}/image`, b.owner, "image", new File(["GIF89a"], "x.gif"));
    expect((await body(bad)).errors).toEqual({ image: [businessMessages.imageNotAnImage] });
  });
});

describe("review of a new business's ads", () => {
  it("hides waiting ads from everyone but the business and operators; approval puts them and later ads live", async () => {
    const b = await opened("Review Rolls");
    const first = await madeAd(b, "Review Rolls Special");
    const reader = await people.register("Rita Reader");
    expect(await catalogueTitles(reader, "Review Rolls")).toEqual([]);
    expect((await t.request(`/v1/ads/${first.id}`, { token: reader.token })).status).toBe(404);
    expect((await t.request(`/v1/ads/${first.id}`)).status).toBe(404);
    expect((await send("GET", `/v1/ads/${first.id}`, b.owner)).status).toBe(200);
    expect((await send("GET", `/v1/ads/${first.id}`, operator)).status).toBe(200);
    expect((await send("POST", `/v1/ads/${first.id}/toggle-favorite`, reader)).status).toBe(404);
    // A compliment cannot carry it.
    const written = await body(
      await send("POST", "/v1/compliments", reader, { to: "Someone", compliment: "Thank you for the kind words." }),
    );
    expect((await send("PATCH", `/v1/compliments/${written.data.id}`, reader, { ads: [first.id] })).status).toBe(422);

    const queue = await body(await send("GET", "/v1/moderation/ads", operator));
    const item = (queue.data as unknown as Array<Json & { id: number }>).find((a) => a.id === first.id);
    expect(item).toMatchObject({
      title: "Review Rolls Special",
      business: { name: "Review Rolls", time_zone: "Europe/Lisbon" },
      offer: { total_cap: 5 },
    });
    expect((await send("GET", "/v1/moderation/ads", reader)).status).toBe(403);
    expect((await review(first.id, { decision: "approve" }, reader)).status).toBe(403);

    const approved = await review(first.id, { decision: "approve" });
    expect(approved.status).toBe(201);
    expect((await body(approved)).data).toMatchObject({
      action: "approve",
      target_kind: "ad",
      target_id: first.id,
      target_user_id: b.owner.id,
    });
    expect(firstRow(await t.db.select().from(businessProfiles).where(eq(businessProfiles.id, b.id)), "b").approvedAt).toEqual(
      t.clock.now(),
    );
    expect(await catalogueTitles(reader, "Review Rolls")).toEqual(["Review Rolls Special"]);
    expect((await t.request(`/v1/ads/${first.id}`)).status).toBe(200);
    expect((await review(first.id, { decision: "approve" })).status).toBe(409);

    // From now on its ads and edits are live at once, and the queue does not hold them.
    const second = await madeAd(b, "Review Rolls Second");
    expect(second.review).toBe("approved");
    const edited = await send("PATCH", `/v1/businesses/${b.id}/ads/${first.id}`, b.owner, adForm("Review Rolls Renamed"));
    expect((await body(edited)).data.review).toBe("approved");
    expect(await catalogueTitles(reader, "Review Rolls")).toEqual(["Review Rolls Renamed", "Review Rolls Second"]);
    const log = await body(await send("GET", "/v1/moderation/log", operator));
    expect((log.data as unknown as Json[]).some((d) => d.action === "approve" && d.target_id === first.id)).toBe(true);
  });

  it("keeps a business's other waiting ads out of every list and of its approved ad's page", async () => {
    const b = await opened("Listed Loaves");
    const shown = await madeAd(b, "Listed Loaves One");
    const hidden = await madeAd(b, "Listed Loaves Two");
    expect((await review(shown.id, { decision: "approve" })).status).toBe(201);
    const reader = await people.register("Lena Lister");
    const page = await body(await t.request(`/v1/ads/${shown.id}`, { token: reader.token }));
    expect(page.data.ad).toMatchObject({ id: shown.id, ads: [] });
    const listed = await body(await t.request(`/v1/ads?business_profile_id=${b.id}&paginated=1`, { token: reader.token }));
    expect((listed.data as unknown as Array<{ id: number }>).map((a) => a.id)).toEqual([shown.id]);
    expect(await catalogueTitles(reader, "Listed Loaves")).toEqual(["Listed Loaves One"]);
    // Its owner still sees both, the second waiting.
    const own = await body(await send("GET", `/v1/businesses/${b.id}/ads`, b.owner));
    expect((own.data as unknown as Array<{ id: number; review: string }>).map((a) => [a.id, a.review])).toEqual([
      [hidden.id, "waiting"],
      [shown.id, "approved"],
    ]);
  });

  it("mails a rejection's reason to the owner; an edit waits for review again", async () => {
    const b = await opened("Rejected Rye");
    const ad = await madeAd(b, "Rye Deal");
    const empty = await review(ad.id, { decision: "reject", reason: "   " });
    expect((await body(empty)).errors).toEqual({ reason: [businessMessages.reviewReasonRequired] });
    expect((await body(await review(ad.id, { decision: "reject", reason: "x".repeat(2001) }))).errors).toEqual({
      reason: [businessMessages.reviewReasonTooLong],
    });
    expect((await review(ad.id, { decision: "maybe", reason: "Hmm" })).status).toBe(422);
    expect((await review(ad.id, { decision: "reject", reason: "a\u0000b" })).status).toBe(422);
    expect((await review(2_000_000_000, { decision: "approve" })).status).toBe(404);

    t.mailer.outbox.length = 0;
    const reason = "The image shows a price the offer does not give.";
    const rejected = await review(ad.id, { decision: "reject", reason });
    expect(rejected.status).toBe(201);
    const own = await body(await send("GET", `/v1/businesses/${b.id}/ads/${ad.id}`, b.owner));
    expect(own.data).toMatchObject({ review: "rejected", review_reason: reason });
    await t.worker.runDue?.();
    await waitFor(() => t.mailer.outbox.some((m) => m.subject === "Your ad was not approved"));
    const mail = t.mailer.outbox.find((m) => m.subject === "Your ad was not approved")!;
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain(`/business/ads/${ad.id}`);
    expect(firstRow(await t.db.select().from(businessProfiles).where(eq(businessProfiles.id, b.id)), "b").approvedAt).toBeNull();
    const [decision] = await t.db.select().from(moderationDecisions).where(eq(moderationDecisions.targetId, ad.id));
    expect(decision).toMatchObject({ action: "reject", targetKind: "ad", reason });

    const edited = await send("PATCH", `/v1/businesses/${b.id}/ads/${ad.id}`, b.owner, adForm("Rye Deal"));
    expect((await body(edited)).data).toMatchObject({ review: "waiting", review_reason: null });
  });
});

async function waitFor(done: () => boolean, ms = 5000) {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}
