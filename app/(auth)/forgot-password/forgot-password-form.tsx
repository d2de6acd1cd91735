"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { TextLink } from "@/components/ui/text-link";
import { callApi } from "@/lib/client/api";
import { useValidatedForm } from "@/lib/forms/use-validated-form";
import { forgotPasswordSchema, messages } from "@/lib/validations/auth";

export function ForgotPasswordForm() {
  const form = useValidatedForm(forgotPasswordSchema, { email: "" });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validateAll();
    if (!input) return void toast.error(messages.fixErrors);
    setBusy(true);
    const result = await callApi("auth/forgot-password", { json: input });
    setBusy(false);
    if (result.ok) return void toast.success(`${result.body.message} Please check your email.`);
    form.setServerErrors(result.errors);
    toast.error(result.message ?? "Failed to send reset link");
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Email" type="email" autoComplete="email" required {...form.bind("email", "blur")}
      />
      <Button type="submit" className="w-full" disabled={busy}>{busy ? "Sending..." : "Send Reset Link"}</Button>
      <p className="text-center text-sm"><TextLink href="/login">Back to Login</TextLink></p>
    </form>
  );
}
