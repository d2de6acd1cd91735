"use client";

import { Plus, X } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { toast } from "@/lib/toast";
import { z } from "@/common/validations/zod";
import { Button } from "@/components/ui/button";
import { DraftNotice } from "@/components/ui/draft-notice";
import { FormAlert } from "@/components/ui/form-alert";
import { FormTextField } from "@/components/ui/form-text-field";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { saveLinks } from "@/lib/client/profile";
import { useFocusAfterRemoval } from "@/lib/focus";
import { useDraft } from "@/lib/forms/drafts";
import { formMessage, showFailure, useZodForm } from "@/lib/forms/use-zod-form";
import { linksSchema } from "@/common/validations/profile";

type Link = { name: string; url: string };
const INITIAL_SLOTS = 3;
const SAVE_FAILED = "Failed to update links";
const schema = z.object({ links: linksSchema });
const empty = (): Link => ({ name: "", url: "" });
const slotsOf = (links: Link[]) => ({ links: [...links, ...Array.from({ length: Math.max(0, INITIAL_SLOTS - links.length) }, empty)] });

/**
 * Name and address pairs: three slots to start, more on demand, never fewer than one. Spec §5:
 * only links with both parts are saved, so an empty or half-filled slot is dropped, not refused;
 * after saving, the slots show what was saved.
 */
export function LinksTab({ links }: { links: Link[] }) {
  // Checked on submit; a slot in error again as it changes.
  const form = useZodForm(schema, "submit", slotsOf(links));
  const draft = useDraft(form, "links");
  const { control, formState } = form;
  const slots = useFieldArray({ control, name: "links" });
  // The slot that took the removed one's place takes focus.
  const { container: formRef, removing } = useFocusAfterRemoval<HTMLFormElement>(slots.fields.length, (removes, at, form) => {
    const names = form.querySelectorAll('input[name$=".name"]');
    return [removes[at], removes[at - 1], names[Math.min(at, names.length - 1)]];
  });

  const onSubmit = form.handleSubmit(async ({ links: complete }) => {
    const result = await saveLinks(complete);
    if (!result.ok) return showFailure(form, result, SAVE_FAILED);
    draft.clear();
    toast.success("Links updated successfully!");
    form.reset(slotsOf(result.body.links));
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-3">
      {formState.isSubmitting && <LoadingOverlay />}
      <FormAlert message={formMessage(form)} />
      <DraftNotice draft={draft} />
      {slots.fields.map((slot, i) => (
        <fieldset key={slot.id} className="grid items-start gap-x-3 sm:grid-cols-[1fr_2fr_auto]">
          <legend className="sr-only">Site {i + 1}</legend>
          <FormTextField control={control} name={`links.${i}.name`} label={`Site Name ${i + 1}`} maxLength={50} />
          <FormTextField control={control} name={`links.${i}.url`} label={`Site URL ${i + 1}`} inputMode="url" placeholder="example.com" />
          {slots.fields.length > 1 && (
            <button
              type="button"
              aria-label={`Remove site ${i + 1}`}
              data-remove
              onClick={() => {
                removing(i);
                slots.remove(i);
              }}
              className="mt-6 rounded-md p-2 text-stone-600 ring-1 ring-stone-300 hover:bg-stone-100"
            >
              <X aria-hidden className="size-4" />
            </button>
          )}
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="secondary" onClick={() => slots.append(empty(), { shouldFocus: true })}>
          <Plus aria-hidden className="size-4" />
          Add a link
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Saving..." : "Save Links"}
        </Button>
      </div>
    </form>
  );
}
