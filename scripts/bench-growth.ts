// `npm run bench:growth` (`-- --scale=N`, default 20): the reads of issue 21 for a typical user on the
// demo data, then, after scripts/growth/generate.ts has written N times the base volumes into the same
// fresh PostgreSQL database, for the same typical user and for a heavy one. Each figure is the p50 of
// 200 sequential requests to one backend process after 20 to warm up (the code page, a web page, of
// 20); the ratios are heavy ÷ typical on the big database (the goal: at most 2) and big ÷ small for
// the typical user. `--only=ads` grows the catalogue alone (businesses, ads, offers: 20,000 ads at
// `--scale=100`) and measures the ad selector and the business filter, big ÷ small (the goal: at most 2).
import { createHash, randomBytes } from "node:crypto";
import type { Client } from "pg";
import { demoUsers } from "../backend/src/db/seed-data";
import { hashPassword } from "../backend/src/lib/passwords";
import { generate, generateCatalogue, HEAVY_CHAT_TITLE, HEAVY_EMAIL, volumesAt } from "./growth/generate";
import { freshDatabase, seedDatabase, withClient } from "./lib/postgres";
import { startApp, type RunningApp } from "./lib/processes";
import { sessionCookie } from "./lib/session-cookie";

const scale = Number(process.argv.find((a) => a.startsWith("--scale="))?.slice(8) ?? process.env.GROWTH_SCALE ?? 20);
const onlyAds = process.argv.includes("--only=ads");
const SAMPLES = 200;
/** A page of the web app takes up to seconds on the big database before issue 21's selectors. */
const WEB_SAMPLES = 20;
/** Messages and reviews per page, as the chat and the review list ask. */
const MESSAGES_PER_PAGE = 15;
const REVIEWS_PER_PAGE = 5;

type Person = { id: number; token: string; cookie: string };
/**
 * A read as one user makes it: its path, worked out from that user's data; `shared` when it is the
 * same for everyone, `web` when it is a page of the web app rather than a call to the API.
 */
type Read = { name: string; path: (client: Client, who: Person) => Promise<string | undefined>; shared?: true; web?: true };

/** The user's conversation with the most messages, and the read of `page` of it as the chat asks for it (keyset). */
const chatPage = async (client: Client, who: Person, page: number) => {
  const { rows } = await client.query(
    `select p.conversation_id as id, count(m.id)::int as count from conversation_participants p
     join messages m on m.conversation_id = p.conversation_id where p.user_id = $1 group by 1 order by 2 desc limit 1`,
    [who.id],
  );
  if (!rows[0]) return undefined;
  const at = Math.min(page, Math.max(1, Math.ceil(rows[0].count / MESSAGES_PER_PAGE)));
  if (at === 1) return `/v1/compliments/conversations/${rows[0].id}`;
  // The oldest message the chat holds after reading the pages before.
  const held = await client.query(`select id from messages where conversation_id = $1 order by id desc offset $2 limit 1`, [
    rows[0].id,
    (at - 1) * MESSAGES_PER_PAGE - 1,
  ]);
  return `/v1/compliments/conversations/${rows[0].id}?page=${at}&before=${held.rows[0].id}`;
};

/** The user's ad on one of their compliments with the most reviews, at `page` (or its last) as the list asks from the page before. */
const adReviewsPage = async (client: Client, who: Person, page: number) => {
  const { rows } = await client.query(
    `select ca.id, count(r.id)::int as count from compliment_ads ca join compliments c on c.id = ca.compliment_id
     join reviews r on r.compliment_ad_id = ca.id where c.customer_id = $1 group by 1 order by 2 desc limit 1`,
    [who.id],
  );
  if (!rows[0]) return undefined;
  const at = Math.min(page, Math.ceil(rows[0].count / REVIEWS_PER_PAGE));
  if (at === 1) return `/v1/compliments/ads/reviews/${rows[0].id}`;
  const held = await client.query(
    `select id from reviews where compliment_ad_id = $1 order by created_at desc, id desc offset $2 limit 1`,
    [rows[0].id, (at - 1) * REVIEWS_PER_PAGE - 1],
  );
  return `/v1/compliments/ads/reviews/${rows[0].id}?page=${at}&before=${held.rows[0].id}`;
};

const allReads: Read[] = [
  { name: "conversations list with unread counts", path: async () => "/v1/compliments/conversations" },
  { name: "unread-messages count (the badge)", path: async () => "/v1/messages/unread-count" },
  { name: "other-reviews", path: async () => "/v1/users/other-reviews" },
  { name: "own compliments, page 1", path: async () => "/v1/compliments" },
  { name: "activity feed", path: async () => "/v1/activity" },
  { name: "load older messages, page 3,000", path: (client, who) => chatPage(client, who, 3_000) },
  { name: "ad reviews, page 900", path: (client, who) => adReviewsPage(client, who, 900) },
  // The ad selectors and the business filter: opened, then typed into, one page each.
  { name: "ad selector, opened (GET /v1/ads?search=)", path: async () => "/v1/ads?search=&page=1", shared: true },
  { name: 'ad selector, typed "ad 12"', path: async () => "/v1/ads?search=ad%2012&page=1", shared: true },
  // A rare text: the demo's bike shop, not one of the grown ads.
  { name: 'ad selector, typed "bike"', path: async () => "/v1/ads?search=bike&page=1", shared: true },
  { name: "business filter, opened", path: async () => "/v1/business-profiles?search=&page=1", shared: true },
  { name: "the code page after writing a compliment (HTML)", path: (client, who) => codePage(client, who), shared: true, web: true },
];

/** The catalogue's reads (`--only=ads`), or every read. */
const reads = onlyAds ? allReads.filter((r) => r.shared && !r.web) : allReads;

/** The page an author lands on after writing: their newest compliment's code page. */
async function codePage(client: Client, who: Person) {
  const { rows } = await client.query(`select code from compliments where customer_id = $1 order by id desc limit 1`, [who.id]);
  return rows[0] && `/create-compliment-code?code=${rows[0].code}`;
}

/**
 * A bearer token for the user, written straight into the database as a log-in would, and the web's
 * session cookie carrying it, sealed with the web's secret as Auth.js seals it.
 */
async function signIn(client: Client, email: string, app: RunningApp): Promise<Person> {
  const token = randomBytes(24).toString("base64url");
  const { rows } = await client.query(
    `insert into api_tokens (user_id, token_hash, expires_at, last_used_at)
     select id, $2, now() + interval '1 day', now() from users where lower(email) = lower($1) returning user_id`,
    [email, createHash("sha256").update(token).digest("hex")],
  );
  return { id: rows[0].user_id, token, cookie: await sessionCookie(app, { email }, token) };
}

type Figure = { ms: number; bytes: number };
type Figures = Map<string, Figure | undefined>;

/**
 * p50 in milliseconds of `SAMPLES` sequential GETs of each target, and its answer's size. The
 * targets take turns, request by request, so a busy moment of the machine weighs on each alike.
 */
async function p50(targets: Array<{ url: string; headers: Record<string, string> }>, samples: number): Promise<Figure[]> {
  const times = targets.map(() => [] as number[]);
  const bytes = targets.map(() => 0);
  const warmUp = Math.ceil(samples / 10);
  for (let i = 0; i < warmUp + samples; i++) {
    for (const [k, { url, headers }] of targets.entries()) {
      const started = performance.now();
      const res = await fetch(url, { headers, redirect: "manual" });
      const body = await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${Buffer.from(body).toString().slice(0, 200)}`);
      if (i >= warmUp) times[k]!.push(performance.now() - started);
      bytes[k] = body.byteLength;
    }
  }
  return times.map((t, k) => ({ ms: t.sort((a, b) => a - b)[Math.floor(t.length / 2)]!, bytes: bytes[k]! }));
}

/** Each read for each of `people` (side by side); a shared read for the first only. */
async function measure(app: RunningApp, databaseUrl: string, people: Person[]): Promise<Figures[]> {
  const figures = people.map((): Figures => new Map());
  for (const read of reads) {
    const who = read.shared ? people.slice(0, 1) : people;
    const paths = await withClient(databaseUrl, (client) => Promise.all(who.map((person) => read.path(client, person))));
    const present = who.flatMap((person, k): Array<{ k: number; url: string; headers: Record<string, string> }> => {
      if (!paths[k]) return [];
      if (read.web) return [{ k, url: `${app.webUrl}${paths[k]}`, headers: { cookie: person.cookie } }];
      return [{ k, url: `${app.apiUrl}${paths[k]}`, headers: { authorization: `Bearer ${person.token}` } }];
    });
    const results = await p50(present, read.web ? WEB_SAMPLES : SAMPLES);
    present.forEach(({ k }, at) => void figures[k]!.set(read.name, results[at]));
  }
  return figures;
}

const cell = (figure: Figure | undefined) =>
  figure ? `${figure.ms.toFixed(1)} ms${figure.bytes > 100_000 ? ` (${(figure.bytes / 1e6).toFixed(2)} MB)` : ""}` : "—";
const ratio = (a?: { ms: number }, b?: { ms: number }) => (a && b ? `×${(a.ms / b.ms).toFixed(2)}` : "—");

async function main() {
  const started = performance.now();
  const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${line}`);
  const database = await freshDatabase("growth");
  let app: RunningApp | undefined;
  try {
    log(`database ${new URL(database.url).pathname.slice(1)}: ${await seedDatabase(database.url)}`);
    app = await startApp("growth", { DATABASE_URL: database.url });
    const on = app;
    const typical = await withClient(database.url, (client) => signIn(client, demoUsers.dana.email, on));
    log(`small database: typical user (${demoUsers.dana.email})`);
    const [small] = await measure(app, database.url, [typical]);

    const volumes = volumesAt(scale);
    if (onlyAds) {
      const { businesses, ads } = volumes;
      log(`generating the catalogue of scale ${scale}: ${JSON.stringify({ businesses, ads })}`);
      await withClient(database.url, (client) => generateCatalogue(client, volumes, log));
    } else {
      log(`generating scale ${scale}: ${JSON.stringify(volumes)}`);
      const passwordHash = await hashPassword(randomBytes(12).toString("base64url"));
      await withClient(database.url, (client) => generate(client, volumes, passwordHash, log));
    }
    const heavy = onlyAds ? undefined : await withClient(database.url, (client) => signIn(client, HEAVY_EMAIL, on));
    log(
      heavy
        ? `big database: the typical user and the heavy one (${HEAVY_EMAIL}, whose longest chat is "${HEAVY_CHAT_TITLE}")`
        : `big catalogue: ${volumes.ads} more ads`,
    );
    const [bigTypical, bigHeavy] = await measure(app, database.url, heavy ? [typical, heavy] : [typical]);

    const rows = reads.map(({ name }) => {
      const [s, t, h] = [small!.get(name), bigTypical!.get(name), bigHeavy?.get(name)];
      return `| ${name} | ${cell(s)} | ${cell(t)} | ${cell(h)} | ${ratio(t, s)} | ${ratio(h, t)} |`;
    });
    console.log(
      [
        "",
        `Scale ${scale}${onlyAds ? " (the catalogue only)" : ""} on PostgreSQL, one backend, p50 of ${SAMPLES} sequential requests (web pages: ${WEB_SAMPLES}):`,
        "",
        "| read | typical, small DB | typical, big DB | heavy, big DB | typical big ÷ small | heavy ÷ typical (goal ≤ 2) |",
        "|---|---|---|---|---|---|",
        ...rows,
        "",
      ].join("\n"),
    );
    log("done");
  } finally {
    await app?.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
