"use client";

import { useRouter } from "next/navigation";
import { useId } from "react";

/** Choosing a page size goes back to page 1 of the list with that size. */
export function PageSizeSelect({ sizes, value, hrefFor }: { sizes: readonly number[]; value: number; hrefFor: Record<number, string> }) {
  const router = useRouter();
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id}>Per page</label>
      <select
        id={id} value={value} onChange={(e) => router.push(hrefFor[Number(e.target.value)])}
        className="rounded-md border border-stone-300 bg-white px-2 py-1.5"
      >
        {sizes.map((s) => <option key={s} value={s}>{s}</option>)}
      </select>
    </div>
  );
}
