import { TimeLabel } from "@/components/ui/time-label";
import type { Compliment } from "@/lib/api/shapes";

/**
 * Where a compliment is on its way, written → viewed → claimed → replied: the furthest step
 * reached, then each step reached with its time. A reply may come before a claim; both show.
 */
export function ComplimentStatus({ compliment }: { compliment: Compliment }) {
  const { activity } = compliment;
  const steps = [
    { label: "Written", at: compliment.createdAt },
    { label: "Viewed", at: activity?.viewedAt },
    { label: "Claimed", at: activity?.claimedAt },
    { label: "Replied", at: activity?.repliedAt },
  ].filter((step): step is { label: string; at: string } => Boolean(step.at));
  const current = steps.at(-1)?.label ?? "Written";
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
            {step.label} <TimeLabel value={step.at} />
          </li>
        ))}
      </ol>
    </div>
  );
}
