import { useEffect, useRef } from "react";

// Where keyboard focus goes when what had it (or the dialog it was in) is gone: never to the page
// itself (`<body>`), where a keyboard or screen-reader user would have to start again from the top.

const HEADING = "h1, h2, h3, h4, h5, h6";

/** Whether `el` can be seen: in the document, laid out, not hidden. */
function shown(el: Element): el is HTMLElement {
  return el instanceof HTMLElement && el.isConnected && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
}

/**
 * Focuses the first of `candidates` that is there and can be seen (a heading is made focusable by
 * script, `tabindex="-1"`, first); true when one took focus.
 */
export function focusFirst(...candidates: (Element | null | undefined)[]): boolean {
  for (const el of candidates) {
    if (!el || !shown(el) || (el as HTMLButtonElement).disabled) continue;
    if (el.matches(HEADING) && !el.hasAttribute("tabindex")) el.tabIndex = -1;
    el.focus();
    if (document.activeElement === el) return true;
  }
  return false;
}

/** The heading that introduces `el`: the last one before it in the document (or the page's h1). */
export function headingBefore(el: Element | null | undefined): HTMLElement | null {
  const headings = [...document.querySelectorAll<HTMLElement>(HEADING)].filter(shown);
  if (!el) return headings[0] ?? null;
  const before = headings.filter((h) => h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  return before.at(-1) ?? document.querySelector<HTMLElement>("main h1");
}

/** After a dialog or a removal: focus `preferred` when it is there, else the heading nearest before `near`. */
export function focusAfter(near: Element | null | undefined, ...preferred: (Element | null | undefined)[]): void {
  if (document.activeElement && document.activeElement !== document.body && shown(document.activeElement)) return;
  focusFirst(...preferred, headingBefore(near));
}

type Candidates = (removes: Element[], at: number, container: HTMLElement) => (Element | null | undefined)[];

/**
 * Focus after an item is removed from a list whose Remove buttons carry `data-remove`: the handler
 * calls `removing(at)` with the item's place before removing it; once `items` has changed, the first
 * shown of `next(removes, at, container)` takes focus (the Remove buttons as they are now), else the
 * heading before the list. `container` goes on the list's element.
 */
export function useFocusAfterRemoval<T extends HTMLElement>(items: unknown, next: Candidates) {
  const container = useRef<T | null>(null);
  const pending = useRef<{ at: number; next: Candidates } | null>(null);
  useEffect(() => {
    const removed = pending.current;
    pending.current = null;
    if (!removed || !container.current) return;
    const removes = [...container.current.querySelectorAll("[data-remove]")];
    if (!focusFirst(...removed.next(removes, removed.at, container.current))) focusAfter(container.current);
  }, [items]);
  return {
    container,
    removing: (at: number) => {
      pending.current = { at, next };
    },
  };
}
