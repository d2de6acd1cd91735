// Part of `npm run bench` (PostgreSQL only): can heavy requests starve a typical user? A heavy
// user with BENCH_HEAVY_CONVERSATIONS conversations (10,000) asks for their conversation list ten
// times at once, over and over, while a typical user polls their unread badge; the badge's
// latency is measured alone and under that load, with the settings of before issue 21 (10
// connections, no statement timeout, no limit per user) and with the backend's defaults.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { createApp } from "../backend/src/app";
import { migrateDatabase, openDatabase, type PoolOptions } from "../backend/src/db/client";
import { users } from "../backend/src/db/schema";
import { loadEnv } from "../backend/src/env";
import { issueToken } from "../backend/src/lib/auth";
import { createMemoryMailer } from "../backend/src/lib/mailer";
import { unlimited } from "../backend/src/lib/rate-limit";

const CONVERSATIONS = Number(process.env.BENCH_HEAVY_CONVERSATIONS || 10_000);
const HEAVY_AT_ONCE = Number(process.env.BENCH_HEAVY_AT_ONCE || 10);
const POLLS = Number(process.env.BENCH_POLLS || 200);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function timed(run: () => Promise<Response>) {
  const start = performance.now();
  const res = await run();
  await res.arrayBuffer();
  return { ms: performance.now() - start, status: res.status };
}

/** Two users on a fresh database: `heavy` in CONVERSATIONS conversations, each with an unread message; `typical` in three. */
async function buildUsers(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl });
  await migrateDatabase(database);
  const { db } = database;
  const run = randomBytes(4).toString("hex");
  const [heavy, typical, other] = await db
    .insert(users)
    .values(
      ["heavy", "typical", "other"].map((name) => ({
        name: `Bench ${name}`,
        email: `pool-${run}-${name}@example.test`,
        passwordHash: "x",
      })),
    )
    .returning({ id: users.id });
  for (const [user, count] of [
    [heavy!.id, CONVERSATIONS],
    [typical!.id, 3],
  ] as const) {
    await db.execute(sql`
      with made as (
        insert into conversations (title) select 'Bench ' || g from generate_series(1, ${count}::int) g returning id
      ), joined as (
        insert into conversation_participants (conversation_id, user_id)
        select id, ${user}::int from made union all select id, ${other!.id}::int from made
      )
      insert into messages (conversation_id, sender_id, message) select id, ${other!.id}::int, 'Hello there' from made`);
  }
  await db.execute(sql`analyze`);
  const deps = { db, clock: { now: () => new Date() }, config: { tokenTtlDays: 30, tokenIdleMinutes: 120 } };
  const tokens = { heavy: await issueToken(deps as never, heavy!.id), typical: await issueToken(deps as never, typical!.id) };
  await database.close();
  return tokens;
}

async function measure(databaseUrl: string, tokens: { heavy: string; typical: string }, pool: PoolOptions, userRequestsAtOnce: number) {
  const database = await openDatabase({ databaseUrl, ...pool });
  const app = createApp({ db: database.db, mailer: createMemoryMailer(), limiter: unlimited, config: { userRequestsAtOnce } });
  const as = (token: string, path: string) => () => Promise.resolve(app.request(path, { headers: { Authorization: `Bearer ${token}` } }));
  const badge = as(tokens.typical, "/v1/messages/unread-count");
  const list = as(tokens.heavy, "/v1/compliments/conversations");

  async function polls() {
    const times: number[] = [];
    for (let i = 0; i < POLLS; i++) times.push((await timed(badge)).ms);
    return times.sort((a, b) => a - b);
  }
  await polls(); // warms the connections and plans
  const alone = await polls();

  let loaded = true;
  const heavy: { ms: number; status: number }[] = [];
  const load = Array.from({ length: HEAVY_AT_ONCE }, async () => {
    while (loaded) heavy.push(await timed(list));
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const underLoad = await polls();
  loaded = false;
  await Promise.all(load);
  await database.close();

  const heavyTimes = heavy.map((h) => h.ms).sort((a, b) => a - b);
  return {
    "badge alone p50 ms": percentile(alone, 50).toFixed(1),
    "badge alone p99 ms": percentile(alone, 99).toFixed(1),
    "badge under load p50 ms": percentile(underLoad, 50).toFixed(1),
    "badge under load p99 ms": percentile(underLoad, 99).toFixed(1),
    "heavy lists": heavy.length,
    "heavy p50 ms": percentile(heavyTimes, 50).toFixed(0),
    "heavy timed out (503)": heavy.filter((h) => h.status === 503).length,
    "heavy other errors": heavy.filter((h) => h.status !== 200 && h.status !== 503).length,
  };
}

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error("BENCH_DATABASE_URL: a fresh PostgreSQL database");
  const env = loadEnv();
  const tokens = await buildUsers(databaseUrl);
  const rows = {
    "before: pool 10, no timeout, no per-user limit": await measure(databaseUrl, tokens, { poolSize: 10 }, Infinity),
    [`pool ${env.DB_POOL_SIZE}, timeout ${env.DB_STATEMENT_TIMEOUT_MS} ms, no per-user limit`]: await measure(
      databaseUrl,
      tokens,
      { poolSize: env.DB_POOL_SIZE, statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS },
      Infinity,
    ),
    [`now: pool ${env.DB_POOL_SIZE}, timeout ${env.DB_STATEMENT_TIMEOUT_MS} ms, ${env.USER_REQUESTS_AT_ONCE} requests per user at once`]:
      await measure(
        databaseUrl,
        tokens,
        { poolSize: env.DB_POOL_SIZE, statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS },
        env.USER_REQUESTS_AT_ONCE,
      ),
  };
  console.log(
    `\nA typical user's unread badge while ${HEAVY_AT_ONCE} conversation lists of a user in ${CONVERSATIONS} conversations run at once (PostgreSQL, ${POLLS} polls)\n`,
  );
  console.table(rows);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
