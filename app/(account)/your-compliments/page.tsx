import type { Metadata } from "next";
import Link from "next/link";
import { DataTable, EmptyState } from "@/components/ui/data-table";
import { PageControls } from "@/components/ui/page-controls";
import { TextLink } from "@/components/ui/text-link";
import { BackendError } from "@/lib/api/client";
import { listCompliments } from "@/lib/api/compliments";
import { isFailure, loadAsUser, loadFailure } from "@/lib/auth/require";
import { LoadError } from "@/components/ui/load-error";
import { cut } from "@/lib/format/time-label";
import { pageParams, pageSizes } from "@/lib/pagination";
import { ActivityFeed } from "./activity-feed";
import { ComplimentStatus } from "./compliment-status";

export const metadata: Metadata = { title: "Your Compliments" };

/** Spec §8: the backend's refusal, and any other failure to read the list. */
const LIST_FAILED = "Failed to fetch your Compliments";
const LIST_ERROR = "Error fetching Your compliments";

type Props = { searchParams: Promise<{ page?: string; limit?: string }> };

export default async function YourComplimentsPage({ searchParams }: Props) {
  const { page, limit } = pageParams(await searchParams, pageSizes.compliments);
  const list = await loadAsUser(`/your-compliments?page=${page}&limit=${limit}`, (token) => listCompliments(token, { page, limit })).catch(
    (error) => loadFailure(error instanceof BackendError ? LIST_FAILED : LIST_ERROR)(error),
  );
  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Your Compliments</h1>
        <Link href="/create-compliment" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
          Create Compliment
        </Link>
      </div>
      <ActivityFeed />
      {isFailure(list) ? (
        <LoadError message={list.failed} />
      ) : list.total === 0 ? (
        <EmptyState>
          You haven&apos;t written any compliments yet. <TextLink href="/create-compliment">Write your first one</TextLink>.
        </EmptyState>
      ) : (
        <>
          <DataTable caption="Your compliments" head={["Number", "To", "Viewed", "Claimed", "Status"]}>
            {list.items.map((c) => (
              <tbody key={c.id} className="border-t border-stone-200">
                <tr>
                  <td className="px-4 pt-3 font-mono">
                    <TextLink href={`/show-compliment-dashboard?code=${c.code}`}>{c.code}</TextLink>
                  </td>
                  <td className="px-4 pt-3">{c.to}</td>
                  <td className="px-4 pt-3">{c.views > 0 ? c.views : "No"}</td>
                  <td className="px-4 pt-3">{c.claims > 0 ? c.claims : "No"}</td>
                  <td className="px-4 pt-3" data-testid={`status-${c.code}`}>
                    <ComplimentStatus compliment={c} />
                  </td>
                </tr>
                <tr>
                  <td className="px-4 pb-3 pt-1">
                    <TextLink href={`/edit-compliment?code=${c.code}&id=${c.id}`} aria-label={`Edit ${c.code}`}>
                      Edit
                    </TextLink>
                  </td>
                  <td colSpan={4} className="px-4 pb-3 pt-1 text-stone-500">
                    {cut(c.note, 30)}
                  </td>
                </tr>
              </tbody>
            ))}
          </DataTable>
          <PageControls page={list.page} lastPage={list.lastPage} limit={limit} sizes={pageSizes.compliments} path="/your-compliments" />
        </>
      )}
    </section>
  );
}
