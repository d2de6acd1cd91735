"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { FormTextField } from "@/components/ui/form-text-field";
import { TextField } from "@/components/ui/text-field";
import { sendReport, type ReportTarget } from "@/lib/client/reports";
import { formMessage, showFailure, useZodForm } from "@/lib/forms/use-zod-form";
import { SOMETHING_WRONG } from "@/common/messages";
import {
  EXPLANATION_MAX,
  guestReportFormSchema,
  REPORT_REASONS,
  reportFormSchema,
  reportMessages,
  type ReportFormFields,
  type ReportFormInput,
} from "@/common/validations/report";
import type { z } from "@/common/validations/zod";

export const reportNouns: Record<ReportTarget["kind"], string> = {
  compliment: "compliment",
  message: "message",
  profile: "profile",
  ad: "ad",
  review: "review",
  signature: "signature",
};

/**
 * The report form (DSA Art. 16's notice): a reason, an explanation, the place (filled in, shown
 * read-only), a guest's name and e-mail, the good-faith confirmation. On success it says the
 * backend's thank-you in place of the form, focused so it is read out, with `after` (a Close
 * button in the dialog); a refusal shows its message and keeps what was typed. `actions` are the
 * buttons beside Send (Cancel in the dialog).
 */
export function ReportForm({
  target,
  guest,
  place,
  actions,
  after,
  onReceived,
}: {
  target: ReportTarget;
  guest: boolean;
  place: string;
  actions?: React.ReactNode;
  after?: React.ReactNode;
  onReceived?: () => void;
}) {
  const thanks = useRef<HTMLParagraphElement>(null);
  const ids = { reasonError: useId(), goodFaithError: useId() };
  const [received, setReceived] = useState<string>();
  const schema = (guest ? guestReportFormSchema : reportFormSchema) as unknown as z.ZodType<ReportFormFields, ReportFormInput>;
  const form = useZodForm(schema, "submit", { explanation: "", good_faith: false, ...(guest && { name: "", email: "" }) });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (received) thanks.current?.focus();
  }, [received]);

  const onSubmit = form.handleSubmit(async (fields) => {
    const result = await sendReport(target, place, fields);
    if (!result.ok) return showFailure(form, result, SOMETHING_WRONG, { toast: false });
    setReceived(result.body);
    onReceived?.();
  });

  if (received)
    return (
      <div className="mt-4">
        <p ref={thanks} tabIndex={-1} role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900">
          {received}
        </p>
        <p className="mt-2 text-sm text-stone-600">A receipt is on its way to your e-mail; we will write again with the decision.</p>
        {after}
      </div>
    );

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-3">
      <p className="text-sm text-stone-600">
        Tell us what is wrong with this {reportNouns[target.kind]}. A person reads every report; the person you report is not told who
        reported them.
      </p>
      <FormAlert message={formMessage(form)} />
      <fieldset aria-describedby={errors.reason ? ids.reasonError : undefined}>
        <legend className="mb-1 text-sm font-medium text-stone-800">Reason</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {REPORT_REASONS.map((r) => (
            <label key={r.value} className="flex items-center gap-2 rounded px-1 py-1">
              <input type="radio" value={r.value} {...form.register("reason")} className="size-4 accent-brand-700" />
              {r.label}
            </label>
          ))}
        </div>
        <p id={ids.reasonError} className="mt-1 min-h-5 text-sm text-red-700">
          {errors.reason?.message}
        </p>
      </fieldset>
      <FormTextField control={form.control} name="explanation" label="What is wrong here?" rows={4} maxLength={EXPLANATION_MAX} counter />
      <TextField label="Where" name="place" value={place} readOnly />
      {guest && (
        <div className="grid gap-x-4 sm:grid-cols-2">
          <FormTextField control={form.control} name="name" label="Your name" autoComplete="name" maxLength={31} />
          <FormTextField control={form.control} name="email" label="Your e-mail" type="email" autoComplete="email" maxLength={255} />
        </div>
      )}
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            {...form.register("good_faith")}
            aria-invalid={errors.good_faith ? true : undefined}
            aria-describedby={errors.good_faith ? ids.goodFaithError : undefined}
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
          />
          {reportMessages.goodFaithLabel}
        </label>
        <p id={ids.goodFaithError} className="mt-1 min-h-5 text-sm text-red-700">
          {errors.good_faith?.message}
        </p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {actions}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Sending..." : "Send report"}
        </Button>
      </div>
    </form>
  );
}
