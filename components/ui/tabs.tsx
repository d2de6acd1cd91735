"use client";

import Link from "next/link";
import { useId, useState, type KeyboardEvent, type ReactNode } from "react";

type Tab = {
  label: string;
  content: ReactNode;
  /** Keeps the panel mounted when the label changes (a label with a count); the label by default. */
  key?: string;
};

/**
 * Accessible tabs (arrow keys move between them); each panel stays mounted so nothing typed is
 * lost. `name` labels the tab list when a page has more than one.
 */
export function Tabs({ tabs, initial = 0, name }: { tabs: Tab[]; initial?: number; name?: string }) {
  const [active, setActive] = useState(initial);
  const id = useId();
  function onKeyDown(event: KeyboardEvent) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const next = (active + step + tabs.length) % tabs.length;
    setActive(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  }
  return (
    <div>
      <div role="tablist" aria-label={name} className="mb-6 flex flex-wrap gap-1 border-b border-stone-200">
        {tabs.map((t, i) => (
          <button
            key={t.key ?? t.label}
            id={`${id}-tab-${i}`}
            type="button"
            role="tab"
            aria-selected={i === active}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            onKeyDown={onKeyDown}
            className={tabClass(i === active)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div key={t.key ?? t.label} id={`${id}-panel-${i}`} role="tabpanel" aria-labelledby={`${id}-tab-${i}`} hidden={i !== active}>
          {t.content}
        </div>
      ))}
    </div>
  );
}

const tabClass = (active: boolean) =>
  `-mb-px border-b-2 px-4 py-2 font-medium ${active ? "border-brand-700 text-brand-700" : "border-transparent text-stone-600 hover:text-stone-900"}`;

/**
 * The same tabs when each is a page of its own (a server-rendered list whose tab, page and filter
 * are in the address): links, the current one marked, in a named navigation.
 */
export function TabLinks({ tabs, current, name }: { tabs: Array<{ label: string; href: string }>; current: number; name: string }) {
  return (
    <nav aria-label={name} className="mb-4 flex flex-wrap gap-1 border-b border-stone-200">
      {tabs.map((t, i) => (
        <Link key={t.href} href={t.href} aria-current={i === current ? "page" : undefined} className={tabClass(i === current)}>
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
