"use client";

import { useSyncExternalStore } from "react";
import { unreadMessageCount } from "./activity";
import { subscribeTabEvents, type TabEvent } from "./events";

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
