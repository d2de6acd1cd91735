import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ads, couponAttempts, coupons, offers, users } from "../../db/schema";
import type { PageRequest } from "../../lib/pagination";
import { couponCounts } from "../coupons/till";

/** Per ad of the business: coupons issued, redeemed, and expired unused. */
export async function couponReport(db: Db, businessId: number, now: Date) {
  const rows = await db
    .select({ id: ads.id, title: ads.title, offer: offers.name, ...couponCounts(now) })
    .from(ads)
    .leftJoin(offers, eq(offers.adId, ads.id))
    .leftJoin(coupons, eq(coupons.offerId, offers.id))
    .where(eq(ads.businessProfileId, businessId))
    .groupBy(ads.id, offers.id)
    .orderBy(asc(ads.title), asc(ads.id));
  return rows;
}

const attemptColumns = {
  id: couponAttempts.id,
  at: couponAttempts.createdAt,
  code: couponAttempts.code,
  result: couponAttempts.result,
  member: users.name,
  offer: sql<string | null>`(select ${offers.name} from ${coupons} join ${offers} on ${offers.id} = ${coupons.offerId}
    join ${ads} on ${ads.id} = ${offers.adId}
    where ${coupons.id} = ${couponAttempts.couponId} and ${ads.businessProfileId} = ${couponAttempts.businessProfileId})`,
};

const attemptJson = (row: { id: number; at: Date; code: string; result: string; member: string | null; offer: string | null }) => ({
  ...row,
  at: row.at.toISOString(),
  result: row.result as "redeemed",
});

const attemptsAt = (db: Db, businessId: number) =>
  db
    .select(attemptColumns)
    .from(couponAttempts)
    .leftJoin(users, eq(users.id, couponAttempts.memberId))
    .where(eq(couponAttempts.businessProfileId, businessId))
    .orderBy(desc(couponAttempts.id))
    .$dynamic();

/** One page of the redemption log, newest first, with the total. */
export async function attemptPage(db: Db, businessId: number, page: PageRequest) {
  const [rows, [total]] = await Promise.all([
    attemptsAt(db, businessId).limit(page.perPage).offset(page.offset),
    db
      .select({ n: count() })
      .from(couponAttempts)
      .where(and(eq(couponAttempts.businessProfileId, businessId))),
  ]);
  return { rows: rows.map(attemptJson), total: total?.n ?? 0 };
}

const EXPORT_ROWS = 50_000;

/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
const csvField = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The log as CSV, newest first. */
export async function attemptCsv(db: Db, businessId: number): Promise<string> {
  const rows = (await attemptsAt(db, businessId).limit(EXPORT_ROWS)).map(attemptJson);
  const lines = [
    ["time", "code", "result", "member", "offer"],
    ...rows.map((r) => [r.at, r.code, r.result, r.member ?? "", r.offer ?? ""]),
  ];
  return lines.map((fields) => fields.map(csvField).join(",")).join("\r\n") + "\r\n";
}
