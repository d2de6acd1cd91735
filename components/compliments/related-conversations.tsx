"use client";

import Link from "next/link";
import { Avatar } from "@/components/ui/avatar";
import { DataTable, EmptyState } from "@/components/ui/data-table";
import { PageControls } from "@/components/ui/page-controls";
import { TimeLabel } from "@/components/ui/time-label";
import type { ConversationSummary, Page } from "@/lib/api/shapes";
import { usePaged } from "@/lib/client/use-paged";
import { CONVERSATIONS_FETCH_FAILED } from "@/common/messages";
import { pageSizes } from "@/lib/pagination";

const sizes = pageSizes.conversationsOfCompliment;

/** One page of a list that is already here in full. */
function pageOf<T>(items: T[], page: number, limit: number): Page<T> {
  const lastPage = Math.max(1, Math.ceil(items.length / limit));
  return { items: items.slice((page - 1) * limit, page * limit), page, lastPage, perPage: limit, total: items.length };
}

/** The author's table of conversations about one compliment (they come with it), paged in the browser. */
export function RelatedConversations({ conversations }: { conversations: ConversationSummary[] }) {
  const { list, page, limit, go } = usePaged(
    (p, l) => Promise.resolve({ ok: true as const, status: 200, body: pageOf(conversations, p, l) }),
    {
      sizes,
      initial: pageOf(conversations, 1, sizes.initial),
      fallback: CONVERSATIONS_FETCH_FAILED,
    },
  );
  if (conversations.length === 0 || !list) return <EmptyState>No conversations about this compliment yet.</EmptyState>;
  return (
    <>
      <DataTable caption="Related Conversations" head={["With", "Conversation", "Unread", "Started"]}>
        <tbody>
          {list.items.map((c) => (
            <tr key={c.id} className="border-t border-stone-200">
              <td className="px-4 py-3">
                <span className="flex items-center gap-2">
                  <Avatar src={c.with.avatarUrl} name={c.with.name} size={28} />
                  {c.with.name}
                </span>
              </td>
              <td className="px-4 py-3">
                <Link href={`/conversation?id=${c.id}`} className="font-medium text-brand-700 hover:underline">
                  {c.title}
                </Link>
              </td>
              <td className="px-4 py-3">
                {c.unread > 0 ? (
                  <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">{c.unread}</span>
                ) : (
                  0
                )}
              </td>
              <td className="px-4 py-3 text-stone-600">
                <TimeLabel value={c.createdAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <PageControls page={page} lastPage={list.lastPage} limit={limit} sizes={sizes} onChange={go} />
    </>
  );
}
