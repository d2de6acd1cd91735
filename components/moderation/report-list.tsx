import type { QueueItem } from "@/lib/api/moderation-shapes";
import { TimeLabel } from "@/components/ui/time-label";
import { reasonLabel } from "./labels";

/** Each report of a queue item: reason, explanation, when, where, and who sent it (operators may reach the notifier). */
export function ReportList({ reports }: { reports: QueueItem["reports"] }) {
  return (
    <ul className="space-y-3">
      {reports.map((r) => (
        <li key={r.id} className="rounded-md border border-stone-200 p-3 text-sm">
          <p className="font-medium">
            {reasonLabel(r.reason)}
            <span className="ml-2 font-normal text-stone-600">
              <TimeLabel value={r.createdAt} />
            </span>
          </p>
          <p className="mt-1 break-words whitespace-pre-line">{r.explanation}</p>
          <p className="mt-1 text-stone-600">
            {r.notifier.kind === "guest" ? "Guest" : "Member"}: {r.notifier.name ?? "unknown"}
            {r.notifier.email && <> &lt;{r.notifier.email}&gt;</>} · reported at <span className="break-all">{r.place}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
