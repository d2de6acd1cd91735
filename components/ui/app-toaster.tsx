"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { Toaster, toast } from "sonner";

/** Just below the one-row top bar (h-14, 3.5 rem), so a toast never covers it. */
const BELOW_TOP_BAR = "4.25rem";

/**
 * The app's toasts, below the top bar, in the AA colours of globals.css. A toast does not follow
 * the user to another page: the toasts showing when a navigation starts (a link followed, a form
 * sent, back or forward) are dismissed once the new page is there. Toasts raised after that moment
 * — the outcome of the form that navigates ("Check your email…") or a message shown on arrival
 * (ToastOnMount) — stay.
 */
export function AppToaster() {
  const pathname = usePathname();
  const leaving = useRef(new Set<string | number>());

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
