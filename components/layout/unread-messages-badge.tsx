"use client";

import { useUnreadCount } from "@/lib/client/use-unread-count";

const unreadText = (count: number) => `${count} unread ${count === 1 ? "message" : "messages"}`;

/**
 * The logged-in user's unread messages, as a small badge inside the Messages entry; nothing when
 * there are none. The polite live region announces a change once.
 */
export function UnreadMessagesBadge() {
  const count = useUnreadCount();

  return (
    <span aria-live="polite" aria-atomic="true" data-testid="unread-messages-badge">
      {count > 0 && (
        <>
          <span
            aria-hidden
            className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-white px-1.5 text-xs leading-5 font-bold text-brand-800"
          >
            {count > 99 ? "99+" : count}
          </span>
          <span className="sr-only">{unreadText(count)}</span>
        </>
      )}
    </span>
  );
}

/** On the phone menu's button: a dot while there are unread messages, and their number in its name. */
export function UnreadMessagesDot() {
  const count = useUnreadCount();
  if (count === 0) return null;
  return (
    <>
      <span aria-hidden className="absolute top-1 right-1 size-2.5 rounded-full bg-white ring-2 ring-brand-700" />
      <span className="sr-only">, {unreadText(count)}</span>
    </>
  );
}
