import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ReportForm } from "@/components/moderation/report-form";
import { getViewer } from "@/lib/auth/session";
import { complimentCode } from "@/common/validations/code";

export const metadata: Metadata = { title: "Report this compliment", robots: { index: false } };

type Props = { searchParams: Promise<{ code?: string }> };

/**
 * The report form of a compliment on a page of its own: what a guest's Report opens, since their
 * compliment page is a document without scripts (docs/decisions.md, light public pages). The code
 * is the key: the form names the compliment by it, and the place is the compliment's page.
 */
export default async function ReportComplimentPage({ searchParams }: Props) {
  const code = complimentCode.safeParse((await searchParams).code);
  if (!code.success) notFound();
  const viewer = await getViewer();
  return (
    <section aria-labelledby="report-heading" className="mx-auto max-w-xl rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <h1 id="report-heading" className="text-2xl font-semibold">
        Report this compliment
      </h1>
      <ReportForm
        target={{ kind: "compliment", code: code.data }}
        guest={viewer.status === "guest"}
        place={`/show-compliment?code=${code.data}`}
      />
    </section>
  );
}
