"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { ActionFailure } from "@/lib/auth/actions";
import { SOMETHING_WRONG } from "@/lib/messages";
import { messages } from "@/lib/validations/auth";
import type { useValidatedForm } from "./use-validated-form";

type Form<I> = Pick<ReturnType<typeof useValidatedForm>, "setServerErrors"> & { validateAll(): I | undefined };

/**
 * Submits a validated form to a server action: shows the fix-the-form toast, the busy state, and
 * a failure under its fields, in the form and as a toast; what the user typed is kept.
 */
export function useActionSubmit<I, R extends { ok: true }>(
  form: Form<I>,
  action: (input: I) => Promise<R | ActionFailure>,
  handlers: { onSuccess(result: R): void; onFailure?(result: ActionFailure): void },
) {
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const input = form.validateAll();
    if (!input) return void toast.error(messages.fixErrors);
    setBusy(true);
    try {
      const result = await action(input);
      if (result.ok) return handlers.onSuccess(result);
      form.setServerErrors(result.errors);
      setFormError(result.message);
      toast.error(result.message);
      handlers.onFailure?.(result);
    } catch {
      toast.error(SOMETHING_WRONG);
    } finally {
      setBusy(false);
    }
  }

  return { busy, formError, submit };
}
