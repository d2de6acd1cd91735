"use client";

import { useId, useState, type KeyboardEvent, type ReactNode } from "react";

/** Accessible tabs (arrow keys move between them); each panel stays mounted so nothing typed is lost. */
export function Tabs({ tabs, initial = 0 }: { tabs: Array<{ label: string; content: ReactNode }>; initial?: number }) {
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
      <div role="tablist" className="mb-6 flex flex-wrap gap-1 border-b border-stone-200" onKeyDown={onKeyDown}>
        {tabs.map((t, i) => (
          <button
            key={t.label} id={`${id}-tab-${i}`} type="button" role="tab" aria-selected={i === active} aria-controls={`${id}-panel-${i}`}
            tabIndex={i === active ? 0 : -1} onClick={() => setActive(i)}
            className={`-mb-px border-b-2 px-4 py-2 font-medium ${i === active ? "border-brand-700 text-brand-700" : "border-transparent text-stone-600 hover:text-stone-900"}`}
          >{t.label}</button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div key={t.label} id={`${id}-panel-${i}`} role="tabpanel" aria-labelledby={`${id}-tab-${i}`} hidden={i !== active}>{t.content}</div>
      ))}
    </div>
  );
}
