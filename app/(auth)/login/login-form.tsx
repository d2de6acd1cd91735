"use client";

import { useRouter } from "next/navigation";
import { useActionState } from "react";
import { toast, toastForNextPage } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { FormTextField } from "@/components/ui/form-text-field";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { TextLink } from "@/components/ui/text-link";
import { loginAction } from "@/lib/auth/actions";
import { actionResult, checkBeforeAction, formMessage, sentFields, showFailure, useZodForm } from "@/lib/forms/use-zod-form";
import { SOMETHING_WRONG } from "@/common/messages";
import { AFTER_LOGIN, LOGIN_REASON_TOAST, returnsUnverified, withNext } from "@/lib/routes";

/** The log-in rules, fetched with the form's first check (lib/forms/use-zod-form.ts). */
const loginSchema = () => import("@/common/validations/auth").then((rules) => rules.loginSchema);

export function LoginForm({ next }: { next?: string }) {
  const router = useRouter();
  // Spec §5: login fields are checked on each change and all on submit.
  const form = useZodForm(loginSchema, "change", { email: "", password: "" });
  const { control } = form;
  const [, logIn, pending] = useActionState(async (_: unknown, sent: FormData) => {
    const result = await actionResult(loginAction(sentFields(form, sent)));
    if (!result.ok) {
      // One failed log in, one message, said once: in the form, by the fields, where it stays while
      // the user types again (a toast beside it said the same words). The reason's toast goes.
      toast.dismiss(LOGIN_REASON_TOAST);
      return showFailure(form, result, SOMETHING_WRONG, { toast: false });
    }
    if (result.verified) {
      toastForNextPage("success", result.message);
      router.replace(next ?? AFTER_LOGIN);
    } else {
      toastForNextPage("info", "Please verify your email.");
      // A verification link opened while logged out comes back here first; it must still verify. A
      // recipient claiming or replying needs no verified e-mail, so they go back to the compliment.
      router.replace(returnsUnverified(next) ? next : "/home");
    }
    router.refresh();
  }, undefined);

  return (
    <form action={logIn} noValidate onSubmit={checkBeforeAction(form, loginSchema, logIn)} className="space-y-4">
      {pending && <LoadingOverlay />}
      <FormAlert message={formMessage(form)} />
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        revealable
      />
      <Button type="submit" className="w-full" disabled={pending}>
        Log In
      </Button>
      <div className="flex justify-between text-sm">
        <TextLink href={withNext("/forgot-password", next)}>Forgot Password</TextLink>
        <TextLink href={withNext("/register", next)}>Signup</TextLink>
      </div>
    </form>
  );
}
