"use client";

import { TextLink } from "@/components/ui/text-link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { TextField } from "@/components/ui/text-field";
import { loginAction } from "@/lib/auth/actions";
import { useValidatedForm } from "@/lib/forms/use-validated-form";
import { SOMETHING_WRONG, UNAUTHORIZED_LOGIN } from "@/lib/messages";
import { AFTER_LOGIN } from "@/lib/routes";
import { loginSchema, messages } from "@/lib/validations/auth";

export function LoginForm({ next }: { next?: string }) {
  const router = useRouter();
  const form = useValidatedForm(loginSchema, { email: "", password: "" });
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const input = form.validateAll();
    if (!input) return void toast.error(messages.fixErrors);
    setBusy(true);
    try {
      const result = await loginAction(input);
      if (!result.ok) {
        form.setServerErrors(result.errors);
        setFormError(result.message);
        toast.error(result.message);
        if (result.status === 401) toast.error(UNAUTHORIZED_LOGIN);
        return;
      }
      if (result.verified) {
        toast.success(result.message);
        router.replace(next ?? AFTER_LOGIN);
      } else {
        toast.info("Please verify your email.");
        router.replace("/home");
      }
      router.refresh();
    } catch {
      toast.error(SOMETHING_WRONG);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {busy && <LoadingOverlay />}
      <FormAlert message={formError} />
      <TextField
        label="Email" type="email" autoComplete="email" required {...form.bind("email", "change")}
      />
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
