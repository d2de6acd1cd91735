import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Chat } from "@/components/conversations/chat";
import { EmptyState } from "@/components/ui/data-table";
import { LoadError } from "@/components/ui/load-error";
import { BackendError } from "@/lib/api/client";
import { loadComplimentAsUser } from "@/lib/api/compliment-view";
import { getConversation } from "@/lib/api/conversations";
import type { Compliment, MessagePage } from "@/lib/api/shapes";
import { readerOf } from "@/lib/auth/reader";
import { isFailure, loadAsUser, loadFailure } from "@/lib/auth/require";
import { getViewer } from "@/lib/auth/session";
import { COMPLIMENT_LOAD_FAILED } from "@/common/messages";
import { homeUrl } from "@/lib/routes";

export const metadata: Metadata = { title: "Conversation" };

type Props = { searchParams: Promise<{ id?: string; code?: string }> };

/** Reply's compose view before the first message: the chat with the author, empty, backed by nothing yet. */
const draftOf = (compliment: Compliment): MessagePage => ({
  conversation: {
    id: 0,
    title: `Compliment for ${compliment.to}`,
    with: compliment.author,
    unread: 0,
    createdAt: compliment.createdAt,
    lastMessageAt: null,
    blocked: false,
  },
  messages: [],
  page: 1,
  lastPage: 1,
  total: 0,
});

/**
 * Reply to the compliment with this code: its conversation once the reader has written one,
 * else the compose view, which creates the conversation with its first message. The look-up by
 * code is the proof of the code that sending needs. Its author has no one to reply to here.
 */
async function ReplyPage({ code }: { code: string }) {
  const compliment = await loadComplimentAsUser(code, "/conversation").catch(loadFailure(COMPLIMENT_LOAD_FAILED));
  if (isFailure(compliment)) return <LoadError title={COMPLIMENT_LOAD_FAILED} message={compliment.failed} />;
  if (compliment.replyConversationId) redirect(`/conversation?id=${compliment.replyConversationId}`);
  if (readerOf(compliment, await getViewer()) === "author") return <EmptyState>No conversation found</EmptyState>;
  return <Chat initial={draftOf(compliment)} reply={{ complimentId: compliment.id, code: compliment.code }} />;
}

/**
 * Spec: without a conversation id the user goes to /; a conversation they cannot see is 'No conversation
 * found'; failing to load the first page says 'Error loading conversation' and goes to /.
 */
export default async function ConversationPage({ searchParams }: Props) {
  const query = await searchParams;
  if (query.code !== undefined && query.id === undefined) return <ReplyPage code={query.code} />;
  const id = Number(query.id);
  if (!Number.isInteger(id) || id <= 0) redirect("/");
  const loaded = await loadAsUser(`/conversation?id=${id}`, (token) =>
    getConversation(token, id).catch((error) => {
      if (error instanceof BackendError && (error.outcome === "not-found" || error.outcome === "forbidden")) return null;
      if (error instanceof BackendError && error.outcome !== "unauthenticated") redirect(homeUrl("conversation-error"));
      throw error;
    }),
  );
  if (!loaded) {
    return <EmptyState>No conversation found</EmptyState>;
  }
  return <Chat initial={loaded} />;
}
