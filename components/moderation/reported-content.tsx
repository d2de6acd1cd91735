import type { QueueItem } from "@/lib/api/moderation-shapes";
import { TimeLabel } from "@/components/ui/time-label";
import { MESSAGE_REMOVED } from "@/common/messages";

/** The reported content in place: the live text with its details (a message with its neighbours), or the excerpt once it is gone. */
export function ReportedContent({ content, targetId }: { content: QueueItem["content"]; targetId: number }) {
  return (
    <div className="space-y-3">
      {!content.live && <p className="text-sm text-stone-600">No longer there; as it was reported:</p>}
      {content.conversation.length > 0 ? (
        <ol aria-label="The conversation around it" className="space-y-2">
          {content.conversation.map((m) => (
            <li key={m.id} className={`rounded-md p-3 text-sm ${m.id === targetId ? "bg-amber-50 ring-2 ring-amber-500" : "bg-stone-50"}`}>
              <p className="font-medium">
                {m.senderName}
                {m.id === targetId && <span className="ml-2 text-amber-900">(reported)</span>}
                <span className="ml-2 font-normal text-stone-600">
                  <TimeLabel value={m.createdAt} />
                </span>
              </p>
              <p className="break-words whitespace-pre-line">{m.removed ? MESSAGE_REMOVED : m.message}</p>
            </li>
          ))}
        </ol>
      ) : (
        <blockquote className="border-l-4 border-brand-700 bg-stone-50 px-4 py-3 break-words whitespace-pre-line">
          {content.text || "(empty)"}
        </blockquote>
      )}
      {content.details.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {content.details.map((d) => (
            <div key={d.label} className="contents">
              <dt className="font-medium text-stone-700">{d.label}</dt>
              <dd className="break-words">{d.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
