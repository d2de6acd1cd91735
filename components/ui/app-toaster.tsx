"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { Toaster, toast } from "sonner";

/** Just below the one-row top bar (h-14, 3.5 rem), so a toast never covers it. */
const BELOW_TOP_BAR = "4.25rem";
const TOASTER = "[data-sonner-toaster]";

/**
 * Holds every toast on screen (`held`), or gives each its full time again. Sonner pauses its timers
 * only under the pointer: without this a toast reached with Tab vanished under the keyboard user
 * after 5 s, and took their focus with it.
 */
function holdToasts(held: boolean) {
  for (const shown of toast.getToasts()) {
    if (!("title" in shown)) continue;
    const { id, type, title } = shown;
    const again = type === "success" || type === "error" || type === "info" || type === "warning" ? toast[type] : toast.message;
    again(title, { id, duration: held ? Infinity : undefined });
  }
}

/**
 * The app's toasts, below the top bar, in the AA colours of globals.css. A toast does not follow
 * the user to another page: the toasts showing when a navigation starts (a link followed, a form
 * sent, back or forward) are dismissed once the new page is there. Toasts raised after that moment
 * — the outcome of the form that navigates ("Check your email…") or a message shown on arrival
 * (ToastOnMount) — stay. While keyboard focus is in a toast, no toast goes by itself.
 */
export function AppToaster() {
  const pathname = usePathname();
  const leaving = useRef(new Set<string | number>());
  const held = useRef(false);

  useEffect(() => {
    const mark = () => void (leaving.current = new Set(toast.getToasts().map((t) => t.id)));
    const onClick = (e: MouseEvent) => e.target instanceof Element && e.target.closest("a[href]") && mark();
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
    // Where focus is (focusin) or is going (focusout: nowhere when the window loses it).
    const follow = (e: FocusEvent) => {
      const to = e.type === "focusin" ? e.target : e.relatedTarget;
      const inToaster = to instanceof Element && to.closest(TOASTER) !== null;
      if (inToaster !== held.current) holdToasts((held.current = inToaster));
    };
    document.addEventListener("focusin", follow);
    document.addEventListener("focusout", follow);
    return () => {
      document.removeEventListener("focusin", follow);
      document.removeEventListener("focusout", follow);
    };
  }, []);

  useEffect(() => {
    for (const id of leaving.current) toast.dismiss(id);
    leaving.current = new Set();
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
