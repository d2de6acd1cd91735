"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { Ad } from "@/lib/api/shapes";
import { updateComplimentAction } from "@/lib/compliments/actions";
import { AdsSelector, adRowErrors, type AdRows } from "./ads-selector";

/** The code page's ad picker: 'Save Ads' sends only the ad ids. */
export function AdPicker({ complimentId, ads, selected }: { complimentId: number; ads: Ad[]; selected: number[] }) {
  const [rows, setRows] = useState<AdRows>(selected.length ? selected : [""]);
  const [errors, setErrors] = useState<ReturnType<typeof adRowErrors>>();
  const [busy, setBusy] = useState(false);

  async function save() {
    const check = adRowErrors(rows);
    setErrors(check);
    if (check.all) return void toast.error(check.all);
    setBusy(true);
    const result = await updateComplimentAction(complimentId, { ads: rows.map(Number) }).catch(() => undefined);
    setBusy(false);
    if (result?.ok) toast.success("Ads saved successfully!");
    else toast.error("Failed to save ads");
  }

  return (
    <div className="space-y-4">
      <AdsSelector ads={ads} rows={rows} errors={errors} onChange={(r) => { setRows(r); if (errors) setErrors(adRowErrors(r)); }} />
      <Button type="button" onClick={save} disabled={busy}>{busy ? "Saving..." : "Save Ads"}</Button>
    </div>
  );
}
