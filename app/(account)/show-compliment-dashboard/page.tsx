import type { Metadata } from "next";
import Link from "next/link";
import { ComplimentCard } from "@/components/compliments/compliment-card";
import { RelatedConversations } from "@/components/compliments/related-conversations";
import { LoadError } from "@/components/ui/load-error";
import { loadComplimentAsUser } from "@/lib/api/compliment-view";
import { isFailure, loadFailure } from "@/lib/auth/require";
import { getViewer } from "@/lib/auth/session";
import { COMPLIMENT_LOAD_FAILED } from "@/common/messages";
import { ReportButton } from "@/components/moderation/report-button";

export const metadata: Metadata = { title: "Compliment" };

export default async function ComplimentDashboardPage({ searchParams }: { searchParams: Promise<{ code?: string }> }) {
  const compliment = await loadComplimentAsUser((await searchParams).code, "/show-compliment-dashboard", { ownerFirst: true }).catch(
    loadFailure(COMPLIMENT_LOAD_FAILED),
  );
  if (isFailure(compliment)) return <LoadError title={COMPLIMENT_LOAD_FAILED} message={compliment.failed} />;
  const viewer = await getViewer();
  const isAuthor = viewer.status !== "guest" && viewer.user.id === compliment.author.id;
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <ComplimentCard compliment={compliment} showNote={isAuthor} byAuthor={isAuthor}>
        <div className="flex flex-wrap gap-3">
          {isAuthor && (
            <Link
              href={`/edit-compliment?code=${compliment.code}&id=${compliment.id}`}
              className="rounded-md px-4 py-2 font-medium ring-1 ring-stone-300 hover:bg-stone-100"
            >
              Edit
            </Link>
          )}
          <Link
            href={`/print-compliment-card?code=${compliment.code}`}
            className="rounded-md px-4 py-2 font-medium ring-1 ring-stone-300 hover:bg-stone-100"
          >
            Print card
          </Link>
          {!isAuthor && <ReportButton target={{ kind: "compliment", code: compliment.code }} guest={false} />}
        </div>
      </ComplimentCard>
      {isAuthor && (
        <>
          <dl className="grid grid-cols-2 gap-4">
            <div className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
              <dt className="text-sm text-stone-600">Viewed</dt>
              <dd className="text-2xl font-semibold">{compliment.views || "No"}</dd>
            </div>
            <div className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
              <dt className="text-sm text-stone-600">Claimed</dt>
              <dd className="text-2xl font-semibold">{compliment.claimedBy?.name ?? "No"}</dd>
            </div>
          </dl>
          <section aria-labelledby="related-heading">
            <h2 id="related-heading" className="mb-3 text-lg font-semibold">
              Related Conversations
            </h2>
            <RelatedConversations conversations={compliment.conversations} />
          </section>
        </>
      )}
    </div>
  );
}
