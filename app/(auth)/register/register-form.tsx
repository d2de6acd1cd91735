"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { TextField } from "@/components/ui/text-field";
import { TextLink } from "@/components/ui/text-link";
import { registerAction } from "@/lib/auth/actions";
import { useActionSubmit } from "@/lib/forms/use-action-submit";
import { useValidatedForm } from "@/lib/forms/use-validated-form";
import { registerSchema } from "@/lib/validations/auth";

export function RegisterForm() {
  const router = useRouter();
  const form = useValidatedForm(registerSchema, { name: "", email: "", password: "", password_confirmation: "" });
  const { busy, formError, submit } = useActionSubmit(form, registerAction, {
    onSuccess() {
      toast.success("Check your email to verify your account");
      router.replace("/home");
      router.refresh();
    },
  });
  const check = "change and blur"; // spec §5: registration fields are checked on blur, on change and on submit

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {busy && <LoadingOverlay />}
      <FormAlert message={formError} />
      <TextField label="Name" autoComplete="name" required {...form.bind("name", check)} />
      <TextField label="Email" type="email" autoComplete="email" required {...form.bind("email", check)} />
      <TextField label="Password" type="password" autoComplete="new-password" required revealable {...form.bind("password", check)} />
      <TextField
        label="Confirm Password" type="password" autoComplete="new-password" required revealable
        {...form.bind("password_confirmation", check)}
      />
      <Button type="submit" className="w-full" disabled={busy}>Register</Button>
      <p className="text-center text-sm">
        Already have an account? <TextLink href="/login">Log In</TextLink>
      </p>
    </form>
  );
}
