import type { Metadata } from "next";
import Link from "next/link";
import { actionLabels, targetLabels } from "@/components/moderation/labels";
import { DataTable, EmptyState } from "@/components/ui/data-table";
import { LoadError } from "@/components/ui/load-error";
import { PageControls } from "@/components/ui/page-controls";
import { CalendarDate, TimeLabel } from "@/components/ui/time-label";
import { getLog } from "@/lib/api/moderation";
import { isFailure, loadAsUser, loadFailure } from "@/lib/auth/require";
import { pageParams, pageSizes } from "@/lib/pagination";
import { MODERATION_LOAD_FAILED } from "@/common/messages";

export const metadata: Metadata = { title: "Moderation log" };

type Props = { searchParams: Promise<{ page?: string; limit?: string }> };

/** The operators' audit log: who decided what, on which reports, why and when; newest first. Operators only. */
export default async function ModerationLogPage({ searchParams }: Props) {
  const { page, limit } = pageParams(await searchParams, pageSizes.moderationLog);
  const log = await loadAsUser(`/moderation/log?page=${page}&limit=${limit}`, (token) => getLog(token, page, limit)).catch(
    loadFailure(MODERATION_LOAD_FAILED),
  );
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">Moderation log</h1>
        <Link href="/moderation" className="font-medium text-brand-700 underline">
          Open reports
        </Link>
      </div>
      {isFailure(log) ? (
        <LoadError title={MODERATION_LOAD_FAILED} message={log.failed} />
      ) : log.total === 0 ? (
        <EmptyState>No decisions yet.</EmptyState>
      ) : (
        <>
          <DataTable caption="Decisions, newest first" head={["When", "Operator", "Decision", "Reports", "Reason"]}>
            <tbody>
              {log.items.map((d) => (
                <tr key={d.id} className="border-t border-stone-200 align-top">
                  <td className="px-4 py-3 whitespace-nowrap">
                    <TimeLabel value={d.createdAt} />
                  </td>
                  <td className="px-4 py-3">{d.operatorName}</td>
                  <td className="px-4 py-3">
                    {actionLabels[d.action]}: {targetLabels[d.targetKind].toLowerCase()} {d.targetId}
                    {d.action === "suspend" && (
                      <>
                        {" "}
                        (
                        {d.suspendedUntil ? (
                          <>
                            until <CalendarDate value={d.suspendedUntil} />
                          </>
                        ) : (
                          "until lifted"
                        )}
                        )
                      </>
                    )}
                  </td>
                  <td className="px-4 py-3">{d.reportIds.length ? d.reportIds.map((id) => `#${id}`).join(", ") : "—"}</td>
                  <td className="px-4 py-3 break-words whitespace-pre-line">{d.reason}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <PageControls page={log.page} lastPage={log.lastPage} limit={limit} sizes={pageSizes.moderationLog} path="/moderation/log" />
        </>
      )}
    </section>
  );
}
