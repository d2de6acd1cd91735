// Part of `npm run bench`: what scheduling a delivery adds to writing a compliment. The backend in
// this process (no HTTP, no limits), with its job worker stopped so only the request is timed:
// POST /v1/compliments without and with `recipient_email`, interleaved, sequential.
import { createApp } from "../backend/src/app";
import { migrateDatabase, openDatabase } from "../backend/src/db/client";
import { users } from "../backend/src/db/schema";
import { issueToken } from "../backend/src/lib/auth";
import { createMemoryMailer } from "../backend/src/lib/mailer";
import { unlimited } from "../backend/src/lib/rate-limit";

const PAIRS = Number(process.env.BENCH_WRITES || 300);
/** Authors to spread the writing over, so no per-author rule (deliveries a day) is what is measured. */
const AUTHORS = Math.ceil(PAIRS / 10);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function benchWriting(databaseUrl?: string) {
  const database = await openDatabase({ databaseUrl });
  await migrateDatabase(database);
  const app = createApp({ db: database.db, mailer: createMemoryMailer(), limiter: unlimited });
  const deps = { db: database.db, clock: { now: () => new Date() }, config: { tokenTtlDays: 30, tokenIdleMinutes: 120 } };
  const run = `${Date.now()}`;
  const authors = await database.db
    .insert(users)
    .values(
      Array.from({ length: AUTHORS }, (_, i) => ({
        name: "Bench Author",
        email: `bench-${run}-${i}@example.test`,
        passwordHash: "x",
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  const tokens = await Promise.all(authors.map((a) => issueToken(deps as never, a.id)));

  const write = async (i: number, withDelivery: boolean) => {
    const body = {
      to: "Bench Reader",
      compliment: "Thank you for the steady help this week.",
      ...(withDelivery && {
        recipient_email: `reader-${run}-${i}@example.test`,
        deliver_at: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    };
    const started = performance.now();
    const res = await app.request("/v1/compliments", {
      method: "POST",
      headers: { Authorization: `Bearer ${tokens[i % AUTHORS]}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const ms = performance.now() - started;
    if (res.status !== 201) throw new Error(`POST /v1/compliments answered ${res.status}: ${await res.text()}`);
    return ms;
  };

  try {
    for (let i = 0; i < 20; i++) await write(i, i % 2 === 0); // warm-up
    const times = { without: [] as number[], with: [] as number[] };
    for (let i = 0; i < PAIRS; i++) {
      times.without.push(await write(i, false));
      times.with.push(await write(i, true));
    }
    const row = (list: number[]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return { "p50 ms": percentile(sorted, 50).toFixed(2), "p99 ms": percentile(sorted, 99).toFixed(2) };
    };
    const p50 = (list: number[]) =>
      percentile(
        [...list].sort((a, b) => a - b),
        50,
      );
    console.log(`\nWriting a compliment, ${database.kind}: ${PAIRS} of each, interleaved, in process\n`);
    console.table({ "without delivery": row(times.without), "with a delivery": row(times.with) });
    console.log(`A delivery adds ${((p50(times.with) / p50(times.without) - 1) * 100).toFixed(1)} % at p50 (the bar: 10 %).`);
  } finally {
    await database.close();
  }
}

benchWriting(process.env.BENCH_DATABASE_URL || undefined).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
