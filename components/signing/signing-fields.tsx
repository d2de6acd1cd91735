"use client";

import { useId } from "react";
import { useFormContext, useWatch, type Control } from "react-hook-form";
import { FormTextField } from "@/components/ui/form-text-field";
import type { SigningFormValues } from "@/common/validations/signing";

/**
 * "Invite others to sign", in the create form: once ticked, when signing closes (optional; empty
 * closes it at the e-mail's delivery time when one is scheduled, else when the organiser closes it).
 */
export function SigningFields() {
  const { control, register } = useFormContext<SigningFormValues>();
  const invite = useWatch({ control, name: "invite_signers" });
  const hintId = useId();
  const closesHintId = useId();
  return (
    <fieldset className="space-y-3 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 font-medium">Group compliment</legend>
      <label className="flex items-start gap-2">
        <input type="checkbox" {...register("invite_signers")} className="mt-1 size-4 accent-brand-700" aria-describedby={hintId} />
        <span>Invite others to sign</span>
      </label>
      <p id={hintId} className="-mt-2 text-sm text-stone-600">
        Others sign it through a link of its own. Its code stays hidden until signing closes.
      </p>
      {invite && (
        <>
          <FormTextField
            control={control as Control<SigningFormValues>}
            name="signing_closes_at"
            label="Signing closes (optional)"
            type="datetime-local"
            aria-describedby={closesHintId}
          />
          <p id={closesHintId} className="-mt-2 text-sm text-stone-600">
            Empty: at the e-mail&apos;s delivery time when one is set, otherwise when you close it.
          </p>
        </>
      )}
    </fieldset>
  );
}
