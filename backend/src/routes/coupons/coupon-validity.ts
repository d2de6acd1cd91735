import { addDays, dayOf, startOfDay } from "@/common/zoned-time";
import type { OfferStatus } from "../../db/schema";

/**
 * A coupon's days are the shop's: it is valid through the end of its last day in the business's
 * time zone, whatever zone the holder or the server is in (issue 32).
 */

/** The last day a coupon issued at `issuedAt` is valid: `validDays` after its issue day there, and never past the offer's last day. */
export function lastDayOf(issuedAt: Date, offer: { validDays: number; endsOn: string | null }, timeZone: string): string {
  const day = addDays(dayOf(issuedAt, timeZone), offer.validDays);
  return offer.endsOn !== null && offer.endsOn < day ? offer.endsOn : day;
}

/** When a coupon whose last day is `lastDay` stops being valid: the start of the next day in the shop's zone. */
export const expiryAfter = (lastDay: string, timeZone: string) => startOfDay(addDays(lastDay, 1), timeZone);

/** The last day of a coupon that expires at `expiresAt`, in the shop's zone: the day of its final moment. */
export const validUntil = (expiresAt: Date, timeZone: string) => dayOf(new Date(expiresAt.getTime() - 1), timeZone);

/** Why an offer gives no new coupon today; null when it does. */
export type NotIssuing = "ended" | "not-issuing";

/**
 * Whether an offer issues coupons on `today` (a day in the shop's zone): only when it is live, its
 * ad was approved, and today is within its dates (both inclusive; null: open).
 */
export function notIssuing(
  offer: { status: OfferStatus; startsOn: string | null; endsOn: string | null; approved: boolean },
  today: string,
): NotIssuing | null {
  if (offer.status === "ended" || (offer.endsOn !== null && today > offer.endsOn)) return "ended";
  if (offer.status !== "live" || !offer.approved || (offer.startsOn !== null && today < offer.startsOn)) return "not-issuing";
  return null;
}
