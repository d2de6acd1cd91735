"use client";

import { Plus, TriangleAlert, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useController, useFieldArray, useFormContext, useWatch, type Control } from "react-hook-form";
import { Combobox, type ComboOption } from "@/components/ui/combobox";
import type { Ad } from "@/lib/api/shapes";
import { adTitle, searchAds } from "@/lib/client/ads";
import { useFocusAfterRemoval } from "@/lib/focus";
import { ADS_FETCH_FAILED } from "@/common/messages";
import { NO_AD, type AdRow } from "@/common/validations/compliment";

/** The part of a form this selector fills: its `ads` rows (see `adRowsSchema`). */
export type AdRowsValues = { ads: AdRow[] };

/**
 * The rows an ad list starts with: the chosen ads, or else one row, unchosen or (`noAd`) set to
 * "No ad", as the edit form shows a compliment that has none.
 */
export const adRows = (adIds: number[], { noAd = false } = {}): AdRow[] =>
  adIds.length ? adIds.map((adId) => ({ adId })) : [{ adId: noAd ? NO_AD : "" }];

const NO_AD_LABEL = "No ad";

export function ErrorLine({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 flex items-center gap-1 text-sm text-red-700">
      <TriangleAlert aria-hidden className="size-4 shrink-0" />
      {message}
    </p>
  );
}

/** What a search that finds no ad says. */
const NO_MATCHING_ADS = "No ads match";

const adOption = (ad: Ad): ComboOption => ({ value: String(ad.id), label: ad.title, detail: ad.business.name });
const findAds = async (text: string, page: number) => {
  const result = await searchAds(text, page);
  return result.ok ? { ...result, body: { ...result.body, items: result.body.items.map(adOption) } } : result;
};

type AdSelectProps = {
  control: Control<AdRowsValues>;
  index: number;
  /** The titles of the ads chosen so far, by id: what each row shows. */
  titles: Map<number, string>;
  onChosen(option: ComboOption): void;
  taken: Set<number>;
  alone: boolean;
};

/** One row's searchable choice of an ad; the first row also offers "No ad" while it is the only row. */
function AdSelect({ control, index, titles, onChosen, taken, alone }: AdSelectProps) {
  const id = useId();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: `ads.${index}.adId` });
  const error = fieldState.error?.message;
  const chosenLabel = value === NO_AD ? NO_AD_LABEL : value === "" ? "" : (titles.get(value) ?? "");
  return (
    <>
      <Combobox
        label={`Ad ${index + 1}`}
        labelHidden
        name={name}
        inputRef={ref}
        chosenValue={String(value)}
        chosenLabel={chosenLabel}
        placeholder="Choose an ad…"
        fixed={index === 0 ? [{ value: NO_AD, label: NO_AD_LABEL, disabled: !alone }] : []}
        isDisabled={(o) => o.value !== String(value) && taken.has(Number(o.value))}
        search={findAds}
        onChoose={(o) => {
          onChange(o.value === NO_AD ? NO_AD : Number(o.value));
          onChosen(o);
        }}
        onClear={() => onChange("")}
        onBlur={onBlur}
        noMatches={NO_MATCHING_ADS}
        searchFailed={ADS_FETCH_FAILED}
        invalid={!!error}
        describedBy={error ? `${id}-error` : undefined}
      />
      <ErrorLine id={`${id}-error`} message={error} />
    </>
  );
}

/**
 * The `ads` field of the surrounding form (a FormProvider): rows of searchable ad choices, always
 * at least one, the first not removable; an ad chosen in one row cannot be chosen in another. The
 * first row may say "No ad" while it is the only one, and then no other row can be added. Spec §5's
 * messages show under each empty row and under the list. `chosen`: the ads already chosen (the
 * page reads only these; every other ad is searched for as the user types).
 */
export function AdsSelector({ chosen }: { chosen: Ad[] }) {
  const id = useId();
  const [titles, setTitles] = useState(() => new Map(chosen.map((ad) => [ad.id, ad.title])));
  const { control, formState, trigger } = useFormContext<AdRowsValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "ads" });
  // The row that took the removed one's place takes focus (the first row has no Remove).
  const { container: list, removing } = useFocusAfterRemoval<HTMLFieldSetElement>(fields.length, (removes, at, list) => {
    const rows = list.querySelectorAll("[role=combobox]");
    return [removes[at - 1], removes[at - 2], rows[Math.min(at, rows.length - 1)]];
  });
  const rows = useWatch({ control, name: "ads" });
  const taken = new Set(rows.flatMap((r) => (typeof r.adId === "number" ? [r.adId] : [])));
  const noAd = rows[0]?.adId === NO_AD;
  // A draft put back after logging in may hold ads chosen by searching: their titles are read once.
  const untitled = [...taken].filter((adId) => !titles.has(adId)).join(",");
  useEffect(() => {
    for (const adId of untitled ? untitled.split(",").map(Number) : []) {
      void adTitle(adId).then((result) => result.ok && setTitles((known) => new Map(known).set(adId, result.body)));
    }
  }, [untitled]);
  const listError = formState.errors.ads?.root?.message ?? formState.errors.ads?.message;
  return (
    <fieldset ref={list} className="space-y-3" aria-describedby={listError ? `${id}-all` : undefined}>
      <legend className="mb-1 text-sm font-medium text-stone-800">Ads</legend>
      {fields.map((row, i) => (
        <div key={row.id}>
          <div className="flex items-start gap-2">
            <div className="flex-1">
              <AdSelect
                control={control}
                index={i}
                titles={titles}
                onChosen={(o) => {
                  if (o.value !== NO_AD) setTitles((known) => new Map(known).set(Number(o.value), o.label));
                  // A row's choice also re-checks the list's own message once it shows.
                  if (listError) void trigger("ads");
                }}
                taken={taken}
                alone={fields.length === 1}
              />
            </div>
            {i > 0 && (
              <button
                type="button"
                onClick={() => {
                  removing(i);
                  remove(i);
                }}
                aria-label={`Remove ad ${i + 1}`}
                data-remove
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
        disabled={noAd}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline disabled:text-stone-400"
      >
        <Plus aria-hidden className="size-4" /> Add another ad
      </button>
    </fieldset>
  );
}
