"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { Profile } from "@/lib/api/shapes";
import { callApi, firstErrors } from "@/lib/client/api";
import { saveProfile } from "@/lib/client/profile";
import { fieldErrors } from "@/lib/validations/auth";
import { blockingPersonalFields, personalDetailsSchema } from "@/lib/validations/profile";
import { LOAD_FAILED } from "@/lib/messages";

type Option = { id: number; name: string };
type Values = Record<"first_name" | "last_name" | "phone_number" | "bio" | "address" | "zip_code" | "state_id", string>;

const scrollToTop = () => window.scrollTo({ top: 0, behavior: "smooth" });

export function PersonalDetailsTab({ profile, countries }: { profile: Profile; countries: Option[] }) {
  const [values, setValues] = useState<Values>({
    first_name: profile.firstName, last_name: profile.lastName, phone_number: profile.phone, bio: profile.bio,
    address: profile.address, zip_code: profile.zip, state_id: profile.state ? String(profile.state.id) : "",
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [countryId, setCountryId] = useState(profile.state ? String(profile.state.countryId) : "");
  const [states, setStates] = useState<Option[] | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { country: useId(), state: useId() };

  // The country list comes first; the states follow the chosen country.
  useEffect(() => {
    if (!countryId) return setStates(null);
    let current = true;
    setStates(null);
    callApi<{ data: { data: Option[] } }>(`helpers/countries/${countryId}/states`).then((result) => {
      if (!current) return;
      if (result.ok) setStates(result.body.data.data);
      else toast.error(result.message ?? LOAD_FAILED);
    });
    return () => { current = false; };
  }, [countryId]);

  const check = (next: Values) => {
    const result = personalDetailsSchema.safeParse(next);
    return result.success ? {} : firstErrors(fieldErrors(result.error));
  };
  const bind = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name],
    onValueChange: (v: string) => {
      const next = { ...values, [name]: v };
      setValues(next);
      setErrors((e) => ({ ...e, [name]: check(next)[name] }));
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (blockingPersonalFields.some((f) => found[f])) return scrollToTop();
    setBusy(true);
    const { address, ...rest } = values;
    const result = await saveProfile({ ...rest, "addresses[0]": address });
    setBusy(false);
    if (result.ok) return void toast.success("Personal details updated successfully!");
    setErrors((e) => ({ ...e, ...firstErrors(result.errors), address: result.errors?.["addresses.0"]?.[0] ?? result.errors?.address?.[0] }));
    scrollToTop();
    toast.error(result.status === 0 ? result.message! : "Failed to update personal details");
  }

  const select = "w-full rounded-md border border-stone-300 bg-white px-3 py-2";
  return (
    <form noValidate onSubmit={submit} className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
      <TextField label="First Name" autoComplete="given-name" required maxLength={20} {...bind("first_name")} />
      <TextField label="Last Name" autoComplete="family-name" required maxLength={20} {...bind("last_name")} />
      <TextField label="Mobile" type="tel" autoComplete="tel" maxLength={20} {...bind("phone_number")} />
      <TextField label="Zip Code" inputMode="numeric" autoComplete="postal-code" maxLength={15} {...bind("zip_code")} />
      <TextField label="Address" autoComplete="street-address" maxLength={100} className="sm:col-span-2" {...bind("address")} />
      <div>
        <label htmlFor={ids.country} className="mb-1 block text-sm font-medium">Country</label>
        <select id={ids.country} value={countryId} className={select}
          onChange={(e) => { setCountryId(e.target.value); setValues((v) => ({ ...v, state_id: "" })); }}>
          <option value="">Choose a country…</option>
          {countries.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor={ids.state} className="mb-1 block text-sm font-medium">State</label>
        <select id={ids.state} value={values.state_id} disabled={!states} className={`${select} disabled:bg-stone-100`}
          aria-invalid={errors.state_id ? true : undefined}
          onChange={(e) => setValues((v) => ({ ...v, state_id: e.target.value }))}>
          <option value="">{countryId && !states ? "Loading states…" : "Choose a state…"}</option>
          {(states ?? (profile.state ? [profile.state] : [])).map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
        </select>
        <p className="mt-1 min-h-5 text-sm text-red-700">{errors.state_id}</p>
      </div>
      <TextField label="Description" rows={4} maxLength={1000} counter className="sm:col-span-2" {...bind("bio")} />
      <div className="sm:col-span-2"><Button type="submit" disabled={busy}>{busy ? "Saving..." : "Save Personal Details"}</Button></div>
    </form>
  );
}
