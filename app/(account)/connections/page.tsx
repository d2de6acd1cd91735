import type { Metadata } from "next";
import Link from "next/link";
import { Avatar } from "@/components/ui/avatar";
import { DataTable, EmptyState } from "@/components/ui/data-table";
import { LoadError } from "@/components/ui/load-error";
import { PageControls } from "@/components/ui/page-controls";
import { listConnections } from "@/lib/api/conversations";
import { isFailure, loadAsUser, loadFailure } from "@/lib/auth/require";
import { pageParams, pageSizes } from "@/lib/pagination";

export const metadata: Metadata = { title: "Your Connections" };

type Props = { searchParams: Promise<{ page?: string; limit?: string }> };

export default async function ConnectionsPage({ searchParams }: Props) {
  const { page, limit } = pageParams(await searchParams, pageSizes.connections);
  const list = await loadAsUser(`/connections?page=${page}&limit=${limit}`, (token) => listConnections(token, { page, limit })).catch(
    loadFailure("Failed to fetch connections"),
  );
  return (
    <section>
      <h1 className="mb-4 text-2xl font-semibold">Your Connections</h1>
      {isFailure(list) ? (
        <LoadError title="Error Loading Connections" message={list.failed} />
      ) : list.total === 0 ? (
        <EmptyState>You don&apos;t have any connections yet.</EmptyState>
      ) : (
        <>
          <DataTable caption="Your connections" head={["Name", "Profile picture"]}>
            <tbody>
              {list.items.map((person) => (
                <tr key={person.id} className="border-t border-stone-200">
                  <td className="px-4 py-3">
                    <Link href={`/profile-dashboard/${person.id}`} className="font-medium text-brand-700 hover:underline">
                      {person.name}
                    </Link>
                  </td>
                  <td className="px-4 py-3">
                    <Link href={`/profile-dashboard/${person.id}`} aria-label={`${person.name}'s profile`}>
                      <Avatar src={person.avatarUrl} name={person.name} size={40} />
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <PageControls page={list.page} lastPage={list.lastPage} limit={limit} sizes={pageSizes.connections} path="/connections" />
        </>
      )}
    </section>
  );
}
