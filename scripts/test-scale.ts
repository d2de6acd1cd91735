// `npm run test:scale`: two complete stacks (web + backend each, started by `npm start`'s script) side
// by side on one fresh PostgreSQL database and one Redis, with the same AUTH_SECRET and APP_KEY, and
// each its own DATA_DIR. Proves that nothing a user depends on is kept in one process: a session made
// on web A is valid on web B, rate limits count across backends, the public compliment page follows
// an edit or delete made through either backend within 2 s on every web process, and an uploaded
// file is served by every process. Prints one line per check and a summary; exits 1 on any failure.
//
// Settings: SCALE_POSTGRES_URL (an admin connection, default postgres://postgres@127.0.0.1:5432/postgres;
// the run creates and drops its own database next to it), REDIS_URL (default redis://127.0.0.1:6379),
// CHROMIUM_PATH, E2E_VERBOSE=1 for the servers' output.
import { randomBytes, randomInt } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Redis from "ioredis";
import { chromium, type Browser } from "playwright-core";
import sharp from "sharp";
import { chromiumArgs, chromiumPath } from "./lib/chromium";
import { freshDatabase, seedDatabase, withClient } from "./lib/postgres";
import { freePort, startProcess, stopProcess, waitForUrl } from "./lib/processes";
import { SESSION_COOKIE } from "../lib/auth/session-cookie";
import { assert, check, CheckFailed, phase, phases, summarise } from "./lib/checks";

const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";
/** How soon every web process must show a change made through any backend. */
const PROPAGATION_MS = 2000;
/** How long a stale page is watched after that, so a failure says how stale it was. */
const WATCH_MS = 5000;

// ---- HTTP helpers ------------------------------------------------------------------------------

/** A fresh client address: the backends believe X-Forwarded-For from loopback, so each caller is its own. */
const randomAddress = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

type Call = { token?: string; json?: unknown; body?: BodyInit; method?: string; address?: string; headers?: Record<string, string> };

async function call(url: string, init: Call = {}) {
  const res = await fetch(url, {
    method: init.method ?? (init.json !== undefined || init.body ? "POST" : "GET"),
    redirect: "manual",
    headers: {
      ...(init.address && { "X-Forwarded-For": init.address }),
      ...(init.token && { Authorization: `Bearer ${init.token}` }),
      ...(init.json !== undefined && { "Content-Type": "application/json" }),
      Accept: "application/json",
      ...init.headers,
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the checks read answers loosely; a wrong field fails them anyway
  let json: any = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, text, json };
}

/**
 * The public compliment page as a guest sees it from a fresh address, redirects not followed: a first
 * visit without cookies, or a returning browser with only its device id.
 */
async function guestPage(webUrl: string, code: string, returning: boolean) {
  const startedAt = performance.now();
  const res = await fetch(`${webUrl}/show-compliment?code=${code}`, {
    redirect: "manual",
    headers: { "X-Forwarded-For": randomAddress(), ...(returning && { Cookie: `device_id=${randomBytes(5).toString("hex")}` }) },
    signal: AbortSignal.timeout(10_000),
  });
  const body = await res.text();
  const location = res.headers.get("location");
  // A redirect() during rendering is a 307 before the response starts, a meta refresh once it streams.
  const target = location ?? /<meta[^>]+http-equiv="refresh"[^>]+content="\d+;\s*url=([^"]+)"/i.exec(body)?.[1]?.replace(/&amp;/g, "&");
  const notice = target ? new URL(target, webUrl).searchParams.get("notice") : null;
  return { startedAt, status: res.status, body, location, notFound: notice === "not-found" };
}

/** How long after `PROPAGATION_MS` a web that has caught up is still watched for going stale again. */
const STABLE_MS = 1000;

type Watched = { settledMs: number | null; relapseMs: number | null };

/**
 * Polls the public page on every web, as a first visit and as a returning browser at once, until
 * both answers satisfy `settled`, then on until `PROPAGATION_MS + STABLE_MS` to catch a page that
 * goes stale again (a cache refilled from an old read). Delays count from `since` (when the change
 * was answered) to the start of the request.
 */
async function watch(
  webs: Record<string, string>,
  code: string,
  since: number,
  settled: (page: Awaited<ReturnType<typeof guestPage>>) => boolean,
) {
  const watched: Record<string, Watched> = {};
  await Promise.all(
    Object.entries(webs).map(async ([name, url]) => {
      const w: Watched = (watched[name] = { settledMs: null, relapseMs: null });
      for (;;) {
        const elapsed = performance.now() - since;
        if (w.settledMs === null ? elapsed > PROPAGATION_MS + WATCH_MS : elapsed > PROPAGATION_MS + STABLE_MS) return;
        const pages = await Promise.all([guestPage(url, code, false), guestPage(url, code, true)]);
        const startedMs = Math.max(0, Math.round(pages[0].startedAt - since));
        if (pages.every(settled)) w.settledMs ??= startedMs;
        else if (w.settledMs !== null) {
          w.relapseMs = startedMs;
          return;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    }),
  );
  return watched;
}

function describeWatch(watched: Record<string, Watched>) {
  const late = Object.entries(watched).filter(([, w]) => w.settledMs === null || w.settledMs > PROPAGATION_MS || w.relapseMs !== null);
  const text = Object.entries(watched)
    .map(
      ([name, w]) =>
        `${name} ${
          w.settledMs === null
            ? `still stale after ${(PROPAGATION_MS + WATCH_MS) / 1000} s`
            : `${w.settledMs} ms${w.relapseMs !== null ? `, then stale again at ${w.relapseMs} ms` : ""}`
        }`,
    )
    .join(", ");
  return { late, text };
}

// ---- Users and mail ----------------------------------------------------------------------------

const decodeQuotedPrintable = (s: string) =>
  s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The first link to `page` in a mail to `to` in the stacks' outboxes (DATA_DIR/mail/*.eml): the
 * job that sends a mail runs on whichever backend's worker takes it first.
 */
async function linkFromOutbox(dataDirs: string[], to: string, page: string, timeoutMs = 10_000): Promise<string> {
  const outboxes = dataDirs.map((dir) => path.join(dir, "mail"));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const listed = await Promise.all(
      outboxes.map(async (outbox) => (await readdir(outbox).catch(() => [] as string[])).map((file) => path.join(outbox, file))),
    );
    for (const file of listed.flat().filter((f) => f.endsWith(".eml"))) {
      const mail = decodeQuotedPrintable(await readFile(file, "utf8"));
      if (!new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}$`, "mi").test(mail)) continue;
      const link = mail.match(/https?:\/\/[^\s"<>]+/g)?.find((url) => new URL(url).pathname === page);
      if (link) return link.replace(/&amp;/g, "&");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new CheckFailed(`no e-mail to ${to} with a link to ${page} in ${outboxes.join(" or ")}`);
}

type User = { name: string; email: string; password: string; token: string };

async function register(apiUrl: string): Promise<User> {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join("");
  const user = { name: `Scale ${letters}`, email: `scale-${Date.now()}-${randomInt(1e6)}@example.com`, password: "Secret#123" };
  const res = await call(`${apiUrl}/v1/auth/register`, {
    address: randomAddress(),
    json: { ...user, password_confirmation: user.password },
  });
  assert(res.status === 201, `register on ${apiUrl}: ${res.status} ${res.text.slice(0, 200)}`);
  return { ...user, token: res.json.data.token };
}

// ---- The run -----------------------------------------------------------------------------------

const cleanups: Array<() => Promise<unknown>> = [];
let cleaning: Promise<void> | undefined;
function cleanUp() {
  cleaning ??= (async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error("cleanup:", error));
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the stacks and dropping the database…`);
    void cleanUp().then(() => process.exit(130));
  });
}

const query = (databaseUrl: string, sql: string, params: unknown[]) => withClient(databaseUrl, (c) => c.query(sql, params));

async function createDatabase(): Promise<string> {
  const database = await freshDatabase("compliments_scale");
  cleanups.push(() => database.drop());
  return database.url;
}

const seed = seedDatabase;

async function redisAnswers() {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } finally {
    redis.disconnect();
  }
}

type Stack = { webUrl: string; apiUrl: string; dataDir: string };

/**
 * One `npm start` (scripts/start.mjs: backend and web) on free ports with its own DATA_DIR, as
 * startApp does, but registered for clean-up before it is up, so an interrupted start leaves nothing.
 */
async function startStack(name: string, env: Record<string, string>): Promise<Stack> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), `compliments-scale-${name}-`));
  const child = startProcess(
    ["scripts/start.mjs"],
    {
      ...env,
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      API_URL: `http://127.0.0.1:${apiPort}`,
      APP_URL: `http://localhost:${port}`,
    },
    `scale-${name}`,
  );
  cleanups.push(async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  });
  const stack = { webUrl: `http://localhost:${port}`, apiUrl: `http://127.0.0.1:${apiPort}`, dataDir };
  await waitForUrl(`${stack.apiUrl}/v1/health`, 600_000, child);
  await waitForUrl(`http://127.0.0.1:${port}/robots.txt`, 60_000, child);
  console.log(`stack ${name}: web ${stack.webUrl}, backend ${stack.apiUrl}, DATA_DIR ${dataDir}`);
  return stack;
}

async function main() {
  const started = performance.now();
  await redisAnswers().catch((error) => {
    throw new Error(`Redis at ${redisUrl} does not answer: ${error.message}`);
  });
  const databaseUrl = await phase("create + seed database", async () => {
    const url = await createDatabase();
    console.log(`database ${new URL(url).pathname.slice(1)}: ${await seed(url)}`);
    return url;
  });

  const shared = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    APP_KEY: randomBytes(32).toString("base64url"),
    INTERNAL_TOKEN: randomBytes(32).toString("base64url"),
    // Every hop here is on loopback: the backends believe the webs, the webs believe this script,
    // as they would a load balancer in front of them.
    TRUSTED_PROXIES: "127.0.0.1,::1,::ffff:127.0.0.1",
    SEED: "never",
  };
  // One after the other: the first start builds the web app when there is no build yet.
  const a = await phase("start stack A", () => startStack("A", shared));
  const b = await phase("start stack B", () => startStack("B", shared));
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  cleanups.push(() => browser.close());

  const checksStarted = performance.now();
  let user: User | undefined;
  let compliment: { id: number; code: string; to: string; compliment: string } | undefined;

  /** Registers on `registerOn` and opens the verification link, mailed by that backend, on `verifyOn`. */
  async function verified(registerOn: string, verifyOn: string): Promise<User> {
    const registered = await register(registerOn);
    const link = new URL(await linkFromOutbox([a.dataDir, b.dataDir], registered.email, "/verify-email"));
    const p = Object.fromEntries(link.searchParams);
    const res = await call(`${verifyOn}/v1/email/verify/${p.id}/${p.hash}?expires=${p.expires}&signature=${p.signature}`, {
      token: registered.token,
    });
    assert(res.status === 200, `verify on ${verifyOn}: ${res.status} ${res.text.slice(0, 200)}`);
    return registered;
  }

  await check("0. a link signed by backend A verifies on backend B; A's token works on B", async () => {
    const registered = await verified(a.apiUrl, b.apiUrl);
    user = registered;
    const suffix = randomBytes(4).toString("hex");
    const created = await call(`${a.apiUrl}/v1/compliments`, {
      token: user.token,
      json: { to: `Robin ${suffix}`, compliment: `Original words scale ${suffix} kept everywhere` },
    });
    assert(created.status === 201, `create on A: ${created.status} ${created.text.slice(0, 200)}`);
    compliment = created.json.data;
    return `user ${user.email}, compliment ${compliment!.code}`;
  });

  await check("1. a session made on web A is valid on web B", async () => {
    assert(user && compliment, "no verified user (check 0 failed)");
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${a.webUrl}/login`);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await page
      .waitForURL((url) => url.pathname === "/your-compliments", { timeout: 15_000 })
      .catch(() => {
        throw new CheckFailed(`login on web A ended on ${page.url()}`);
      });
    const cookies = (await context.cookies()).filter((c) => c.name.startsWith(SESSION_COOKIE));
    assert(cookies.length > 0, "no session cookie after logging in on web A");
    await context.close();

    const guest = await browser.newContext();
    const noCookie = await guest.newPage();
    await noCookie.goto(`${b.webUrl}/your-compliments`);
    assert(new URL(noCookie.url()).pathname === "/login", `without the cookie web B showed ${noCookie.url()}, not /login`);
    await guest.close();

    const onB = await browser.newContext();
    await onB.addCookies(cookies);
    const pageB = await onB.newPage();
    const res = await pageB.goto(`${b.webUrl}/your-compliments`);
    const url = new URL(pageB.url());
    assert(url.port === new URL(b.webUrl).port && url.pathname === "/your-compliments", `web B redirected the session to ${pageB.url()}`);
    assert(res?.status() === 200, `web B answered ${res?.status()}`);
    const nav = pageB.getByRole("navigation", { name: "Main" });
    await nav
      .getByRole("link", { name: user.name })
      .waitFor({ timeout: 10_000 })
      .catch(() => {
        throw new CheckFailed(`web B's top bar does not show ${user!.name}`);
      });
    await pageB
      .getByRole("cell", { name: compliment.to })
      .waitFor({ timeout: 10_000 })
      .catch(() => {
        throw new CheckFailed(`web B's list lacks the compliment to ${compliment!.to}`);
      });
    await onB.close();
    return `cookie from ${a.webUrl} → ${b.webUrl}/your-compliments shows ${user.name} and their compliment`;
  });

  await check("2a. code look-up misses count across backends (15 + 15, then 429 on both)", async () => {
    const address = randomAddress();
    let code: string;
    do code = String(randomInt(10_000_000, 100_000_000));
    while ((await query(databaseUrl, "SELECT 1 FROM compliments WHERE code = $1", [code])).rowCount);
    for (let i = 0; i < 30; i++) {
      const api = i % 2 === 0 ? a.apiUrl : b.apiUrl;
      const res = await call(`${api}/v1/compliments/code/${code}`, { address });
      assert(res.status === 404, `miss ${i + 1} on ${i % 2 === 0 ? "A" : "B"}: ${res.status}, expected 404`);
    }
    for (const [name, api] of [
      ["A", a.apiUrl],
      ["B", b.apiUrl],
    ]) {
      const res = await call(`${api}/v1/compliments/code/${code}`, { address });
      assert(res.status === 429, `look-up 31+ on ${name}: ${res.status}, expected 429`);
      assert(res.headers.get("retry-after"), `429 on ${name} without Retry-After`);
    }
    const other = await call(`${b.apiUrl}/v1/compliments/code/${code}`, { address: randomAddress() });
    assert(other.status === 404, `another address got ${other.status}: the limit is not per address`);
    return `${address}: 30 × 404 alternating A/B, then 429 on A and B; another address still 404`;
  });

  await check("2b. login attempts count across backends (3 + 2 wrong, then 429 on both)", async () => {
    assert(user, "no verified user (check 0 failed)");
    const address = randomAddress();
    for (let i = 0; i < 5; i++) {
      const api = i % 2 === 0 ? a.apiUrl : b.apiUrl;
      const res = await call(`${api}/v1/auth/login`, { address, json: { email: user.email, password: "Wrong#12345" } });
      assert(res.status !== 429 && res.status >= 400, `wrong password ${i + 1} on ${i % 2 === 0 ? "A" : "B"}: ${res.status}`);
    }
    for (const [name, api] of [
      ["B", b.apiUrl],
      ["A", a.apiUrl],
    ]) {
      const res = await call(`${api}/v1/auth/login`, { address, json: { email: user.email, password: user.password } });
      assert(res.status === 429, `attempt 6+ (right password) on ${name}: ${res.status}, expected 429`);
    }
    return `${address}: 5 refusals alternating A/B, then 429 on B and A even with the right password`;
  });

  await check(
    `3. the public page follows edits and deletes through either backend on both webs within ${PROPAGATION_MS / 1000} s`,
    async () => {
      assert(user && compliment, "no compliment (check 0 failed)");
      const { id, code } = compliment;
      const webs = { "web A": a.webUrl, "web B": b.webUrl };
      for (let round = 0; round < 2; round++) {
        for (const [name, url] of Object.entries(webs)) {
          const page = await guestPage(url, code, round === 1);
          assert(
            page.status === 200 && page.body.includes(compliment.compliment),
            `${name} read ${round + 1}: ${page.status}${page.location ? ` → ${page.location}` : ""}, text ${page.body.includes(compliment.compliment) ? "shown" : "missing"}`,
          );
        }
      }

      const newText = `Edited words scale ${randomBytes(4).toString("hex")} seen everywhere`;
      const patched = await call(`${b.apiUrl}/v1/compliments/${id}`, { method: "PATCH", token: user.token, json: { compliment: newText } });
      assert(patched.status === 200, `PATCH on backend B: ${patched.status} ${patched.text.slice(0, 200)}`);
      const edited = describeWatch(
        await watch(
          webs,
          code,
          performance.now(),
          (p) => p.status === 200 && p.body.includes(newText) && !p.body.includes(compliment!.compliment),
        ),
      );

      const deleted = await call(`${a.apiUrl}/v1/compliments/${id}`, { method: "DELETE", token: user.token });
      assert(deleted.status === 200, `DELETE on backend A: ${deleted.status} ${deleted.text.slice(0, 200)}`);
      const gone = describeWatch(await watch(webs, code, performance.now(), (p) => p.notFound && !p.body.includes(newText)));

      const summary = `edit via backend B shown: ${edited.text}; delete via backend A shown: ${gone.text}`;
      assert(edited.late.length === 0 && gone.late.length === 0, `stale pages: ${summary}`);
      return summary;
    },
  );

  await check("4. an avatar uploaded through backend A is served by backend B and web B", async () => {
    assert(user, "no verified user (check 0 failed)");
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: randomInt(256), g: randomInt(256), b: 200 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("_method", "PATCH");
    form.append("avatar", new Blob([new Uint8Array(png)], { type: "image/png" }), "avatar.png");
    const saved = await call(`${a.apiUrl}/v1/users/profile`, { token: user.token, body: form });
    assert(saved.status === 200, `upload on backend A: ${saved.status} ${saved.text.slice(0, 200)}`);
    const key: string | null = saved.json?.data?.avatar;
    assert(key, `no avatar key in the profile: ${saved.text.slice(0, 200)}`);

    const fetchFile = async (name: string, url: string) => {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      const bytes = Buffer.from(await res.arrayBuffer());
      assert(res.status === 200, `${name} ${url}: ${res.status}`);
      assert(res.headers.get("content-type") === "image/webp", `${name}: content-type ${res.headers.get("content-type")}`);
      return bytes;
    };
    const fromA = await fetchFile("backend A", `${a.apiUrl}/storage/${key}`);
    const fromB = await fetchFile("backend B", `${b.apiUrl}/storage/${key}`);
    const fromWebB = await fetchFile("web B", `${b.webUrl}/storage/${key}`);
    assert(
      fromB.equals(fromA) && fromWebB.equals(fromA),
      `bytes differ: A ${fromA.length}, backend B ${fromB.length}, web B ${fromWebB.length}`,
    );
    const meta = await sharp(fromB).metadata();
    assert(meta.format === "webp", `stored file is ${meta.format}`);
    return `${key}: ${fromA.length} bytes of ${meta.width}×${meta.height} WebP, identical from backend A, backend B and web B`;
  });
  await check("5. a coupon redeemed by 20 members at once, 10 through each backend, is redeemed exactly once", async () => {
    assert(user && compliment, "no verified user (check 0 failed)");
    const ads = await call(`${a.apiUrl}/v1/ads`, { token: user.token });
    const latte = (ads.json?.data as Array<{ id: number; title: string }> | undefined)?.find((ad) => ad.title === "Latte art Fridays");
    assert(latte, `no latte ad: ${ads.status}`);
    // The user claims a compliment carrying the café's ad, written by the demo author, and so gets its coupon.
    const logIn = async (email: string, password: string) => {
      const res = await call(`${a.apiUrl}/v1/auth/login`, { address: randomAddress(), json: { email, password } });
      assert(res.status === 200, `log in ${email}: ${res.status}`);
      return res.json.data.token as string;
    };
    const author = { token: await logIn("demo@example.com", "Demo#2026") };
    const written = await call(`${b.apiUrl}/v1/compliments`, {
      token: author.token,
      json: { to: "Till Tester", compliment: "For the rush hour." },
    });
    assert(written.status === 201, `write: ${written.status} ${written.text.slice(0, 200)}`);
    const { id, code } = written.json.data;
    await call(`${b.apiUrl}/v1/compliments/${id}`, { token: author.token, method: "PATCH", json: { ads: [latte.id] } });
    await call(`${a.apiUrl}/v1/compliments/code/${code}`, { token: user.token });
    const claimed = await call(`${a.apiUrl}/v1/compliments/${id}/claim`, { token: user.token, method: "POST" });
    assert(claimed.status === 200, `claim: ${claimed.status} ${claimed.text.slice(0, 200)}`);
    const page = await call(`${b.apiUrl}/v1/ads/${latte.id}?compliment_id=${id}`, { token: user.token });
    const coupon = page.json?.data?.coupon?.code;
    assert(coupon, `no coupon for the claimer: ${page.text.slice(0, 200)}`);
    const owner = await logIn("cafe@example.com", "Cafe#2026");
    // Twenty members, each sending one: a member's own burst is held to 10 in flight by the misses limit.
    const cafe = (await call(`${a.apiUrl}/v1/businesses`, { token: owner })).json.data[0].id;
    const tills = [owner];
    for (let i = 0; i < 19; i++) {
      // A verified account joins at once (an unverified one would be invited by mail instead: issue 32).
      const staff = await verified(i % 2 === 0 ? a.apiUrl : b.apiUrl, i % 2 === 0 ? b.apiUrl : a.apiUrl);
      const added = await call(`${a.apiUrl}/v1/businesses/${cafe}/members`, { token: owner, json: { email: staff.email } });
      assert(added.status === 201, `add staff: ${added.status} ${added.text.slice(0, 200)}`);
      tills.push(staff.token);
    }
    const answers = await Promise.all(
      tills.map((token, i) => call(`${i % 2 === 0 ? a.apiUrl : b.apiUrl}/v1/coupons/redeem`, { token, json: { code: coupon } })),
    );
    const statuses = answers.map((res) => res.status).sort();
    assert(
      statuses[0] === 200 && statuses.filter((s) => s === 200).length === 1 && statuses.slice(1).every((s) => s === 409),
      `statuses ${statuses.join(",")}`,
    );
    return `${coupon}: one 200 and nineteen 409 'Already used' across backends A and B`;
  });
  phases.checks = Math.round(performance.now() - checksStarted);

  await phase("stop stacks, drop database", cleanUp);
  phases.total = Math.round(performance.now() - started);

  summarise();
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
