"use client";

import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { toast } from "sonner";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { TimeLabel } from "@/components/ui/time-label";
import { toMessage, toMessagePage, type Message, type MessageJson, type MessagePage, type MessagePageJson } from "@/lib/api/shapes";
import { callApi } from "@/lib/client/api";
import { messageMessages, messageText } from "@/lib/validations/message";
import { CONVERSATION_ERROR, SEND_FAILED } from "@/lib/messages";

const POLL_MS = 3000;
const SCROLL_AFTER_SEND_MS = 100;

const merge = (current: Message[], incoming: Message[]) => {
  const known = new Set(current.map((m) => m.id));
  return [...current, ...incoming.filter((m) => !known.has(m.id))];
};

/** A conversation: history with older pages on demand, new messages as they arrive, and the reply box. */
export function Chat({ initial }: { initial: MessagePage }) {
  const { conversation } = initial;
  const [messages, setMessages] = useState(initial.messages);
  const [pages, setPages] = useState({ page: initial.page, lastPage: initial.lastPage });
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const keepBottomOffset = useRef<number | null>(null);
  const newestId = useRef(0);
  newestId.current = messages.at(-1)?.id ?? 0;

  const scrollToBottom = () => list.current?.scrollTo({ top: list.current.scrollHeight });
  const nearBottom = () => !list.current || list.current.scrollHeight - list.current.scrollTop - list.current.clientHeight < 120;

  useEffect(scrollToBottom, []);

  // Older pages are prepended; keep the messages the reader was looking at where they were.
  useLayoutEffect(() => {
    if (keepBottomOffset.current === null || !list.current) return;
    list.current.scrollTop = list.current.scrollHeight - keepBottomOffset.current;
    keepBottomOffset.current = null;
  }, [messages]);

  useEffect(() => {
    const timer = setInterval(async () => {
      if (document.hidden) return;
      const result = await callApi<MessagePageJson>(`compliments/conversations/${conversation.id}?after=${newestId.current}`);
      if (!result.ok || result.body.data.length === 0) return;
      const follow = nearBottom();
      setMessages((current) => merge(current, result.body.data.map(toMessage)));
      if (follow) setTimeout(scrollToBottom, 0);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [conversation.id]);

  async function loadOlder() {
    setLoadingOlder(true);
    const result = await callApi<MessagePageJson>(`compliments/conversations/${conversation.id}?page=${pages.page + 1}`);
    setLoadingOlder(false);
    if (!result.ok) return void toast.error(result.message ?? CONVERSATION_ERROR);
    const older = toMessagePage(result.body);
    keepBottomOffset.current = list.current ? list.current.scrollHeight - list.current.scrollTop : null;
    setMessages((current) => merge(older.messages, current));
    setPages({ page: older.page, lastPage: older.lastPage });
  }

  function changeText(value: string) {
    setText(value);
    const length = value.trim().length;
    // Spec §5: the short-text error (shown on a send attempt) clears once the text reaches 3 characters;
    // a too-long text says so at once.
    setError((shown) => (length > 1000 ? messageMessages.tooLong : length >= 3 || shown === messageMessages.tooLong ? undefined : shown));
  }

  async function send() {
    const check = messageText.safeParse(text);
    if (!check.success) return setError(check.error.issues[0].message);
    setSending(true);
    const result = await callApi<{ message: string; data: MessageJson }>("compliments/conversations/messages", {
      json: { conversation_id: conversation.id, message: check.data },
    });
    setSending(false);
    if (!result.ok) return void toast.error(result.message ?? SEND_FAILED);
    setMessages((current) => merge(current, [{ ...toMessage(result.body.data), mine: true, createdAt: new Date().toISOString() }]));
    setText("");
    setError(undefined);
    toast.success(result.body.message);
    setTimeout(scrollToBottom, SCROLL_AFTER_SEND_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!sending) void send();
  }

  const tooShort = text.trim().length < 3;
  return (
    <section aria-labelledby="conversation-title" className="mx-auto flex h-[calc(100dvh-9rem)] max-w-3xl flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <header className="flex items-center gap-3 border-b border-stone-200 p-4">
        <Avatar src={conversation.with.avatarUrl} name={conversation.with.name} size={44} />
        <div>
          <h1 id="conversation-title" className="font-semibold">{conversation.title}</h1>
          <p className="text-sm text-stone-600">With {conversation.with.name}</p>
        </div>
      </header>
      <div ref={list} className="flex-1 overflow-y-auto p-4">
        {pages.page < pages.lastPage && (
          <div className="mb-4 text-center">
            <Button type="button" variant="secondary" onClick={loadOlder} disabled={loadingOlder}>
              {loadingOlder ? "Loading..." : "Load Older Messages"}
            </Button>
          </div>
        )}
        {messages.length === 0 ? (
          <p className="py-10 text-center text-stone-500">No messages yet. Start the conversation!</p>
        ) : (
          <ol role="log" aria-live="polite" aria-label="Messages" className="space-y-3">
            {messages.map((m) => (
              <li key={m.id} className={`flex items-end gap-2 ${m.mine ? "flex-row-reverse" : ""}`}>
                {!m.mine && <Avatar src={m.sender.avatarUrl} name={m.sender.name} size={28} />}
                <div className={`max-w-[80%] rounded-2xl px-4 py-2 ${m.mine ? "bg-brand-700 text-white" : "bg-stone-100"}`}>
                  <p className="text-xs font-semibold opacity-80">{m.mine ? "You" : m.sender.name}</p>
                  <p className="whitespace-pre-line break-words">{m.text}</p>
                  <p className="mt-1 text-right text-xs opacity-70"><TimeLabel value={m.createdAt} /></p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
      <form className="border-t border-stone-200 p-4" onSubmit={(e) => { e.preventDefault(); void send(); }}>
        <label htmlFor="new-message" className="mb-1 block text-sm font-medium">New Message</label>
        <textarea
          id="new-message" rows={2} value={text} onChange={(e) => changeText(e.target.value)} onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined} aria-describedby={error ? "new-message-error" : "new-message-hint"}
          className={`w-full resize-y rounded-md border px-3 py-2 ${error ? "border-red-600" : "border-stone-300"}`}
        />
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-sm">
          {error
            ? <p id="new-message-error" className="text-red-700">{error}</p>
            : <p id="new-message-hint" className="text-stone-500">Enter sends, Shift+Enter adds a line.</p>}
          <Button type="submit" disabled={tooShort || sending}>{sending ? "Sending..." : "Send Message"}</Button>
        </div>
      </form>
    </section>
  );
}
