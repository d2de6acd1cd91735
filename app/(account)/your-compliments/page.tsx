import type { Metadata } from "next";
import Link from "next/link";
import { DataTable, EmptyState } from "@/components/ui/data-table";
import { Pagination } from "@/components/ui/pagination";
import { TextLink } from "@/components/ui/text-link";
import { listCompliments } from "@/lib/api/compliments";
import { isFailure, loadAsUser, loadFailure } from "@/lib/auth/require";
import { LoadError } from "@/components/ui/load-error";
import { cut } from "@/lib/format/time-label";
import { pageParams, pageSizes } from "@/lib/pagination";

export const metadata: Metadata = { title: "Your Compliments" };

type Props = { searchParams: Promise<{ page?: string; limit?: string }> };

export default async function YourComplimentsPage({ searchParams }: Props) {
  const { page, limit } = pageParams(await searchParams, pageSizes.compliments);
  const list = await loadAsUser(`/your-compliments?page=${page}&limit=${limit}`,
    (token) => listCompliments(token, { page, limit })).catch(loadFailure("Failed to fetch your Compliments"));
  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Your Compliments</h1>
        <Link href="/create-compliment" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
          Create Compliment
        </Link>
      </div>
      {isFailure(list) ? <LoadError message={list.failed} /> : list.total === 0 ? (
        <EmptyState>You haven&apos;t written any compliments yet. <TextLink href="/create-compliment">Write your first one</TextLink>.</EmptyState>
      ) : (
        <>
          <DataTable caption="Your compliments" head={["Number", "To", "Viewed", "Claimed"]}>
            {list.items.map((c) => (
              <tbody key={c.id} className="border-t border-stone-200">
                <tr>
                  <td className="px-4 pt-3 font-mono">
                    <TextLink href={`/show-compliment-dashboard?code=${c.code}`}>{c.code}</TextLink>
                  </td>
                  <td className="px-4 pt-3">{c.to}</td>
                  <td className="px-4 pt-3">{c.views > 0 ? c.views : "No"}</td>
                  <td className="px-4 pt-3">{c.claims > 0 ? c.claims : "No"}</td>
                </tr>
                <tr>
                  <td className="px-4 pb-3 pt-1">
                    <TextLink href={`/edit-compliment?code=${c.code}&id=${c.id}`} aria-label={`Edit ${c.code}`}>Edit</TextLink>
                  </td>
                  <td colSpan={3} className="px-4 pb-3 pt-1 text-stone-500">{cut(c.note, 30)}</td>
                </tr>
              </tbody>
            ))}
          </DataTable>
          <Pagination page={list.page} lastPage={list.lastPage} limit={limit} sizes={pageSizes.compliments} path="/your-compliments" />
        </>
      )}
    </section>
  );
}
