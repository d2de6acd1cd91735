import { TimeLabel } from "@/components/ui/time-label";
import type { Compliment, Delivery } from "@/lib/api/shapes";
import { zonedLabel } from "@/common/zoned-time";

/** `zoned`: a delivery's time, already in the zone its author chose ("Tue 1 Dec, 09:34, New York time"). */
type Step = { label: string; at: string | null; zoned?: string; note?: string | null };

/**
 * The e-mail steps of a delivery: scheduled (for its time), sent, reminded and opened, or how it
 * ended otherwise; each time in the zone its author chose, whatever the reader's.
 */
function deliverySteps(d: Delivery | null): Step[] {
  if (!d) return [];
  if (d.status === "failed") return [{ label: "Not delivered", at: null, note: d.error }];
  if (d.status === "cancelled") return [{ label: "Delivery cancelled", at: null }];
  if (d.status === "suppressed") return [{ label: "Not sent: the address unsubscribed", at: null }];
  const step = (label: string, at: string | null): Step[] => (at ? [{ label, at, zoned: zonedLabel(at, d.timeZone) }] : []);
  if (d.status === "scheduled") return step("Scheduled", d.deliverAt);
  // Opened before the reminder was due stops it; one opened after it follows it.
  return [...step("Sent", d.sentAt), ...step("Reminded", d.remindedAt), ...step("Opened", d.openedAt)];
}

/**
 * Where a compliment is on its way: written, its e-mail (scheduled → sent → reminded → opened, or how that
 * ended), then viewed → claimed → replied, each step reached with its time. The first line is the
 * furthest step reached. A reply may come before a claim; both show. A failed delivery says why in
 * a plain sentence.
 */
export function ComplimentStatus({ compliment }: { compliment: Compliment }) {
  const { activity } = compliment;
  const read = [
    { label: "Viewed", at: activity?.viewedAt ?? null },
    { label: "Claimed", at: activity?.claimedAt ?? null },
    { label: "Replied", at: activity?.repliedAt ?? null },
  ].filter((step) => step.at);
  const mailed = deliverySteps(compliment.delivery);
  const steps: Step[] = [{ label: "Written", at: compliment.createdAt }, ...mailed, ...read];
  const current = (read.at(-1) ?? mailed.at(-1))?.label ?? "Written";
  return (
    <div>
      <p className="font-medium">{current}</p>
      <ol aria-label={`Steps of ${compliment.code}`} className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-stone-600">
        {steps.map((step, i) => (
          <li key={step.label}>
            {i > 0 && (
              <span aria-hidden className="mr-2">
                →
              </span>
            )}
            {step.label} {step.zoned ? <time dateTime={step.at ?? undefined}>{step.zoned}</time> : step.at && <TimeLabel value={step.at} />}
            {step.note && <span className="text-red-800">: {step.note}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
