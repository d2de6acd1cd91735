"use client";

import { useSyncExternalStore } from "react";
import type { Answer } from "@/lib/api/wire";
import { callApi, mapped, v1 } from "./api";
import { subscribeTabEvents, type TabEvent } from "./events";

/**
 * The number of messages the user has not read, for the Messages badge. A background call: a
 * failure (an ended session included) is the caller's to ignore, never a toast or a redirect.
 * (Here, not with the activity feed's call, whose shapes the layout's script does not need.)
 */
const unreadMessageCount = () =>
  mapped(callApi<Answer<"countUnreadMessages">>(v1`messages/unread-count`, { unauthenticated: "caller" }), (body) => body.data.count);

let count = 0;
const listeners = new Set<() => void>();
let unsubscribe: (() => void) | undefined;

const show = (next: number) => {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
};

async function onEvent(event: TabEvent) {
  if (event.type === "unread") show(event.count);
  if (event.type !== "poll") return;
  const result = await unreadMessageCount();
  if (result.ok) show(result.body);
}

/** The first reader listens to the tab's event stream for the whole page; the last one to leave lets go. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) unsubscribe = subscribeTabEvents(onEvent);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    unsubscribe?.();
    unsubscribe = undefined;
  };
}

/**
 * The logged-in user's unread messages, shared by every reader on the page (the bar's Messages
 * entry, the phone menu's button): pushed on the tab's event stream as it changes, asked for
 * slowly only while the stream cannot be held; a failed look keeps the last count.
 */
export const useUnreadCount = () =>
  useSyncExternalStore(
    subscribe,
    () => count,
    () => 0,
  );
