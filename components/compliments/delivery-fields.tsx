"use client";

import { useEffect, useId } from "react";
import { useController, useFormContext, useWatch, type Control } from "react-hook-form";
import { FormTextField } from "@/components/ui/form-text-field";
import { browserTimeZone } from "@/common/zoned-time";
import type { DeliveryFormValues } from "@/common/validations/delivery-form";
import { Button } from "@/components/ui/button";
import { ErrorLine } from "./ads-selector";
import { TimeZonePicker } from "./time-zone-picker";

const fieldClass = (error?: string) => `w-full rounded-md border bg-white px-3 py-2 ${error ? "border-red-600" : "border-stone-300"}`;

/** A date or time input of the delivery, with its label and error line. */
function WhenInput({ name, label, type }: { name: "date" | "time"; label: string; type: "date" | "time" }) {
  const id = useId();
  const { control } = useFormContext<DeliveryFormValues>();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        {...field}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={fieldClass(error)}
      />
      <ErrorLine id={`${id}-error`} message={error} />
    </div>
  );
}

/** The zone of the date and time: the browser's until the author picks another. */
function TimeZoneField() {
  const { control, setValue, getValues } = useFormContext<DeliveryFormValues>();
  const { field } = useController({ control, name: "time_zone" });
  // The browser's zone is known only in the browser: set after the page has hydrated.
  useEffect(() => {
    if (!getValues("time_zone")) setValue("time_zone", browserTimeZone());
  }, [getValues, setValue]);
  return <TimeZonePicker value={field.value} onChange={(zone) => field.onChange(zone)} />;
}

/**
 * Sending the compliment by e-mail, in the surrounding form: the recipient's address and, once
 * one is typed, when (now, or a date and time in a zone, the browser's by default) and whether to
 * remind them once. The address is the author's alone. An address that unsubscribed is said once,
 * under the field, with `withoutEmail`: the way on without it ("Create without e-mail").
 */
export function DeliveryFields({
  optional = true,
  withoutEmail,
}: {
  optional?: boolean;
  withoutEmail?: { label: string; onClick(): void; busy?: boolean };
}) {
  const { control, register, getFieldState, formState } = useFormContext<DeliveryFormValues>();
  const [email, send] = useWatch({ control, name: ["recipient_email", "send"] });
  const refused = getFieldState("recipient_email", formState).error?.type === "unsubscribed";
  const hintId = useId();
  return (
    <fieldset className="space-y-3 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 font-medium">Send it by e-mail</legend>
      <FormTextField
        control={control as Control<DeliveryFormValues>}
        name="recipient_email"
        label={optional ? "Recipient's email (optional)" : "Recipient's email"}
        type="email"
        autoComplete="off"
        maxLength={255}
        aria-describedby={hintId}
      />
      <p id={hintId} className="-mt-2 text-sm text-stone-600">
        Only you see this address. We e-mail them the card with its code, and never your note.
      </p>
      {refused && withoutEmail && (
        <Button type="button" variant="secondary" onClick={withoutEmail.onClick} disabled={withoutEmail.busy}>
          {withoutEmail.label}
        </Button>
      )}
      {email.trim() !== "" && (
        <>
          <div role="radiogroup" aria-label="When to send it" className="flex flex-wrap gap-x-6 gap-y-2">
            <label className="flex items-center gap-2">
              <input type="radio" value="now" {...register("send")} className="accent-brand-700" /> Send now
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" value="later" {...register("send")} className="accent-brand-700" /> Schedule
            </label>
          </div>
          {send === "later" && (
            <div className="grid gap-3 sm:grid-cols-3">
              <WhenInput name="date" label="Date" type="date" />
              <WhenInput name="time" label="Time" type="time" />
              <TimeZoneField />
            </div>
          )}
          <label className="flex items-start gap-2">
            <input type="checkbox" {...register("remind")} className="mt-1 size-4 accent-brand-700" />
            <span>Remind them once if it is not opened</span>
          </label>
        </>
      )}
    </fieldset>
  );
}
