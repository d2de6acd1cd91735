"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { FormTextField } from "@/components/ui/form-text-field";
import { signCompliment, requestSigningCode } from "@/lib/client/signing";
import { formMessage, showFailure, toastFixErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { SOMETHING_WRONG } from "@/common/messages";
import { guestEmailFormSchema, guestSignFormSchema, SIGNATURE_MAX, signFormSchema } from "@/common/validations/signing";

/** The thank-you that replaces a form once signed, focused so that it is read out. */
function Signed({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} tabIndex={-1} role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900">
      {text}
    </p>
  );
}

/** The message field's props, the same in both forms. */
const messageField = { name: "message", label: "Your message", rows: 5, maxLength: SIGNATURE_MAX, counter: true, required: true } as const;

/** A signed-in person signs under their account's name, or changes their signature until signing closes. */
export function SignForm({ token, name, current }: { token: string; name: string; current: string | null }) {
  const router = useRouter();
  const form = useZodForm(signFormSchema, "submit", { message: current ?? "" });
  const [done, setDone] = useState<string>();
  const onSubmit = form.handleSubmit(async (input) => {
    const result = await signCompliment(token, { message: input.message });
    if (!result.ok) return showFailure(form, result, SOMETHING_WRONG);
    setDone(`${result.body.message} Thank you, ${name}.`);
    router.refresh();
  }, toastFixErrors);
  if (done) return <Signed text={done} />;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2">
      <FormAlert message={formMessage(form)} />
      <p className="text-sm text-stone-600">You sign as {name}.</p>
      <FormTextField control={form.control} {...messageField} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Signing..." : current ? "Save my signature" : "Sign"}
      </Button>
    </form>
  );
}

/** A guest: first their address, which gets a 6-digit code; then their name, the code and the message. */
export function GuestSignForm({ token }: { token: string }) {
  const [email, setEmail] = useState<string>();
  const [done, setDone] = useState<string>();
  if (done) return <Signed text={done} />;
  return email === undefined ? (
    <GuestEmailForm token={token} onSent={setEmail} />
  ) : (
    <GuestSignatureForm token={token} email={email} onSigned={setDone} onBack={() => setEmail(undefined)} />
  );
}

function GuestEmailForm({ token, onSent }: { token: string; onSent(email: string): void }) {
  const form = useZodForm(guestEmailFormSchema, "submit", { email: "" });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    const result = await requestSigningCode(token, email);
    if (!result.ok) return showFailure(form, result, SOMETHING_WRONG);
    onSent(email);
  }, toastFixErrors);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2">
      <FormAlert message={formMessage(form)} />
      <p className="text-sm text-stone-600">To sign without an account, confirm your e-mail address: we send it a 6-digit code.</p>
      <FormTextField control={form.control} name="email" label="Your e-mail" type="email" autoComplete="email" maxLength={255} required />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Sending..." : "Send me a code"}
      </Button>
    </form>
  );
}

function GuestSignatureForm({
  token,
  email,
  onSigned,
  onBack,
}: {
  token: string;
  email: string;
  onSigned(text: string): void;
  onBack(): void;
}) {
  const form = useZodForm(guestSignFormSchema, "submit", { name: "", email_code: "", message: "" });
  const onSubmit = form.handleSubmit(async (input) => {
    const result = await signCompliment(token, { ...input, email });
    if (!result.ok) return showFailure(form, result, SOMETHING_WRONG);
    onSigned(`${result.body.message} Thank you, ${result.body.signature.name}.`);
  }, toastFixErrors);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2">
      <FormAlert message={formMessage(form)} />
      <p role="status" className="text-sm text-stone-700">
        We sent a 6-digit code to {email}. It is valid for 30 minutes.
      </p>
      <FormTextField
        control={form.control}
        name="email_code"
        label="Code from the e-mail"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
      />
      <FormTextField control={form.control} name="name" label="Your name" autoComplete="name" maxLength={31} required />
      <FormTextField control={form.control} {...messageField} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Signing..." : "Sign"}
        </Button>
        <Button type="button" variant="secondary" onClick={onBack}>
          Use another address
        </Button>
      </div>
    </form>
  );
}
