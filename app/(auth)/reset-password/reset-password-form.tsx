"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect, useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { FormTextField } from "@/components/ui/form-text-field";
import { TextLink } from "@/components/ui/text-link";
import { resetPassword } from "@/lib/client/auth";
import { checkBeforeAction, sentFields, showFailure, useZodForm } from "@/lib/forms/use-zod-form";
import { withNext } from "@/lib/routes";
import { resetPasswordSchema } from "@/common/validations/auth";
import { messages } from "@/common/validations/messages";

const REDIRECT_AFTER_MS = 2000;

/** After the reset, log in goes on to `next`: where the user was going when they asked for the link. */
export function ResetPasswordForm({ token, email, next }: { token?: string; email?: string; next?: string }) {
  const router = useRouter();
  // Spec §5: the new password and its confirmation are checked on blur and on submit.
  const form = useZodForm(resetPasswordSchema, "blur", { email: email ?? "", token: token ?? "", password: "", password_confirmation: "" });
  const { control, formState } = form;
  const [done, setDone] = useState(false);
  const linkIsComplete = Boolean(token && email);

  useEffect(() => {
    if (linkIsComplete) return;
    toast.error(messages.invalidResetLink);
    router.replace(withNext("/forgot-password", next));
  }, [linkIsComplete, next, router]);

  // The browser sends the reset itself (lib/client/auth.ts); the backend re-checks the password.
  const [, reset, pending] = useActionState(async (_: unknown, sent: FormData) => {
    const result = await resetPassword(sentFields(form, sent));
    if (!result.ok) return showFailure(form, result, "Failed to reset password");
    setDone(true);
    toast.success(result.body.message);
    setTimeout(() => router.push(withNext("/login", next)), REDIRECT_AFTER_MS);
  }, undefined);

  if (!linkIsComplete)
    return (
      <p role="alert" className="text-red-800">
        {messages.invalidResetLink}
      </p>
    );
  return (
    <form action={reset} noValidate onSubmit={checkBeforeAction(form, resetPasswordSchema, reset)} className="space-y-4">
      <FormAlert message={formState.errors.token?.message} />
      <FormTextField control={control} name="email" label="Email" type="email" readOnly />
      <FormTextField
        control={control}
        name="password"
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        revealable
      />
      <FormTextField
        control={control}
        name="password_confirmation"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        revealable
      />
      <Button type="submit" className="w-full" disabled={pending || done}>
        {pending ? "Resetting..." : "Reset Password"}
      </Button>
      <p className="text-center text-sm">
        <TextLink href={withNext("/forgot-password", next)}>Request a new link</TextLink>
      </p>
    </form>
  );
}
