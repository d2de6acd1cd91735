"use client";

import { useActionState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormTextField } from "@/components/ui/form-text-field";
import { TextLink } from "@/components/ui/text-link";
import { forgotPassword } from "@/lib/client/auth";
import { checkBeforeAction, sentFields, showFailure, useZodForm } from "@/lib/forms/use-zod-form";
import { withNext } from "@/lib/routes";
import { forgotPasswordSchema } from "@/common/validations/auth";

export function ForgotPasswordForm({ next }: { next?: string }) {
  // Spec §5: the e-mail is checked on blur and on submit.
  const form = useZodForm(forgotPasswordSchema, "blur", { email: "" });
  const { control } = form;
  // The browser asks the backend itself (lib/client/auth.ts), which re-checks the address.
  const [, send, pending] = useActionState(async (_: unknown, sent: FormData) => {
    const result = await forgotPassword(sentFields(form, sent), next);
    if (result.ok) return void toast.success(`${result.body.message} Please check your email.`);
    showFailure(form, result, "Failed to send reset link");
  }, undefined);

  return (
    <form action={send} noValidate onSubmit={checkBeforeAction(form, forgotPasswordSchema, send)} className="space-y-4">
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Sending..." : "Send Reset Link"}
      </Button>
      <p className="text-center text-sm">
        <TextLink href={withNext("/login", next)}>Back to Login</TextLink>
      </p>
    </form>
  );
}
