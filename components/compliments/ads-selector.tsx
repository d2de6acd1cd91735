"use client";

import { Plus, TriangleAlert, X } from "lucide-react";
import { useId } from "react";
import { useController, useFieldArray, useFormContext, useWatch, type Control } from "react-hook-form";
import type { Ad } from "@/lib/api/shapes";
import { NO_AD, type AdRow } from "@/lib/validations/compliment";

/** The part of a form this selector fills: its `ads` rows (see `adRowsSchema`). */
export type AdRowsValues = { ads: AdRow[] };

/**
 * The rows an ad list starts with: the chosen ads, or else one row, unchosen or (`noAd`) set to
 * "No ad", as the edit form shows a compliment that has none.
 */
export const adRows = (adIds: number[], { noAd = false } = {}): AdRow[] =>
  adIds.length ? adIds.map((adId) => ({ adId })) : [{ adId: noAd ? NO_AD : "" }];

const rowValue = (value: string): AdRow["adId"] => (value === "" || value === NO_AD ? value : Number(value));

export function ErrorLine({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 flex items-center gap-1 text-sm text-red-700">
      <TriangleAlert aria-hidden className="size-4 shrink-0" />
      {message}
    </p>
  );
}

type AdSelectProps = { control: Control<AdRowsValues>; index: number; ads: Ad[]; taken: Set<number>; alone: boolean };

/** One row's dropdown; the first row also offers "No ad" while it is the only row. */
function AdSelect({ control, index, ads, taken, alone }: AdSelectProps) {
  const id = useId();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: `ads.${index}.adId` });
  const error = fieldState.error?.message;
  const businesses = [...new Map(ads.map((a) => [a.business.id, a.business.name])).entries()];
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Ad {index + 1}
      </label>
      <select
        id={id}
        ref={ref}
        name={name}
        value={value}
        onBlur={onBlur}
        onChange={(e) => onChange(rowValue(e.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`w-full rounded-md border bg-white px-3 py-2 ${error ? "border-red-600" : "border-stone-300"}`}
      >
        <option value="">Choose an ad…</option>
        {index === 0 && (
          <option value={NO_AD} disabled={!alone}>
            No ad
          </option>
        )}
        {businesses.map(([businessId, name]) => (
          <optgroup key={businessId} label={name}>
            {ads
              .filter((a) => a.business.id === businessId)
              .map((a) => (
                <option key={a.id} value={a.id} disabled={a.id !== value && taken.has(a.id)}>
                  {a.title}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      <ErrorLine id={`${id}-error`} message={error} />
    </>
  );
}

/**
 * The `ads` field of the surrounding form (a FormProvider): rows of ad dropdowns, always at least
 * one, the first not removable; an ad chosen in one row is not offered in another. The first row
 * may say "No ad" while it is the only one, and then no other row can be added. Spec §5's
 * messages show under each empty row and under the list.
 */
export function AdsSelector({ ads }: { ads: Ad[] }) {
  const id = useId();
  const { control, formState, trigger } = useFormContext<AdRowsValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "ads" });
  const rows = useWatch({ control, name: "ads" });
  const taken = new Set(rows.flatMap((r) => (typeof r.adId === "number" ? [r.adId] : [])));
  const noAd = rows[0]?.adId === NO_AD;
  const listError = formState.errors.ads?.root?.message ?? formState.errors.ads?.message;
  return (
    // A row's change also re-checks the list's own message once it shows.
    <fieldset
      className="space-y-3"
      aria-describedby={listError ? `${id}-all` : undefined}
      onChange={() => listError && void trigger("ads")}
    >
      <legend className="mb-1 text-sm font-medium text-stone-800">Ads</legend>
      {fields.map((row, i) => (
        <div key={row.id}>
          <div className="flex items-start gap-2">
            <div className="flex-1">
              <AdSelect control={control} index={i} ads={ads} taken={taken} alone={fields.length === 1} />
            </div>
            {i > 0 && (
              <button
                type="button"
                onClick={() => remove(i)}
                aria-label={`Remove ad ${i + 1}`}
                className="rounded-md p-2 text-stone-600 ring-1 ring-stone-300 hover:bg-stone-100"
              >
                <X aria-hidden className="size-4" />
              </button>
            )}
          </div>
        </div>
      ))}
      <ErrorLine id={`${id}-all`} message={listError} />
      <button
        type="button"
        onClick={() => append({ adId: "" })}
        disabled={noAd || fields.length >= ads.length}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline disabled:text-stone-400"
      >
        <Plus aria-hidden className="size-4" /> Add another ad
      </button>
    </fieldset>
  );
}
