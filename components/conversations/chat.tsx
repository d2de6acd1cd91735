"use client";

import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useController } from "react-hook-form";
import { BlockControl } from "@/components/profile/block-control";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { DraftNotice } from "@/components/ui/draft-notice";
import { TextField } from "@/components/ui/text-field";
import { ReportButton } from "@/components/moderation/report-button";
import { MessageText } from "./message-text";
import { TimeLabel } from "@/components/ui/time-label";
import type { Message, MessagePage } from "@/lib/api/shapes";
import { toastFailure } from "@/lib/client/api";
import { sendReply } from "@/lib/client/compliments";
import { conversationPage, newerMessages, sendMessage } from "@/lib/client/conversations";
import { subscribeTabEvents } from "@/lib/client/events";
import { looksInTurn } from "@/lib/client/looks-in-turn";
import { useDraft } from "@/lib/forms/drafts";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { CONVERSATION_FETCH_FAILED, SEND_FAILED, SERVER_UNREACHABLE } from "@/common/messages";
import { directMessageSchema, messageMessages } from "@/common/validations/message";

/** A look for new messages that failed is tried again after 3 s, then less often, up to 30 s. */
const LOOK_RETRY = { firstMs: 3000, maxMs: 30_000 };
const SCROLL_AFTER_SEND_MS = 100;

/** Both lists in id order, each message once: a message may come from a send, a poll and a page alike. */
const merge = (current: Message[], incoming: Message[]) => {
  const byId = new Map([...current, ...incoming].map((m) => [m.id, m]));
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

/**
 * A conversation: history with older pages on demand, new messages as they arrive, and the reply
 * box. With `reply` and no conversation yet (id 0) it is Reply's compose view: the first message
 * sent starts the conversation with the compliment's author, and the chat goes on from there.
 */
export function Chat({ initial, reply }: { initial: MessagePage; reply?: { complimentId: number; code: string } }) {
  const { conversation } = initial;
  const [conversationId, setConversationId] = useState(conversation.id);
  const [messages, setMessages] = useState(initial.messages);
  const [pages, setPages] = useState({ page: initial.page, lastPage: initial.lastPage });
  const [loadingOlder, setLoadingOlder] = useState(false);
  /** The other person does not take messages from this user (a block, either way): the backend's words, shown by the box. */
  const [refusal, setRefusal] = useState<string>();
  /** The last look for new messages got no answer; the chat stays open and keeps trying. */
  const [offline, setOffline] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const keepBottomOffset = useRef<number | null>(null);
  // The newest message the looks have seen. A message this reader sends does not move it, so a message
  // the other person sent just before it is still fetched; the look then brings the sent one again.
  const polledUpTo = useRef(initial.messages.at(-1)?.id ?? 0);

  // Spec §5: checked as it is typed; the short-text message waits for a send attempt, a too-long text says so at once.
  const form = useZodForm(directMessageSchema, "change", { message: "" });
  const draft = useDraft(form, "chat");
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ control: form.control, name: "message" });
  const sending = form.formState.isSubmitting;
  const error = fieldState.error?.message;
  const shownError = form.formState.isSubmitted || error === messageMessages.tooLong ? error : undefined;

  const scrollToBottom = () => list.current?.scrollTo({ top: list.current.scrollHeight });
  const nearBottom = () => !list.current || list.current.scrollHeight - list.current.scrollTop - list.current.clientHeight < 120;

  useEffect(scrollToBottom, []);

  // Reply's compose view is there to write: its message box has focus from the start.
  const composing = Boolean(reply) && !conversation.id;
  useEffect(() => {
    if (composing) form.setFocus("message");
    // Once, as the view opens: the first message sent turns it into the conversation.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only
  }, []);

  // Older pages are prepended; keep the messages the reader was looking at where they were.
  useLayoutEffect(() => {
    if (keepBottomOffset.current === null || !list.current) return;
    list.current.scrollTop = list.current.scrollHeight - keepBottomOffset.current;
    keepBottomOffset.current = null;
  }, [messages]);

  // New messages are looked for when the tab's event stream says one came here (the other person's, or this
  // user's from another tab), when the stream is (back) up, and slowly while it cannot be held. A look that
  // fails keeps the reader here (spec §8 sends them home only when the first page fails) and is tried again, less often.
  // One look at a time: a failure that answers late never hides the messages a newer look brought.
  useEffect(() => {
    if (!conversationId) return;
    const looks = looksInTurn(
      () => newerMessages(conversationId, polledUpTo.current),
      (result) => {
        setOffline(!result.ok);
        if (!result.ok || result.body.length === 0) return result.ok;
        polledUpTo.current = Math.max(polledUpTo.current, result.body.at(-1)?.id ?? 0);
        const follow = nearBottom();
        setMessages((current) => merge(current, result.body));
        if (follow) setTimeout(scrollToBottom, 0);
        return true;
      },
      LOOK_RETRY,
    );
    const unsubscribe = subscribeTabEvents((event) => {
      if (event.type === "ready" || event.type === "poll" || (event.type === "message" && event.conversationId === conversationId))
        looks.ask();
    });
    return () => {
      looks.stop();
      unsubscribe();
    };
  }, [conversationId]);

  async function loadOlder() {
    setLoadingOlder(true);
    // From the oldest message shown: one index range on the server, however deep, and none repeated when new ones came meanwhile.
    const result = await conversationPage(conversationId, pages.page + 1, messages[0]?.id);
    setLoadingOlder(false);
    if (!result.ok) return toastFailure(result, CONVERSATION_FETCH_FAILED);
    const older = result.body;
    keepBottomOffset.current = list.current ? list.current.scrollHeight - list.current.scrollTop : null;
    setMessages((current) => merge(older.messages, current));
    setPages({ page: older.page, lastPage: older.lastPage });
  }

  /** The first message of a reply starts the conversation; the address then names it, as for any other. */
  async function send(message: string) {
    if (conversationId || !reply) return sendMessage(conversationId, message);
    const result = await sendReply(reply.complimentId, reply.code, message);
    if (result.ok) {
      setConversationId(result.body.conversationId);
      window.history.replaceState(null, "", `/conversation?id=${result.body.conversationId}`);
    }
    return result;
  }

  // The message shown is the one the server stored: its id and its time, never a local copy. An
  // ordinary send says nothing more than the message appearing; only a failure toasts.
  async function sendValid({ message }: { message: string }) {
    const result = await send(message);
    // Refused for good (a block): said beside the box, which keeps the text.
    if (!result.ok && result.outcome === "forbidden" && result.message) return setRefusal(result.message);
    if (!result.ok) return toastFailure(result, SEND_FAILED);
    setRefusal(undefined);
    setMessages((current) => merge(current, [result.body.sent]));
    draft.clear();
    form.reset({ message: "" });
    setTimeout(scrollToBottom, SCROLL_AFTER_SEND_MS);
  }
  const submit = (event?: FormEvent) => form.handleSubmit(sendValid)(event);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!sending) void submit();
  }

  const tooShort = value.trim().length < 3;
  return (
    <section
      aria-labelledby="conversation-title"
      className="mx-auto flex h-[calc(100dvh-9rem)] max-w-3xl flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      <header className="flex items-center gap-3 border-b border-stone-200 p-4">
        <Avatar src={conversation.with.avatarUrl} name={conversation.with.name} size={44} />
        <div>
          <h1 id="conversation-title" className="font-semibold">
            {conversation.title}
          </h1>
          <p className="text-sm text-stone-600">With {conversation.with.name}</p>
        </div>
        {/* A former member's account is gone: there is nobody left to block. */}
        {conversation.with.id !== null && (
          <div className="ml-auto">
            <BlockControl userId={conversation.with.id} name={conversation.with.name} blocked={conversation.blocked} />
          </div>
        )}
      </header>
      {/* The history scrolls on its own: focusable, so keyboard users can scroll it too. */}
      <div
        ref={list}
        role="region"
        aria-label="Message history"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="flex-1 overflow-y-auto p-4 focus-visible:outline-offset-[-3px]"
      >
        {pages.page < pages.lastPage && (
          <div className="mb-4 text-center">
            <Button type="button" variant="secondary" onClick={loadOlder} disabled={loadingOlder}>
              {loadingOlder ? "Loading..." : "Load Older Messages"}
            </Button>
          </div>
        )}
        {/* The log is a wrapper, so the list inside keeps its list semantics. */}
        <div role="log" aria-label="Messages">
          {messages.length === 0 ? (
            <p className="py-10 text-center text-stone-600">
              No messages yet. Start the conversation!
              {!conversationId && <span className="mt-1 block text-sm">Your first message starts it with {conversation.with.name}.</span>}
            </p>
          ) : (
            <ol className="space-y-3">
              {messages.map((m) => (
                <li key={m.id} className={`flex items-end gap-2 ${m.mine ? "flex-row-reverse" : ""}`}>
                  {!m.mine && <Avatar src={m.sender.avatarUrl} name={m.sender.name} size={28} />}
                  <div className={`max-w-[80%] rounded-2xl px-4 py-2 ${m.mine ? "bg-brand-700 text-white" : "bg-stone-100"}`}>
                    <p className="text-xs font-semibold opacity-90">{m.mine ? "You" : m.sender.name}</p>
                    <MessageText message={m} />
                    <p className="mt-1 text-right text-xs opacity-90">
                      <TimeLabel value={m.createdAt} />
                    </p>
                    {!m.mine && !m.removed && (
                      <ReportButton target={{ kind: "message", id: m.id }} guest={false} about={`message from ${m.sender.name}`} />
                    )}
                  </div>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
      <form noValidate className="border-t border-stone-200 p-4" onSubmit={submit}>
        {offline && (
          <p role="status" className="mb-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {SERVER_UNREACHABLE} Trying again…
          </p>
        )}
        <DraftNotice draft={draft} />
        {conversation.blocked ? (
          <p className="mb-2 rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-800">
            You blocked {conversation.with.name}. Unblock them to write here again.
          </p>
        ) : (
          refusal && (
            <p role="alert" className="mb-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {refusal}
            </p>
          )
        )}
        <TextField
          label="New Message"
          name={name}
          ref={ref}
          rows={2}
          value={value}
          error={shownError}
          onValueChange={onChange}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p className="text-stone-500">Enter sends, Shift+Enter adds a line.</p>
          <Button type="submit" disabled={tooShort || sending}>
            {sending ? "Sending..." : "Send Message"}
          </Button>
        </div>
      </form>
    </section>
  );
}
