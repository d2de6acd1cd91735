"use client";

import { Plus, X } from "lucide-react";
import { useId } from "react";
import type { Ad } from "@/lib/api/shapes";
import { complimentMessages } from "@/lib/validations/compliment";

export type AdRows = Array<number | "">;

/** Spec §5: every row must be chosen; each empty row says so, and the list as a whole too. */
export function adRowErrors(rows: AdRows) {
  const perRow = rows.map((r) => (r === "" ? complimentMessages.selectAd : undefined));
  return { perRow, all: perRow.some(Boolean) ? complimentMessages.selectAllAds : undefined };
}

/** Rows of ad dropdowns: always at least one, and the first cannot be removed. */
export function AdsSelector({ ads, rows, onChange, errors }: {
  ads: Ad[];
  rows: AdRows;
  onChange(rows: AdRows): void;
  errors?: ReturnType<typeof adRowErrors>;
}) {
  const id = useId();
  const businesses = [...new Map(ads.map((a) => [a.business.id, a.business.name])).entries()];
  const set = (i: number, value: number | "") => onChange(rows.map((r, j) => (j === i ? value : r)));
  return (
    <fieldset className="space-y-3" aria-describedby={errors?.all ? `${id}-all` : undefined}>
      <legend className="mb-1 text-sm font-medium text-stone-800">Ads</legend>
      {rows.map((row, i) => (
        <div key={i}>
          <div className="flex items-center gap-2">
            <label htmlFor={`${id}-${i}`} className="sr-only">Ad {i + 1}</label>
            <select
              id={`${id}-${i}`} value={row} onChange={(e) => set(i, e.target.value ? Number(e.target.value) : "")}
              aria-invalid={errors?.perRow[i] ? true : undefined}
              aria-describedby={errors?.perRow[i] ? `${id}-${i}-error` : undefined}
              className={`w-full rounded-md border bg-white px-3 py-2 ${errors?.perRow[i] ? "border-red-600" : "border-stone-300"}`}
            >
              <option value="">Choose an ad…</option>
              {businesses.map(([businessId, name]) => (
                <optgroup key={businessId} label={name}>
                  {ads.filter((a) => a.business.id === businessId).map((a) => (
                    <option key={a.id} value={a.id} disabled={a.id !== row && rows.includes(a.id)}>{a.title}</option>
                  ))}
                </optgroup>
              ))}
            </select>
            {i > 0 && (
              <button
                type="button" onClick={() => onChange(rows.filter((_, j) => j !== i))} aria-label={`Remove ad ${i + 1}`}
                className="rounded-md p-2 text-stone-600 ring-1 ring-stone-300 hover:bg-stone-100"
              >
                <X aria-hidden className="size-4" />
              </button>
            )}
          </div>
          {errors?.perRow[i] && <p id={`${id}-${i}-error`} className="mt-1 text-sm text-red-700">{errors.perRow[i]}</p>}
        </div>
      ))}
      {errors?.all && <p id={`${id}-all`} className="text-sm font-medium text-red-700">{errors.all}</p>}
      <button
        type="button" onClick={() => onChange([...rows, ""])} disabled={rows.length >= ads.length}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline disabled:text-stone-400"
      >
        <Plus aria-hidden className="size-4" /> Add another ad
      </button>
    </fieldset>
  );
}
