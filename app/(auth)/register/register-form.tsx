"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect } from "react";
import { toastForNextPage } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { FormTextField } from "@/components/ui/form-text-field";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { TextLink } from "@/components/ui/text-link";
import { registerAction } from "@/lib/auth/actions";
import { actionResult, checkBeforeAction, formMessage, sentFields, showFailure, useZodForm } from "@/lib/forms/use-zod-form";
import { SOMETHING_WRONG } from "@/common/messages";
import { returnsUnverified, withNext } from "@/lib/routes";
import { registerSchema } from "@/common/validations/auth";

/** `next`: where to go once registered, and where the verification e-mail's link returns to. */
export function RegisterForm({ next }: { next?: string }) {
  const router = useRouter();
  // Spec §5: registration fields are checked on blur, on change and on submit.
  const form = useZodForm(registerSchema, "blur and change", { name: "", email: "", password: "", password_confirmation: "" });
  const { control } = form;
  // A confirmation already filled in is checked again when the password changes after it.
  useEffect(() => {
    const { unsubscribe } = form.watch((_, { name }) => {
      if (name === "password" && form.getFieldState("password_confirmation").isTouched) void form.trigger("password_confirmation");
    });
    return unsubscribe;
  }, [form]);
  const [, register, pending] = useActionState(async (_: unknown, sent: FormData) => {
    const result = await actionResult(registerAction(sentFields(form, sent), next));
    if (!result.ok) return showFailure(form, result, SOMETHING_WRONG);
    toastForNextPage("success", "Check your email to verify your account");
    router.replace(returnsUnverified(next) ? next : "/home");
    router.refresh();
  }, undefined);

  return (
    <form action={register} noValidate onSubmit={checkBeforeAction(form, registerSchema, register)} className="space-y-4">
      {pending && <LoadingOverlay />}
      <FormAlert message={formMessage(form)} />
      <FormTextField control={control} name="name" label="Name" autoComplete="name" required />
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
      <FormTextField control={control} name="password" label="Password" type="password" autoComplete="new-password" required revealable />
      <FormTextField
        control={control}
        name="password_confirmation"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        revealable
      />
      <Button type="submit" className="w-full" disabled={pending}>
        Register
      </Button>
      <p className="text-center text-sm">
        Already have an account? <TextLink href={withNext("/login", next)}>Log In</TextLink>
      </p>
    </form>
  );
}
