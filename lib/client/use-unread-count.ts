"use client";

import { useSyncExternalStore } from "react";
import { unreadMessageCount } from "./activity";

/** How often the count is asked for while the tab is visible: a new message shows within 5 s. */
const POLL_MS = 4000;

let count = 0;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

async function refresh() {
  if (document.hidden) return;
  const result = await unreadMessageCount();
  if (!result.ok || result.body === count) return;
  count = result.body;
  for (const listener of listeners) listener();
}

const onVisible = () => void refresh();

/** The first reader starts one poll for the whole page; the last one to leave stops it. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    void refresh();
    timer = setInterval(refresh, POLL_MS);
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(timer);
    document.removeEventListener("visibilitychange", onVisible);
    window.removeEventListener("focus", onVisible);
  };
}

/**
 * The logged-in user's unread messages, shared by every reader on the page (the bar's Messages
 * entry, the phone menu's button) through one poll while the tab is visible, asked again when the
 * tab or window comes back; a failed poll keeps the last count.
 */
export const useUnreadCount = () =>
  useSyncExternalStore(
    subscribe,
    () => count,
    () => 0,
  );
