"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { TextField } from "@/components/ui/text-field";
import { TextLink } from "@/components/ui/text-link";
import { registerAction } from "@/lib/auth/actions";
import { useValidatedForm } from "@/lib/forms/use-validated-form";
import { SOMETHING_WRONG } from "@/lib/messages";
import { messages, registerSchema } from "@/lib/validations/auth";

export function RegisterForm() {
  const router = useRouter();
  const form = useValidatedForm(registerSchema, { name: "", email: "", password: "", password_confirmation: "" });
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const input = form.validateAll();
    if (!input) return void toast.error(messages.fixErrors);
    setBusy(true);
    try {
      const result = await registerAction(input);
      if (!result.ok) {
        form.setServerErrors(result.errors);
        setFormError(result.message);
        return void toast.error(result.message);
      }
      toast.success("Check your email to verify your account");
      router.replace("/home");
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
      <TextField label="Name" autoComplete="name" required {...form.bind("name", "change and blur")} />
      <TextField label="Email" type="email" autoComplete="email" required {...form.bind("email", "change and blur")} />
      <TextField label="Password" type="password" autoComplete="new-password" required revealable {...form.bind("password", "change and blur")} />
      <TextField
        label="Confirm Password" type="password" autoComplete="new-password" required revealable
        {...form.bind("password_confirmation", "change and blur")}
      />
      <Button type="submit" className="w-full" disabled={busy}>Register</Button>
      <p className="text-center text-sm">
        Already have an account? <TextLink href="/login">Log In</TextLink>
      </p>
    </form>
  );
}
