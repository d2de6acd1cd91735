"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { FormTextField } from "@/components/ui/form-text-field";
import { thankSigners } from "@/lib/client/thanks";
import { formMessage, showFailure, useZodForm } from "@/lib/forms/use-zod-form";
import { SEND_FAILED } from "@/common/messages";
import { directMessageSchema } from "@/common/validations/message";

export const THANKED = "You have thanked everyone who signed.";

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** What the recipient is told once their thanks went out. */
export const thanksSent = ({ messaged, mailed }: { messaged: number; mailed: number }) =>
  `Your thanks went out: ${count(messaged, "message")} and ${count(mailed, "e-mail")}.`;

/**
 * "Thank everyone": the recipient writes one message that goes to every signer (a message to each
 * with an account, a mail to each guest), once; after that it says so.
 */
export function ThankEveryone({ code, thankedAt }: { code: string; thankedAt: string | null }) {
  const form = useZodForm(directMessageSchema, "submit", { message: "" });
  const [done, setDone] = useState<string | null>(thankedAt ? THANKED : null);
  const { control, formState } = form;

  const onSubmit = form.handleSubmit(async ({ message }) => {
    const result = await thankSigners(code, message);
    if (result.ok) return setDone(thanksSent(result.body));
    if (result.reason === "already-thanked") return setDone(THANKED);
    showFailure(form, result, SEND_FAILED);
  });

  if (done)
    return (
      <p role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200">
        {done}
      </p>
    );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="thank-everyone-heading"
      className="space-y-3 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200"
    >
      <h3 id="thank-everyone-heading" className="font-semibold text-stone-900">
        Thank everyone
      </h3>
      <FormAlert message={formMessage(form)} />
      <FormTextField control={control} name="message" label="Your message to everyone who signed" rows={3} maxLength={1100} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Sending..." : "Thank everyone"}
      </Button>
    </form>
  );
}
