import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Chat } from "@/components/conversations/chat";
import { EmptyState } from "@/components/ui/data-table";
import { BackendError } from "@/lib/api/client";
import { getConversation } from "@/lib/api/conversations";
import { loadAsUser } from "@/lib/auth/require";
import { homeUrl } from "@/lib/routes";

export const metadata: Metadata = { title: "Conversation" };

type Props = { searchParams: Promise<{ id?: string }> };

/**
 * Spec: without a conversation id the user goes to /; a conversation they cannot see is 'No conversation
 * found'; failing to load the first page says 'Error loading conversation' and goes to /.
 */
export default async function ConversationPage({ searchParams }: Props) {
  const id = Number((await searchParams).id);
  if (!Number.isInteger(id) || id <= 0) redirect("/");
  const loaded = await loadAsUser(`/conversation?id=${id}`, (token) => getConversation(token, id).catch((error) => {
    if (error instanceof BackendError && (error.status === 404 || error.status === 403)) return null;
    if (error instanceof BackendError && error.status !== 401) redirect(homeUrl("conversation-error"));
    throw error;
  }));
  if (!loaded) {
    return (
      <EmptyState>No conversation found</EmptyState>
    );
  }
  return <Chat initial={loaded} />;
}
