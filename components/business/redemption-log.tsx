import Link from "next/link";
import { DataTable, EmptyState } from "@/components/ui/data-table";
import { tillMessages } from "@/common/coupons/till-messages";
import { zonedDayAndTime, zoneName } from "@/common/zoned-time";
import type { RedemptionLogFilter as Filter } from "@/common/validations/business";
import type { listAttempts } from "@/lib/api/business";
import { isFiltered, logQuery } from "@/lib/redemption-log-query";
import { RedemptionLogFilter } from "./redemption-log-filter";

const results: Record<string, string> = {
  redeemed: tillMessages.redeemed,
  already_used: tillMessages.alreadyUsed,
  expired: tillMessages.expired,
  ended: tillMessages.offerEnded,
  wrong_business: tillMessages.wrongBusiness,
  unknown: tillMessages.unknownCode,
  undone: tillMessages.undone,
};

type Props = {
  businessId: number;
  attempts: Awaited<ReturnType<typeof listAttempts>>;
  filter: Filter;
  page: number;
  /** The shop's time zone: the filter's days and the times shown are its. */
  timeZone: string;
  now: Date;
};

/**
 * The owner's redemption log: every attempt at the till and every undo, newest first, filtered by
 * days and code on the server and paged there, with the filtered log as CSV. Times are the shop's,
 * the zone named, as the filter's days are.
 */
export function RedemptionLog({ businessId, attempts, filter, page, timeZone, now }: Props) {
  const zone = zoneName(timeZone);
  const csvQuery = logQuery(filter);
  const pageLink = (to: number) => `/business${logQuery(filter, to) ? `?${logQuery(filter, to)}` : ""}`;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Redemption log</h2>
        <a
          href={`/api/v1/businesses/${businessId}/attempts/export${csvQuery ? `?${csvQuery}` : ""}`}
          download="redemptions.csv"
          className="text-sm font-medium text-brand-700 underline"
        >
          Download CSV
        </a>
      </div>
      <RedemptionLogFilter filter={filter} zone={zone} />
      <p role="status" className="text-sm text-stone-600">
        {isFiltered(filter) ? `${attempts.total} ${attempts.total === 1 ? "attempt matches" : "attempts match"} the filter.` : ""}
      </p>
      {attempts.total === 0 ? (
        <EmptyState>{isFiltered(filter) ? "No attempt matches the filter." : "No coupon has been tried here yet."}</EmptyState>
      ) : (
        <DataTable caption={`Every redemption attempt, newest first (${zone})`} head={["When", "Code", "Result", "Member", "Offer"]}>
          <tbody>
            {attempts.items.map((a) => {
              const { day, time } = zonedDayAndTime(a.at, timeZone, now);
              return (
                <tr key={a.id} className="border-t border-stone-200">
                  <td className="px-4 py-3">
                    <time dateTime={a.at}>
                      {day}, {time}
                    </time>
                  </td>
                  <td className="px-4 py-3 font-mono break-all">{a.code}</td>
                  <td className="px-4 py-3">{results[a.result]}</td>
                  <td className="px-4 py-3">{a.member ?? "A former member"}</td>
                  <td className="px-4 py-3">{a.offer ?? "—"}</td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
      {attempts.lastPage > 1 && (
        <nav aria-label="Redemption log pages" className="flex items-center gap-3 text-sm">
          {page > 1 && <Link href={pageLink(page - 1)}>Newer</Link>}
          <span>
            Page {page} of {attempts.lastPage}
          </span>
          {page < attempts.lastPage && <Link href={pageLink(page + 1)}>Older</Link>}
        </nav>
      )}
    </div>
  );
}
