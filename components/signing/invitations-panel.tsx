"use client";

import { BellRing, Send } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { FormTextField } from "@/components/ui/form-text-field";
import type { SigningInvitations } from "@/lib/api/signing-invitations";
import { toastFailure } from "@/lib/client/api";
import { inviteSigners, remindSigners } from "@/lib/client/signing-invitations";
import { formMessage, showFailure, toastFixErrors, useZodForm } from "@/lib/forms/use-zod-form";
import {
  INVITES_PER_CALL,
  invitationFormSchema,
  REMINDERS_MAX,
  splitAddresses,
  type InvitationFormInput,
} from "@/common/validations/signing-invitations";

const INVITE_FAILED = "The invitations could not be sent. Please try again.";
const REMIND_FAILED = "The reminders could not be sent. Please try again.";

const reminded = (n: number) => (n === 0 ? "" : n === 1 ? ", reminded once" : `, reminded ${n} times`);

/**
 * The organiser's invitations to sign by e-mail: addresses to add, who was invited and who has
 * signed, and "Remind everyone who hasn't signed" with what it did said beside it. Mounted for a
 * group compliment (its `signing` is not null) on the organiser's page.
 */
export function InvitationsPanel({ code, invitations, counts }: { code: string } & SigningInvitations) {
  const router = useRouter();
  const form = useZodForm<InvitationFormInput, InvitationFormInput>(invitationFormSchema, "submit", { addresses: "" });
  const [status, setStatus] = useState("");
  const [reminding, setReminding] = useState(false);
  const headingId = useId();
  const listId = useId();
  const waiting = invitations.filter((i) => !i.signed && i.remindersSent < REMINDERS_MAX).length;

  const onSubmit = form.handleSubmit(async ({ addresses }) => {
    const result = await inviteSigners(code, splitAddresses(addresses));
    if (!result.ok) {
      // The API names the list's fields by position (emails.3): the box holds them all.
      const messages = Object.values(result.errors ?? {}).flat();
      return showFailure(form, { ...result, errors: messages[0] ? { addresses: [messages[0]] } : undefined }, INVITE_FAILED);
    }
    setStatus(result.body);
    form.reset({ addresses: "" });
    router.refresh();
  }, toastFixErrors);

  async function remind() {
    setReminding(true);
    const result = await remindSigners(code);
    setReminding(false);
    if (!result.ok) {
      if (result.message) setStatus(result.message);
      return toastFailure(result, REMIND_FAILED);
    }
    setStatus(result.body.message);
    toast.success(result.body.message);
    router.refresh();
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        Invite by e-mail
      </h2>
      <p className="text-sm text-stone-700">
        {counts.invited === 0
          ? "Nobody has been invited by e-mail yet."
          : `${counts.signed} of ${counts.invited} invited ${counts.invited === 1 ? "person has" : "people have"} signed.`}
      </p>
      {invitations.length > 0 && (
        <>
          <h3 id={listId} className="font-semibold">
            Invited
          </h3>
          <ul aria-labelledby={listId} className="divide-y divide-stone-200 rounded-lg ring-1 ring-stone-200">
            {invitations.map((i) => (
              <li key={i.email} className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2">
                <span className="break-all">{i.email}</span>
                <span className={`text-sm ${i.signed ? "font-medium text-emerald-800" : "text-stone-600"}`}>
                  {i.signed ? "Signed" : `Not signed yet${reminded(i.remindersSent)}`}
                </span>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" variant="secondary" onClick={() => void remind()} disabled={reminding}>
              <BellRing aria-hidden className="size-4" />
              Remind everyone who hasn&apos;t signed
            </Button>
            <span className="text-sm text-stone-600">
              {waiting === 0 ? "Nobody is left to remind." : `${waiting} can be reminded (at most ${REMINDERS_MAX} reminders each).`}
            </span>
          </div>
        </>
      )}
      <p role="status" className="text-sm font-medium text-stone-800">
        {status}
      </p>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <FormAlert message={formMessage(form)} />
        <FormTextField
          control={form.control}
          name="addresses"
          label="E-mail addresses to invite"
          rows={3}
          autoComplete="off"
          placeholder="ava@example.com, ben@example.com"
        />
        <p className="text-sm text-stone-600">
          Separate addresses with commas, spaces or new lines; up to {INVITES_PER_CALL} at once. Each gets the signing link by e-mail, never
          the code.
        </p>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          <Send aria-hidden className="size-4" />
          Send invitations
        </Button>
      </form>
    </section>
  );
}
