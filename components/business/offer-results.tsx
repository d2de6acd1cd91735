import { DataTable, EmptyState } from "@/components/ui/data-table";
import { dayLabel, zoneName } from "@/common/zoned-time";
import type { OfferResult, OfferResults as Results } from "@/lib/api/business";

const statusLabels: Record<OfferResult["status"], string> = { draft: "Draft", live: "Live", paused: "Paused", ended: "Ended" };

/** The chart shows the latest days; the table under it and the CSV have them all. */
const CHART_DAYS = 30;

const percent = (rate: number | null) => (rate === null ? "—" : `${Math.round(rate * 100)}%`);

/**
 * The owner's figures of each offer (issue 32): coupons issued (of the cap, if any), redeemed,
 * expired, voided, what is left of the cap and the redemption rate; a chart of issued and redeemed
 * by day in the shop's zone with the same days as a table; and the days as CSV.
 */
export function OfferResults({ businessId, results }: { businessId: number; results: Results }) {
  return (
    <section aria-labelledby={`offer-results-${businessId}`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`offer-results-${businessId}`} className="text-lg font-semibold">
          Offer results
        </h2>
        {results.offers.length > 0 && (
          <a
            href={`/api/v1/businesses/${businessId}/offer-results/export`}
            download="offer-results.csv"
            className="text-sm font-medium text-brand-700 underline"
          >
            Download CSV<span className="sr-only"> of the offer results</span>
          </a>
        )}
      </div>
      {results.offers.length === 0 ? (
        <EmptyState>No ad of this business has an offer yet.</EmptyState>
      ) : (
        results.offers.map((offer) => <OfferCard key={offer.offerId} offer={offer} timeZone={results.timeZone} />)
      )}
    </section>
  );
}

function OfferCard({ offer, timeZone }: { offer: OfferResult; timeZone: string }) {
  const figures: Array<[string, string]> = [
    ["Issued", offer.totalCap === null ? String(offer.issued) : `${offer.issued} of ${offer.totalCap}`],
    ["Redeemed", String(offer.redeemed)],
    ["Expired", String(offer.expired)],
    ["Voided", String(offer.voided)],
    ["Remaining", offer.remaining === null ? "No cap" : String(offer.remaining)],
    ["Redemption rate", percent(offer.redemptionRate)],
  ];
  const headingId = `offer-${offer.offerId}`;
  return (
    <article aria-labelledby={headingId} className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div>
        <h3 id={headingId} className="font-semibold">
          {offer.adTitle}: {offer.name}
        </h3>
        <p className="text-sm text-stone-600">{statusLabels[offer.status]}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-stone-50 px-3 py-2">
            <dt className="text-xs text-stone-600">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {offer.days.length === 0 ? (
        <p className="text-sm text-stone-600">No coupon of this offer has been issued yet.</p>
      ) : (
        <ByDay offer={offer} timeZone={timeZone} />
      )}
    </article>
  );
}

const ISSUED = "#b45309"; // amber-700
const REDEEMED = "#047857"; // emerald-700

/** Issued and redeemed per day as bars (an image with its summary), then every day as a table. */
function ByDay({ offer, timeZone }: { offer: OfferResult; timeZone: string }) {
  const days = offer.days.slice(-CHART_DAYS);
  const first = days[0]!.day;
  const last = days.at(-1)!.day;
  const top = Math.max(1, ...days.map((d) => Math.max(d.issued, d.redeemed)));
  const width = 600;
  const height = 160;
  const base = height - 24;
  const slot = width / days.length;
  const bar = Math.max(1, Math.min(12, slot / 2 - 1));
  const y = (n: number) => base - (n / top) * (base - 12);
  const id = `chart-${offer.offerId}`;
  const zone = zoneName(timeZone);
  const range = first === last ? dayLabel(first) : `${dayLabel(first)} to ${dayLabel(last)}`;
  const summary = `${days.reduce((n, d) => n + d.issued, 0)} issued and ${days.reduce((n, d) => n + d.redeemed, 0)} redeemed, ${range} (${zone}).`;
  return (
    <figure className="space-y-2">
      <figcaption id={`${id}-caption`} className="text-sm font-medium">
        Issued and redeemed by day ({zone})
      </figcaption>
      <div className="flex gap-4 text-xs text-stone-700" aria-hidden="true">
        <span className="flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-sm" style={{ background: ISSUED }} /> Issued
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-sm" style={{ background: REDEEMED }} /> Redeemed
        </span>
      </div>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-labelledby={`${id}-caption ${id}-summary`}>
        <desc id={`${id}-summary`}>{summary}</desc>
        <line x1={0} x2={width} y1={base} y2={base} stroke="#a8a29e" strokeWidth={1} />
        <line x1={0} x2={width} y1={y(top)} y2={y(top)} stroke="#e7e5e4" strokeWidth={1} />
        <text x={2} y={y(top) - 2} fontSize={10} fill="#44403c">
          {top}
        </text>
        {days.map((d, i) => {
          const x = i * slot + slot / 2;
          return (
            <g key={d.day}>
              <rect x={x - bar} y={y(d.issued)} width={bar} height={base - y(d.issued)} fill={ISSUED} />
              <rect x={x} y={y(d.redeemed)} width={bar} height={base - y(d.redeemed)} fill={REDEEMED} />
            </g>
          );
        })}
        <text x={2} y={height - 6} fontSize={10} fill="#44403c">
          {dayLabel(first)}
        </text>
        <text x={width - 2} y={height - 6} fontSize={10} fill="#44403c" textAnchor="end">
          {dayLabel(last)}
        </text>
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Show the days as a table</summary>
        <div className="mt-2">
          <DataTable caption={`${offer.name}: issued and redeemed by day (${zone})`} head={["Day", "Issued", "Redeemed"]}>
            <tbody>
              {[...offer.days].reverse().map((d) => (
                <tr key={d.day} className="border-t border-stone-200">
                  <td className="px-4 py-2">{dayLabel(d.day)}</td>
                  <td className="px-4 py-2 tabular-nums">{d.issued}</td>
                  <td className="px-4 py-2 tabular-nums">{d.redeemed}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </div>
      </details>
    </figure>
  );
}
