"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { FormTextField } from "@/components/ui/form-text-field";
import { requestResubscribeLink } from "@/lib/client/unsubscribe";
import { formMessage, showFailure, toastFixErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { resubscribeRequestSchema } from "@/common/validations/unsubscribe";

/**
 * Asks for the link to receive compliments again. The answer says the same whatever the address,
 * and replaces the form, so a second press needs a reload: nobody sends a stranger a stack of mails.
 */
export function ResubscribeForm() {
  const form = useZodForm(resubscribeRequestSchema, "blur", { email: "" });
  const { control, formState } = form;
  const [sent, setSent] = useState<string>();
  const onSubmit = form.handleSubmit(async (input) => {
    const result = await requestResubscribeLink(input);
    if (result.ok) return setSent(result.body.message);
    showFailure(form, result, "Failed to send the link");
  }, toastFixErrors);

  if (sent) {
    return (
      <p role="status" className="rounded-md bg-brand-50 px-3 py-2 text-brand-800">
        {sent} Please check your email.
      </p>
    );
  }
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <FormAlert message={formMessage(form)} />
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Sending..." : "Send me a link"}
      </Button>
    </form>
  );
}
