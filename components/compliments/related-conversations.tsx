"use client";

import Link from "next/link";
import { useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { DataTable, EmptyState } from "@/components/ui/data-table";
import { TimeLabel } from "@/components/ui/time-label";
import type { ConversationSummary } from "@/lib/api/shapes";
import { pageSizes } from "@/lib/pagination";

const { sizes, initial } = pageSizes.conversationsOfCompliment;

/** The author's table of conversations about one compliment, paged in the browser. */
export function RelatedConversations({ conversations }: { conversations: ConversationSummary[] }) {
  const [limit, setLimit] = useState<number>(initial);
  const [page, setPage] = useState(1);
  const lastPage = Math.max(1, Math.ceil(conversations.length / limit));
  const shown = conversations.slice((page - 1) * limit, page * limit);
  if (conversations.length === 0) return <EmptyState>No conversations about this compliment yet.</EmptyState>;
  return (
    <>
      <DataTable caption="Related Conversations" head={["With", "Conversation", "Unread", "Started"]}>
        <tbody>
          {shown.map((c) => (
            <tr key={c.id} className="border-t border-stone-200">
              <td className="px-4 py-3">
                <span className="flex items-center gap-2"><Avatar src={c.with.avatarUrl} name={c.with.name} size={28} />{c.with.name}</span>
              </td>
              <td className="px-4 py-3"><Link href={`/conversation?id=${c.id}`} className="font-medium text-brand-700 hover:underline">{c.title}</Link></td>
              <td className="px-4 py-3">{c.unread > 0 ? <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">{c.unread}</span> : 0}</td>
              <td className="px-4 py-3 text-stone-600"><TimeLabel value={c.createdAt} /></td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
        <div className="flex items-center gap-1">
          <button type="button" className="rounded-md px-3 py-1.5 ring-1 ring-stone-300 disabled:text-stone-400" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</button>
          <span className="px-2">Page {page} of {lastPage}</span>
          <button type="button" className="rounded-md px-3 py-1.5 ring-1 ring-stone-300 disabled:text-stone-400" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>Next</button>
        </div>
        <label className="flex items-center gap-2">Per page
          <select value={limit} onChange={(e) => { setLimit(Number(e.target.value)); setPage(1); }} className="rounded-md border border-stone-300 bg-white px-2 py-1.5">
            {sizes.map((s) => <option key={s} value={s}>{s}</option>)}
          </select>
        </label>
      </div>
    </>
  );
}
