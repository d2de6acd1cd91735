"use client";

import Link from "next/link";
import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Business } from "@/lib/api/shapes";

/** 'Filter By Business Profile': a menu of links, each with the business's logo and name. */
export function BusinessFilter({
  businesses,
  selected,
  hrefFor,
}: {
  businesses: Pick<Business, "id" | "name" | "logoUrl">[];
  selected?: number;
  hrefFor: Record<string, string>;
}) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const current = businesses.find((b) => b.id === selected);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === "Escape" : !box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);
  const item = "flex items-center gap-2 px-3 py-2 text-sm hover:bg-stone-100";
  return (
    <div ref={box} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="business-filter"
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-md bg-white px-3 py-2 text-sm ring-1 ring-stone-300"
      >
        Filter By Business Profile: <span className="font-medium">{current?.name ?? "All businesses"}</span>
        <ChevronDown aria-hidden className="size-4" />
      </button>
      {open && (
        <ul id="business-filter" className="absolute z-10 mt-1 w-72 overflow-hidden rounded-md bg-white shadow-lg ring-1 ring-stone-200">
          <li>
            <Link href={hrefFor.all ?? "?"} className={item} onClick={() => setOpen(false)}>
              All businesses
            </Link>
          </li>
          {businesses.map((b) => (
            <li key={b.id}>
              <Link
                href={hrefFor[b.id] ?? "?"}
                className={item}
                aria-current={b.id === selected ? "true" : undefined}
                onClick={() => setOpen(false)}
              >
                {b.logoUrl && <img src={b.logoUrl} alt="" width={24} height={24} className="size-6 rounded object-cover" />}
                {b.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
