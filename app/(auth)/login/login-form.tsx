"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { TextField } from "@/components/ui/text-field";
import { TextLink } from "@/components/ui/text-link";
import { loginAction } from "@/lib/auth/actions";
import { useActionSubmit } from "@/lib/forms/use-action-submit";
import { useValidatedForm } from "@/lib/forms/use-validated-form";
import { UNAUTHORIZED_LOGIN } from "@/lib/messages";
import { AFTER_LOGIN } from "@/lib/routes";
import { loginSchema } from "@/lib/validations/auth";

export function LoginForm({ next }: { next?: string }) {
  const router = useRouter();
  const form = useValidatedForm(loginSchema, { email: "", password: "" });
  const { busy, formError, submit } = useActionSubmit(form, loginAction, {
    onSuccess(result) {
      if (result.verified) {
        toast.success(result.message);
        router.replace(next ?? AFTER_LOGIN);
      } else {
        toast.info("Please verify your email.");
        // A verification link opened while logged out comes back here first; it must still verify.
        router.replace(next?.startsWith("/verify-email?") ? next : "/home");
      }
      router.refresh();
    },
    onFailure: (result) => result.status === 401 && toast.error(UNAUTHORIZED_LOGIN),
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {busy && <LoadingOverlay />}
      <FormAlert message={formError} />
      <TextField label="Email" type="email" autoComplete="email" required {...form.bind("email", "change")} />
      <TextField
        label="Password" type="password" autoComplete="current-password" required revealable
        {...form.bind("password", "change")}
      />
      <Button type="submit" className="w-full" disabled={busy}>Log In</Button>
      <div className="flex justify-between text-sm">
        <TextLink href="/forgot-password">Forgot Password</TextLink>
        <TextLink href="/register">Signup</TextLink>
      </div>
    </form>
  );
}
