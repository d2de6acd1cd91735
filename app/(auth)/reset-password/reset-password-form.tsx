"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import { TextLink } from "@/components/ui/text-link";
import { callApi } from "@/lib/client/api";
import { useValidatedForm } from "@/lib/forms/use-validated-form";
import { messages, resetPasswordSchema } from "@/lib/validations/auth";

const REDIRECT_AFTER_MS = 2000;

export function ResetPasswordForm({ token, email }: { token?: string; email?: string }) {
  const router = useRouter();
  const form = useValidatedForm(resetPasswordSchema, { email: email ?? "", token: token ?? "", password: "", password_confirmation: "" });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const linkIsComplete = Boolean(token && email);

  useEffect(() => {
    if (linkIsComplete) return;
    toast.error(messages.invalidResetLink);
    router.replace("/forgot-password");
  }, [linkIsComplete, router]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validateAll();
    if (!input) return void toast.error(messages.fixErrors);
    setBusy(true);
    const result = await callApi("auth/reset-password", { json: input });
    if (result.ok) {
      setDone(true);
      toast.success(result.body.message);
      return void setTimeout(() => router.push("/login"), REDIRECT_AFTER_MS);
    }
    setBusy(false);
    form.setServerErrors(result.errors);
    toast.error(result.message ?? "Failed to reset password");
  }

  if (!linkIsComplete) return <p role="alert" className="text-red-800">{messages.invalidResetLink}</p>;
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormAlert message={form.errors.token} />
      <TextField label="Email" name="email" type="email" value={email} readOnly error={form.errors.email} />
      <TextField label="New Password" type="password" autoComplete="new-password" required revealable {...form.bind("password", "blur")} />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" required revealable {...form.bind("password_confirmation", "blur")} />
      <Button type="submit" className="w-full" disabled={busy || done}>{busy ? "Resetting..." : "Reset Password"}</Button>
      <p className="text-center text-sm"><TextLink href="/forgot-password">Request a new link</TextLink></p>
    </form>
  );
}
