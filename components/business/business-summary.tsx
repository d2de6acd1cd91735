import { dayLabel, zoneName } from "@/common/zoned-time";
import type { BusinessSummary as Summary } from "@/lib/api/business";

/**
 * What an owner looks at first, on a phone above all: coupons redeemed today and this week, both
 * counted in the shop's time zone (the week from Monday there), with the zone named.
 */
export function BusinessSummary({ businessId, summary }: { businessId: number; summary: Summary }) {
  const headingId = `summary-${businessId}`;
  const figures = [
    { label: "Redeemed today", value: summary.redeemed_today, note: dayLabel(summary.today) },
    { label: "Redeemed this week", value: summary.redeemed_this_week, note: `Since Monday ${dayLabel(summary.week_start)}` },
  ];
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-lg font-semibold">
        Summary
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        {figures.map((f) => (
          <div key={f.label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
            <dt className="text-sm font-medium text-stone-700">{f.label}</dt>
            <dd className="text-3xl font-bold text-stone-900 tabular-nums">{f.value}</dd>
            <dd className="text-xs text-stone-600">{f.note}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-stone-600">Days are counted in {zoneName(summary.time_zone)}, the business&apos;s time zone.</p>
    </section>
  );
}
