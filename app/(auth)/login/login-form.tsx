"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { TextField } from "@/components/ui/text-field";
import { loginAction, type LoginResult } from "@/lib/auth/actions";
import { useValidatedForm } from "@/lib/forms/use-validated-form";
import { AFTER_LOGIN } from "@/lib/routes";
import { loginSchema, messages } from "@/lib/validations/auth";

const UNAUTHORIZED = "Unauthorized access. Please check your email or password.";
const SOMETHING_WRONG = "Something went wrong. Please try again later.";

export function LoginForm({ next }: { next?: string }) {
  const router = useRouter();
  const form = useValidatedForm(loginSchema, { email: "", password: "" });
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();

  function showFailure(result: Extract<LoginResult, { ok: false }>) {
    form.setServerErrors(result.errors);
    const isClientError = result.status >= 400 && result.status < 500;
    const message = isClientError || result.status === 503 ? result.message : SOMETHING_WRONG;
    setFormError(message);
    toast.error(message);
    if (result.status === 401) toast.error(UNAUTHORIZED);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const input = form.validateAll();
    if (!input) return void toast.error(messages.fixErrors);
    setBusy(true);
    try {
      const result = await loginAction(input);
      if (!result.ok) return showFailure(result);
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
      {formError && <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{formError}</p>}
      <TextField
        label="Email" name="email" type="email" autoComplete="email" required
        value={form.values.email} error={form.errors.email}
        onValueChange={(v) => form.change("email", v)}
      />
      <TextField
        label="Password" name="password" type="password" autoComplete="current-password" required revealable
        value={form.values.password} error={form.errors.password}
        onValueChange={(v) => form.change("password", v)}
      />
      <Button type="submit" className="w-full" disabled={busy}>Log In</Button>
      <div className="flex justify-between text-sm">
        <Link href="/forgot-password" className="text-brand-700 underline-offset-2 hover:underline">Forgot Password</Link>
        <Link href="/register" className="text-brand-700 underline-offset-2 hover:underline">Signup</Link>
      </div>
    </form>
  );
}
