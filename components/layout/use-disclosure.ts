"use client";

import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The open state of a disclosure (a button that shows a panel): it belongs to the page it was
 * opened on, so any navigation closes it; Escape closes it and puts focus back on the button;
 * a click or focus outside `root` closes it. Links in the panel call `close` too, so one to the
 * page already shown closes it as well.
 */
export function useDisclosure<Root extends HTMLElement = HTMLDivElement>() {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpenOn(null), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    const onOutside = (e: Event) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpenOn(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [open]);

  // The page the browser shows: right after a navigation it may be ahead of `pathname`'s render.
  const toggle = () => setOpenOn(open ? null : window.location.pathname);
  return { open, close, toggle, rootRef, buttonRef };
}
