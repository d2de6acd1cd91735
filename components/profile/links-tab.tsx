"use client";

import { Plus, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { saveProfile } from "@/lib/client/profile";
import { filledLinks, linkErrors } from "@/lib/validations/profile";

type Link = { name: string; url: string };
const INITIAL_SLOTS = 3;

/** Name and address pairs: three slots to start, more on demand, never fewer than one. */
export function LinksTab({ links }: { links: Link[] }) {
  const [slots, setSlots] = useState<Link[]>([...links, ...Array(Math.max(0, INITIAL_SLOTS - links.length)).fill({ name: "", url: "" })]);
  const [errors, setErrors] = useState<Array<{ name?: string; url?: string }>>([]);
  const [busy, setBusy] = useState(false);

  const set = (i: number, key: keyof Link, value: string) => {
    const next = slots.map((s, j) => (j === i ? { ...s, [key]: value } : s));
    setSlots(next);
    if (errors[i]) setErrors((e) => e.map((x, j) => (j === i ? linkErrors(next[i], i + 1) : x)));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = slots.map((s, i) => linkErrors(s, i + 1));
    setErrors(found);
    if (found.some((e) => e.name || e.url)) return void window.scrollTo({ top: 0, behavior: "smooth" });
    const saved = filledLinks(slots);
    const fields = Object.fromEntries(saved.flatMap((l, i) => [[`links[${i}][name]`, l.name], [`links[${i}][url]`, l.url]]));
    setBusy(true);
    const result = await saveProfile(saved.length ? fields : { links: "[]" });
    setBusy(false);
    if (result.ok) return void toast.success("Links updated successfully!");
    toast.error(result.message && result.status === 422 ? result.message : "Failed to update links");
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      {slots.map((slot, i) => (
        <fieldset key={i} className="grid items-start gap-x-3 sm:grid-cols-[1fr_2fr_auto]">
          <legend className="sr-only">Site {i + 1}</legend>
          <TextField label={`Site Name ${i + 1}`} name={`links[${i}][name]`} value={slot.name} error={errors[i]?.name} maxLength={50}
            onValueChange={(v) => set(i, "name", v)} />
          <TextField label={`Site URL ${i + 1}`} name={`links[${i}][url]`} value={slot.url} error={errors[i]?.url} inputMode="url"
            placeholder="example.com" onValueChange={(v) => set(i, "url", v)} />
          {slots.length > 1 && (
            <button type="button" aria-label={`Remove site ${i + 1}`} onClick={() => { setSlots(slots.filter((_, j) => j !== i)); setErrors([]); }}
              className="mt-6 rounded-md p-2 text-stone-600 ring-1 ring-stone-300 hover:bg-stone-100">
              <X aria-hidden className="size-4" />
            </button>
          )}
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="secondary" onClick={() => setSlots([...slots, { name: "", url: "" }])}>
          <Plus aria-hidden className="size-4" />Add a link
        </Button>
        <Button type="submit" disabled={busy}>{busy ? "Saving..." : "Save Links"}</Button>
      </div>
    </form>
  );
}
