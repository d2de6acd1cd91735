"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { FormTextField } from "@/components/ui/form-text-field";
import { contestDecision } from "@/lib/client/moderation";
import { formMessage, showFailure, toastFixErrors, useZodForm } from "@/lib/forms/use-zod-form";
import type { ContestLink } from "@/lib/api/moderation-shapes";
import { contestFormSchema } from "@/common/validations/moderation";
import { SOMETHING_WRONG } from "@/common/messages";

/** The objection to a decision, sent with the signed link's fields; the answer's message replaces the form. */
export function ContestForm({ link }: { link: ContestLink }) {
  const form = useZodForm(contestFormSchema, "submit", { explanation: "" });
  const [sent, setSent] = useState<string>();

  const onSubmit = form.handleSubmit(async ({ explanation }) => {
    const result = await contestDecision({ ...link, explanation });
    if (!result.ok) return showFailure(form, result, SOMETHING_WRONG);
    setSent(result.body.message);
  }, toastFixErrors);

  if (sent)
    return (
      // The form is gone: the answer takes the focus as it appears.
      <p ref={(answer) => answer?.focus()} role="status" tabIndex={-1} className="rounded-md bg-green-50 px-3 py-2 text-green-900">
        {sent}
      </p>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <FormAlert message={formMessage(form)} />
      <FormTextField control={form.control} name="explanation" label="Why the decision is wrong" rows={5} maxLength={2000} counter />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Sending..." : "Contest the decision"}
      </Button>
    </form>
  );
}
