// Part of `npm run bench`: redeeming coupons at the till with 20 members at once. The backend in this
// process (no HTTP, no limits), on a business with 20 members and coupons written straight to the
// database: first each member redeems coupons of their own back to back (20 in flight), then all 20
// try the same coupon at once, round after round, where exactly one may win each round.
import { randomBytes } from "node:crypto";
import { createApp } from "../backend/src/app";
import { migrateDatabase, openDatabase } from "../backend/src/db/client";
import { ads, businessMembers, businessProfiles, compliments, coupons, offers, users } from "../backend/src/db/schema";
import { issueToken } from "../backend/src/lib/auth";
import { createMemoryMailer } from "../backend/src/lib/mailer";
import { unlimited } from "../backend/src/lib/rate-limit";
import { newCouponCode } from "../backend/src/routes/coupons/held-coupons";

const MEMBERS = 20;
const PER_MEMBER = Number(process.env.BENCH_REDEEMS || 25);
const ROUNDS = Number(process.env.BENCH_RUSH_ROUNDS || 25);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
const summary = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return { calls: list.length, "p50 ms": percentile(sorted, 50).toFixed(2), "p99 ms": percentile(sorted, 99).toFixed(2) };
};

async function benchRedeem(databaseUrl?: string) {
  const database = await openDatabase({ databaseUrl });
  await migrateDatabase(database);
  const { db } = database;
  const app = createApp({ db, mailer: createMemoryMailer(), limiter: unlimited });
  const deps = { db, clock: { now: () => new Date() }, config: { tokenTtlDays: 30, tokenIdleMinutes: 120 } };
  const run = randomBytes(4).toString("hex");

  const people = await db
    .insert(users)
    .values(
      Array.from({ length: MEMBERS + 1 }, (_, i) => ({
        name: `Bench Person ${i}`,
        email: `till-${run}-${i}@example.test`,
        passwordHash: "x",
      })),
    )
    .returning({ id: users.id });
  const [holder, ...members] = people as [{ id: number }, ...Array<{ id: number }>];
  const [business] = await db
    .insert(businessProfiles)
    .values({ name: `Bench Café ${run}` })
    .returning({ id: businessProfiles.id });
  const [ad] = await db
    .insert(ads)
    .values({ businessProfileId: business!.id, title: "Bench latte", contact: "bench@example.test" })
    .returning({ id: ads.id });
  const [offer] = await db
    .insert(offers)
    .values({ adId: ad!.id, name: "10% off", value: "10% off", terms: "Bench." })
    .returning({ id: offers.id });
  await db
    .insert(businessMembers)
    .values(
      members.map((m, i) => ({ businessProfileId: business!.id, userId: m.id, role: i === 0 ? ("owner" as const) : ("staff" as const) })),
    );
  const tokens = await Promise.all(members.map((m) => issueToken(deps as never, m.id)));

  /** `count` fresh coupons, each through a compliment of its own. */
  async function freshCoupons(count: number): Promise<string[]> {
    const written = await db
      .insert(compliments)
      .values(
        Array.from({ length: count }, () => ({
          code: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
          customerId: holder.id,
          to: "Bench",
          compliment: "Bench.",
        })),
      )
      .onConflictDoNothing()
      .returning({ id: compliments.id });
    const now = new Date();
    const rows = await db
      .insert(coupons)
      .values(
        written.map((c) => ({
          offerId: offer!.id,
          complimentId: c.id,
          holderId: holder.id,
          code: newCouponCode(),
          token: randomBytes(16).toString("base64url"),
          offerName: "10% off",
          value: "10% off",
          terms: "Bench.",
          issuedAt: now,
          expiresAt: new Date(now.getTime() + 30 * 86_400_000),
        })),
      )
      .returning({ code: coupons.code });
    return rows.map((r) => r.code);
  }

  const redeem = async (token: string, code: string) => {
    const started = performance.now();
    const res = await app.request("/v1/coupons/redeem", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ code }),
    });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  };

  try {
    const warm = await freshCoupons(MEMBERS);
    await Promise.all(warm.map((code, i) => redeem(tokens[i]!, code)));

    const own = await freshCoupons(MEMBERS * PER_MEMBER);
    const spread: number[] = [];
    const started = performance.now();
    await Promise.all(
      tokens.map(async (token, m) => {
        for (let i = 0; i < PER_MEMBER; i++) {
          const { ms, status } = await redeem(token, own[m * PER_MEMBER + i]!);
          if (status !== 200) throw new Error(`a fresh coupon answered ${status}`);
          spread.push(ms);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const contested = await freshCoupons(ROUNDS);
    const rush: number[] = [];
    for (const code of contested) {
      const answers = await Promise.all(tokens.map((token) => redeem(token, code)));
      const wins = answers.filter((a) => a.status === 200).length;
      if (wins !== 1 || answers.some((a) => a.status !== 200 && a.status !== 409)) {
        throw new Error(`one coupon, 20 tills: ${answers.map((a) => a.status).join(",")}`);
      }
      rush.push(...answers.map((a) => a.ms));
    }

    console.log(`\nRedeeming coupons, ${database.kind}: ${MEMBERS} members at once, in process\n`);
    console.table({
      [`each its own coupons (${(spread.length / seconds).toFixed(0)} redeemed/s)`]: summary(spread),
      [`all on one coupon, ${ROUNDS} rounds (exactly one 200 each)`]: summary(rush),
    });
  } finally {
    await database.close();
  }
}

benchRedeem(process.env.BENCH_DATABASE_URL || undefined).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
