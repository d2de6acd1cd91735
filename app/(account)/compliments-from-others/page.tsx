import type { Metadata } from "next";
import { DataTable, EmptyState } from "@/components/ui/data-table";
import { PageControls } from "@/components/ui/page-controls";
import { TextLink } from "@/components/ui/text-link";
import { TimeLabel } from "@/components/ui/time-label";
import { listCompliments } from "@/lib/api/compliments";
import { isFailure, loadAsUser, loadFailure } from "@/lib/auth/require";
import { LoadError } from "@/components/ui/load-error";
import { cut } from "@/lib/format/time-label";
import { COMPLIMENT_LOAD_FAILED } from "@/common/messages";
import { pageParams, pageSizes } from "@/lib/pagination";

export const metadata: Metadata = { title: "Compliments from Others" };

type Props = { searchParams: Promise<{ page?: string; limit?: string }> };

export default async function ComplimentsFromOthersPage({ searchParams }: Props) {
  const { page, limit } = pageParams(await searchParams, pageSizes.compliments);
  const list = await loadAsUser(`/compliments-from-others?page=${page}&limit=${limit}`, (token) =>
    listCompliments(token, { page, limit, other: true }),
  ).catch(loadFailure(COMPLIMENT_LOAD_FAILED));
  return (
    <section>
      <h1 className="mb-4 text-2xl font-semibold">Compliments from Others</h1>
      {isFailure(list) ? (
        <LoadError message={list.failed} />
      ) : list.total === 0 ? (
        <EmptyState>
          No compliments claimed yet. When someone hands you a card, enter its code on the <TextLink href="/">home page</TextLink> and claim
          it.
        </EmptyState>
      ) : (
        <>
          <DataTable caption="Compliments you have claimed" head={["Number", "From", "Compliment", "Time"]}>
            <tbody>
              {list.items.map((c) => (
                <tr key={c.id} className="border-t border-stone-200">
                  <td className="px-4 py-3 font-mono">
                    <TextLink href={`/show-your-compliment?code=${c.code}`}>{c.code}</TextLink>
                  </td>
                  <td className="px-4 py-3">
                    {/* A former member has no profile to link to. */}
                    {c.author.id === null ? c.author.name : <TextLink href={`/profile-dashboard/${c.author.id}`}>{c.author.name}</TextLink>}
                  </td>
                  <td className="px-4 py-3">{cut(c.text, 16)}</td>
                  <td className="px-4 py-3 text-stone-600">
                    <TimeLabel value={c.createdAt} relative />
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <PageControls
            page={list.page}
            lastPage={list.lastPage}
            limit={limit}
            sizes={pageSizes.compliments}
            path="/compliments-from-others"
          />
        </>
      )}
    </section>
  );
}
