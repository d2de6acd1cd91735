"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { toastForNextPage } from "@/components/ui/app-toaster";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { FormTextField } from "@/components/ui/form-text-field";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { TextLink } from "@/components/ui/text-link";
import { loginAction } from "@/lib/auth/actions";
import { actionResult, formMessage, showFailure, toastFixErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { SOMETHING_WRONG, UNAUTHORIZED_LOGIN } from "@/common/messages";
import { AFTER_LOGIN, LOGIN_REASON_TOAST, returnsUnverified, withNext } from "@/lib/routes";
import { loginSchema } from "@/common/validations/auth";

export function LoginForm({ next }: { next?: string }) {
  const router = useRouter();
  // Spec §5: login fields are checked on each change and all on submit.
  const form = useZodForm(loginSchema, "change", { email: "", password: "" });
  const { control, formState } = form;
  const onSubmit = form.handleSubmit(async (input) => {
    const result = await actionResult(loginAction(input));
    if (!result.ok) {
      // One failed log in, one message: spec §8's 401 text says what the server's does. It replaces the
      // reason's toast, and an earlier failure's (showFailure's toasts share one id).
      toast.dismiss(LOGIN_REASON_TOAST);
      showFailure(form, result.status === 401 ? { ...result, message: UNAUTHORIZED_LOGIN } : result, SOMETHING_WRONG);
      return;
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
  }, toastFixErrors);

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      {formState.isSubmitting && <LoadingOverlay />}
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
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        Log In
      </Button>
      <div className="flex justify-between text-sm">
        <TextLink href={withNext("/forgot-password", next)}>Forgot Password</TextLink>
        <TextLink href={withNext("/register", next)}>Signup</TextLink>
      </div>
    </form>
  );
}
