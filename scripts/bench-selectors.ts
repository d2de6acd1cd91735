// `npx tsx scripts/bench-selectors.ts`: the author's pages that choose ads, on the demo data and again
// after 20,000 ads (under 2,000 businesses) are added, on a fresh PostgreSQL database. Prints, per page
// and API read, the bytes answered and the p50/p90 time of ADS_BENCH_REQUESTS sequential requests.
// Settings: ADS_BENCH_ADS (default 20000), ADS_BENCH_REQUESTS (default 20), SCALE_POSTGRES_URL.
import { demoUsers } from "../backend/src/db/seed-data";
import { freshDatabase, seedDatabase, withClient } from "./lib/postgres";
import { startApp, type RunningApp } from "./lib/processes";
import { sessionCookie } from "./lib/session-cookie";

const extraAds = Number(process.env.ADS_BENCH_ADS || 20_000);
const requests = Number(process.env.ADS_BENCH_REQUESTS || 20);

async function json(url: string, init: RequestInit & { token?: string } = {}) {
  const res = await fetch(url, {
    ...init,
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      ...(init.token && { Authorization: `Bearer ${init.token}` }),
    },
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Signs in as the demo author on the backend, writes one compliment, and makes a web session cookie for it. */
async function author(app: RunningApp) {
  const { email, password, name } = demoUsers.dana;
  const login = await json(`${app.apiUrl}/v1/auth/login`, { method: "POST", body: JSON.stringify({ email, password }) });
  const token: string = login.data.token;
  const created = await json(`${app.apiUrl}/v1/compliments`, {
    method: "POST",
    token,
    body: JSON.stringify({ to: "Bench", compliment: "Measured with care." }),
  });
  return {
    token,
    cookie: await sessionCookie(app, { name, email }, token),
    code: created.data.code as string,
    id: created.data.id as number,
  };
}

async function time(url: string, headers: Record<string, string>) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers, redirect: "manual" });
    const body = await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    bytes = body.byteLength;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.floor(q * (times.length - 1))]! * 10) / 10;
  return { kB: Math.round(bytes / 102.4) / 10, "p50 ms": at(0.5), "p90 ms": at(0.9) };
}

async function measure(app: RunningApp, a: Awaited<ReturnType<typeof author>>, label: string) {
  const web = { cookie: a.cookie };
  const api = { Authorization: `Bearer ${a.token}`, Accept: "application/json" };
  const rows = {
    "code page (HTML)": await time(`${app.webUrl}/create-compliment-code?code=${a.code}&id=${a.id}`, web),
    "edit page (HTML)": await time(`${app.webUrl}/edit-compliment?code=${a.code}&id=${a.id}`, web),
    "GET /v1/ads (every ad)": await time(`${app.apiUrl}/v1/ads`, api),
    "GET /v1/ads?search=bike&paginated=1&limit=20": await time(`${app.apiUrl}/v1/ads?search=bike&paginated=1&limit=20`, api),
    "GET /v1/ads?paginated=1&limit=20": await time(`${app.apiUrl}/v1/ads?paginated=1&limit=20`, api),
    "GET /v1/business-profiles (every one)": await time(`${app.apiUrl}/v1/business-profiles`, api),
    "GET /v1/business-profiles?search=b&limit=20": await time(`${app.apiUrl}/v1/business-profiles?search=b&limit=20`, api),
  };
  console.log(`\n${label}: ${requests} sequential requests each\n`);
  console.table(rows);
}

/** `count` more ads, ten to each of count/10 new businesses, each with an offer, as the growth data has. */
async function addAds(url: string, count: number) {
  await withClient(url, async (c) => {
    await c.query(`insert into business_profiles (name) select 'Bench Business ' || g from generate_series(1, $1::int) g`, [
      Math.ceil(count / 10),
    ]);
    await c.query(
      `insert into ads (business_profile_id, title, contact)
       select b.id, 'Bench ad ' || g || ' of ' || b.name, 'ads' || g || '@example.com'
       from business_profiles b cross join generate_series(1, 10) g where b.name like 'Bench Business %'`,
    );
    await c.query(
      `insert into offers (ad_id, name, value, terms)
       select a.id, 'Bench offer', '10% off', 'Once.' from ads a where a.title like 'Bench ad %'`,
    );
    await c.query("analyze");
  });
}

async function main() {
  const database = await freshDatabase("compliments_selectors");
  let app: RunningApp | undefined;
  try {
    await seedDatabase(database.url);
    app = await startApp("selectors", { DATABASE_URL: database.url });
    const a = await author(app);
    await measure(app, a, "Demo data");
    await addAds(database.url, extraAds);
    await measure(app, a, `Demo data + ${extraAds} ads`);
  } finally {
    await app?.stop();
    await database.drop();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
