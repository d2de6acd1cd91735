import { isoInZone } from "@/common/zoned-time";
import { csv } from "../../lib/csv";
import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { groupCouponCode, readCouponCode, tidyCouponCode } from "@/common/coupons/coupon-code";
import { addDays, startOfDay } from "@/common/zoned-time";
import type { RedemptionLogFilter } from "@/common/validations/business";
import type { Db } from "../../db/client";
import { ads, businessProfiles, couponAttempts, coupons, offers, users } from "../../db/schema";
import type { PageRequest } from "../../lib/pagination";

/** The shop's time zone: the calendar its log's days, its summary's today and its CSV's times are in. */
export async function shopZone(db: Db, businessId: number): Promise<string> {
  const [row] = await db.select({ zone: businessProfiles.timeZone }).from(businessProfiles).where(eq(businessProfiles.id, businessId));
  return row?.zone ?? "UTC";
}

/** A logged code as the coupon prints it ("7KQM X4RPW"); anything else that was typed, as read. */
export const printedCode = (code: string) => (readCouponCode(code) === code ? groupCouponCode(code) : code);

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
  code: printedCode(row.code),
  result: row.result as "redeemed",
});

/**
 * The filter's conditions: its days are whole days in the shop's zone (from the first's midnight
 * there to the midnight after the last), and its code is read as the till reads one (spaces,
 * dashes, dots and case ignored) and found anywhere in the logged code.
 */
function filtered(businessId: number, zone: string, filter: RedemptionLogFilter): SQL {
  const conditions = [eq(couponAttempts.businessProfileId, businessId)];
  if (filter.from) conditions.push(gte(couponAttempts.createdAt, startOfDay(filter.from, zone)));
  if (filter.to) conditions.push(lt(couponAttempts.createdAt, startOfDay(addDays(filter.to, 1), zone)));
  const code = tidyCouponCode(filter.code ?? "");
  if (code) conditions.push(sql`strpos(${couponAttempts.code}, ${code}) > 0`);
  return and(...conditions)!;
}

const attemptsWhere = (db: Db, where: SQL) =>
  db
    .select(attemptColumns)
    .from(couponAttempts)
    .leftJoin(users, eq(users.id, couponAttempts.memberId))
    .where(where)
    .orderBy(desc(couponAttempts.id))
    .$dynamic();

/** One page of the redemption log, newest first, with the total, both of the filtered log. */
export async function attemptPage(db: Db, businessId: number, filter: RedemptionLogFilter, page: PageRequest) {
  const where = filtered(businessId, await shopZone(db, businessId), filter);
  const [rows, [total]] = await Promise.all([
    attemptsWhere(db, where).limit(page.perPage).offset(page.offset),
    db.select({ n: count() }).from(couponAttempts).where(where),
  ]);
  return { rows: rows.map(attemptJson), total: total?.n ?? 0 };
}

const EXPORT_ROWS = 50_000;

/**
 * The filtered log as CSV, newest first: the time in the shop's zone (ISO 8601 with the offset it
 * had then, the zone named in the heading), the code as printed, the result, member and offer.
 */
export async function attemptCsv(db: Db, businessId: number, filter: RedemptionLogFilter): Promise<string> {
  const zone = await shopZone(db, businessId);
  const rows = await attemptsWhere(db, filtered(businessId, zone, filter)).limit(EXPORT_ROWS);
  return csv([
    [`time (${zone})`, "code", "result", "member", "offer"],
    ...rows.map((r) => [isoInZone(r.at, zone), printedCode(r.code), r.result, r.member ?? "", r.offer ?? ""]),
  ]);
}
