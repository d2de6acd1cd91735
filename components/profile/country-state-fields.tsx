"use client";

import { TriangleAlert } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useController, type Control, type FieldValues, type Path, type PathValue } from "react-hook-form";
import { toastFailure } from "@/lib/client/api";
import { listStates, type Place } from "@/lib/client/places";
import { LOAD_FAILED } from "@/common/messages";

type Props<I extends FieldValues, O> = {
  control: Control<I, unknown, O>;
  /** The form's state field: a state id as text, "" for none. */
  name: Path<I>;
  countries: Place[];
  /** The state saved before, shown until its country's states are loaded. */
  saved: { id: number; name: string; countryId: number } | null;
};

/**
 * "Country" and "State": the country is chosen from the list (it is not part of the form), then the
 * state of the form's field from that country's states, loaded when the country changes. The
 * profile's personal details and a business's details use it.
 */
export function CountryStateFields<I extends FieldValues, O>({ control, name, countries, saved }: Props<I, O>) {
  const [countryId, setCountryId] = useState(saved ? String(saved.countryId) : "");
  // The states loaded for a country; those of another country are not shown.
  const [loaded, setLoaded] = useState<{ countryId: string; states: Place[] } | null>(null);
  const states = loaded?.countryId === countryId ? loaded.states : null;
  const ids = { country: useId(), state: useId() };
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error: { message: error } = {} },
  } = useController({ control, name });

  // The country list comes first; the states follow the chosen country.
  useEffect(() => {
    if (!countryId) return;
    let current = true;
    void listStates(Number(countryId)).then((result) => {
      if (!current) return;
      if (result.ok) setLoaded({ countryId, states: result.body });
      else toastFailure(result, LOAD_FAILED);
    });
    return () => {
      current = false;
    };
  }, [countryId]);

  const select = "w-full rounded-md border bg-white px-3 py-2";
  return (
    <>
      <div>
        <label htmlFor={ids.country} className="mb-1 block text-sm font-medium">
          Country
        </label>
        <select
          id={ids.country}
          value={countryId}
          className={`${select} border-stone-300`}
          onChange={(e) => {
            setCountryId(e.target.value);
            onChange("" as PathValue<I, Path<I>>);
          }}
        >
          <option value="">Choose a country…</option>
          {countries.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.state} className="mb-1 block text-sm font-medium">
          State
        </label>
        <select
          id={ids.state}
          ref={ref}
          name={name}
          value={String(value ?? "")}
          disabled={!states}
          onChange={(e) => onChange(e.target.value as PathValue<I, Path<I>>)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.state}-error` : undefined}
          className={`${select} disabled:bg-stone-100 ${error ? "border-red-600" : "border-stone-300"}`}
        >
          <option value="">{countryId && !states ? "Loading states…" : "Choose a state…"}</option>
          {(states ?? (saved ? [saved] : [])).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <p id={`${ids.state}-error`} className="mt-1 flex min-h-5 items-center gap-1 text-sm text-red-700">
          {error && <TriangleAlert aria-hidden className="size-4 shrink-0" />}
          {error}
        </p>
      </div>
    </>
  );
}
