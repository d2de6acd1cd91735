"use client";

import { useState } from "react";
import type { Decision, QueueItem } from "@/lib/api/moderation-shapes";
import { EmptyState } from "@/components/ui/data-table";
import { TimeLabel } from "@/components/ui/time-label";
import { DecisionForm } from "./decision-form";
import { actionLabels, targetLabels } from "./labels";
import { ReportList } from "./report-list";
import { useDecisionStatus } from "./decision-status";
import { ReportedContent } from "./reported-content";

/** The open items, oldest first; a decided item leaves the list and a status message says what was recorded. */
export function ModerationQueue({ items: initial }: { items: QueueItem[] }) {
  const [items, setItems] = useState(initial);
  const { announce, line } = useDecisionStatus();

  function decided(item: QueueItem, decision: Decision) {
    setItems((list) => list.filter((i) => i.key !== item.key));
    announce(
      `${actionLabels[decision.action]}: ${targetLabels[item.targetKind].toLowerCase()} ${item.targetId}. Decision #${decision.id} is in the log.`,
    );
  }

  return (
    <div className="space-y-6">
      {line}
      {items.length === 0 ? (
        <EmptyState>No open reports. The queue is empty.</EmptyState>
      ) : (
        <ol className="space-y-6">
          {items.map((item) => (
            <li key={item.key}>
              <article
                aria-labelledby={`${item.key}-title`}
                className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
              >
                <header>
                  <h2 id={`${item.key}-title`} className="text-lg font-semibold">
                    {targetLabels[item.targetKind]} {item.targetId}
                    {item.targetUser && <span className="font-normal text-stone-700"> by {item.targetUser.name}</span>}
                  </h2>
                  <p className="text-sm text-stone-600">
                    {item.reports.length} {item.reports.length === 1 ? "report" : "reports"}, first{" "}
                    <TimeLabel value={item.firstReportedAt} />
                  </p>
                </header>
                <section>
                  <h3 className="mb-2 font-medium">Reported content</h3>
                  <ReportedContent content={item.content} targetId={item.targetId} />
                </section>
                <section>
                  <h3 className="mb-2 font-medium">Reports</h3>
                  <ReportList reports={item.reports} />
                </section>
                <section>
                  <h3 className="mb-2 font-medium">Decision</h3>
                  <DecisionForm item={item} onDecided={(decision) => decided(item, decision)} />
                </section>
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
