import type { Metadata } from "next";
import { ConversationsTable } from "@/components/conversations/conversations-table";
import { EmptyState } from "@/components/ui/data-table";
import { LoadError } from "@/components/ui/load-error";
import { PageControls } from "@/components/ui/page-controls";
import { listConversations } from "@/lib/api/conversations";
import { isFailure, loadAsUser, loadFailure } from "@/lib/auth/require";
import { CONVERSATIONS_FETCH_FAILED } from "@/common/messages";
import { pageParams, pageSizes } from "@/lib/pagination";

export const metadata: Metadata = { title: "Your Conversations" };

type Props = { searchParams: Promise<{ page?: string; limit?: string }> };

export default async function MessagesListPage({ searchParams }: Props) {
  const { page, limit } = pageParams(await searchParams, pageSizes.conversations);
  const list = await loadAsUser(`/messages-list?page=${page}&limit=${limit}`, (token) => listConversations(token, { page, limit })).catch(
    loadFailure(CONVERSATIONS_FETCH_FAILED),
  );
  return (
    <section>
      <h1 className="mb-4 text-2xl font-semibold">Your Conversations</h1>
      {isFailure(list) ? (
        <LoadError title="Error fetching conversations" message={list.failed} />
      ) : list.total === 0 ? (
        <EmptyState>No conversations yet. Reply to a compliment to start one.</EmptyState>
      ) : (
        <>
          <ConversationsTable initial={list.items} page={list.page} limit={limit} />
          <PageControls page={list.page} lastPage={list.lastPage} limit={limit} sizes={pageSizes.conversations} path="/messages-list" />
        </>
      )}
    </section>
  );
}
