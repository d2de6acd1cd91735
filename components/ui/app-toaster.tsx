"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { Toaster, toast } from "sonner";
import { focusFirst } from "@/lib/focus";
import { forNextPage } from "@/lib/toast";

/** Just below the one-row top bar (h-14, 3.5 rem), so a toast never covers it. */
const BELOW_TOP_BAR = "4.25rem";
const TOASTER = "[data-sonner-toaster]";

/**
 * Holds every toast on screen (`held`), or gives each its full time again. Sonner pauses its timers
 * only under the pointer: without this a toast reached with Tab vanished under the keyboard user
 * after 5 s, and took their focus with it.
 */
function holdToasts(held: boolean, only?: Set<string | number>) {
  for (const shown of toast.getToasts()) {
    if (!("title" in shown) || (only && !only.has(shown.id))) continue;
    const { id, type, title } = shown;
    const again = type === "success" || type === "error" || type === "info" || type === "warning" ? toast[type] : toast.message;
    again(title, { id, duration: held ? Infinity : undefined });
  }
}

/**
 * The app's toasts, below the top bar, in the AA colours of globals.css. A toast does not follow
 * the user to another page: the toasts showing when the user last acted (a click anywhere but on a
 * toast, a form sent, back or forward) are dismissed once a new page is there, whether a link or
 * the outcome of that action took them there. Toasts raised after that moment — the outcome of the
 * action that navigates ("Check your email…") or a message shown on arrival (ToastOnMount) — stay.
 * While keyboard focus is in a toast, no toast goes by itself.
 *
 * Focus that leaves the toasts goes where the user sent it. Sonner remembers where focus came from
 * when it enters its list and puts it back there when it leaves (or when the last toast goes): Tab
 * from the last link into a toast and on out of the page bounced back to that link, then into the
 * toast again, for as long as the toast lasted. Its list learns of focus only through React's
 * focus event, so that event is kept from it: focus entering the toasts is seen here, on the window,
 * and goes no further. Only when the toast that has focus goes (closed, or dismissed by a new page)
 * does focus go back to where it came from (or the page's heading), instead of falling to the page.
 */
export function AppToaster() {
  const pathname = usePathname();
  const leaving = useRef(new Set<string | number>());
  const held = useRef(false);

  useEffect(() => {
    const mark = () => void (leaving.current = new Set(toast.getToasts().map((t) => t.id)));
    const onClick = (e: MouseEvent) => e.target instanceof Element && e.target.closest(TOASTER) === null && mark();
    document.addEventListener("click", onClick, true);
    document.addEventListener("submit", mark, true);
    window.addEventListener("popstate", mark);
    return () => {
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("submit", mark, true);
      window.removeEventListener("popstate", mark);
    };
  }, []);

  useEffect(() => {
    // Where focus came from into the toasts: it goes back there when the toast that has it goes.
    let cameFrom: Element | null = null;
    const goBack = () => {
      if (document.activeElement && document.activeElement !== document.body) return;
      if (cameFrom instanceof HTMLElement && cameFrom.isConnected) cameFrom.focus({ preventScroll: true });
      else focusFirst(document.querySelector("main h1"));
    };
    // A browser that moves no focus event when the focused element is removed: the page is watched while a toast has focus.
    const watch = new MutationObserver(() => {
      if (!held.current || (document.activeElement && document.activeElement !== document.body)) return;
      holdToasts((held.current = false));
      watch.disconnect();
      goBack();
    });
    // Where focus is (focusin) or is going (focusout: nowhere when the window loses it, or the element is removed).
    const follow = (e: FocusEvent) => {
      const to = e.type === "focusin" ? e.target : e.relatedTarget;
      const inToaster = to instanceof Element && to.closest(TOASTER) !== null;
      if (e.type === "focusin" && inToaster) {
        // Sonner's list would note where focus came from, to send it back there whenever it leaves.
        e.stopPropagation();
        const origin = e.relatedTarget instanceof Element ? e.relatedTarget : null;
        if (!origin?.closest(TOASTER)) cameFrom = origin;
      }
      // Focus going nowhere from a toast: out of the page (it stays there), or its toast removed (it comes back).
      const from = e.target;
      if (e.type === "focusout" && !to && held.current && from instanceof Node)
        setTimeout(() => {
          if (!from.isConnected) goBack();
        }, 0);
      if (inToaster === held.current) return;
      holdToasts((held.current = inToaster));
      if (inToaster) watch.observe(document.body, { childList: true, subtree: true });
      else watch.disconnect();
    };
    window.addEventListener("focusin", follow, true);
    window.addEventListener("focusout", follow, true);
    return () => {
      watch.disconnect();
      window.removeEventListener("focusin", follow, true);
      window.removeEventListener("focusout", follow, true);
    };
  }, []);

  useEffect(() => {
    for (const id of leaving.current) toast.dismiss(id);
    leaving.current = new Set();
    // Toasts raised for the next page get their time once the page is another than the one they were
    // raised on (this toaster may mount with such a toast, before the new page is there).
    const arrived = new Set([...forNextPage].filter(([, raisedOn]) => raisedOn !== pathname).map(([id]) => id));
    if (arrived.size === 0) return;
    holdToasts(held.current, arrived);
    for (const id of arrived) forNextPage.delete(id);
  }, [pathname]);

  return (
    <Toaster
      position="top-right"
      offset={{ top: BELOW_TOP_BAR }}
      mobileOffset={{ top: BELOW_TOP_BAR }}
      duration={5000}
      theme="light"
      richColors
      closeButton
    />
  );
}
