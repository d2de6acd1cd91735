"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { FormProvider, useFormContext, type FieldValues, type UseFormReturn } from "react-hook-form";
import { toast, toastForNextPage } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { ConfirmButton, ConfirmDialog, type ConfirmDialogHandle } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { DraftNotice } from "@/components/ui/draft-notice";
import { FormTextField } from "@/components/ui/form-text-field";
import type { Ad, Delivery } from "@/lib/api/shapes";
import type { ApiFailure } from "@/lib/client/api";
import { createCompliment, deleteCompliment, updateCompliment } from "@/lib/client/compliments";
import { useDraft, type Draft } from "@/lib/forms/drafts";
import { formMessage, showFailure, toastFixErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { INVALID_INPUT, KEPT_TEXT_LOCKED, NOT_FOUND, SOMETHING_WRONG } from "@/common/messages";
import { isRefusal } from "@/lib/outcomes";
import { maskedAddress } from "@/common/zoned-time";
import { deliveryMessages } from "@/common/validations/delivery";
import {
  createComplimentFormSchema,
  deliveryChanged,
  deliveryRequest,
  editComplimentWithDeliverySchema,
  emptyDelivery,
  scheduledDelivery,
  type DeliveryFormValues,
} from "@/common/validations/delivery-form";
import { AdsSelector, adRows } from "./ads-selector";
import { DeliveryFields } from "./delivery-fields";
import { DeliveryPanel, deliveryEditable } from "./delivery-panel";
import { SigningFields } from "@/components/signing/signing-fields";
import { useDeliveryWarning } from "@/components/signing/delivery-warning";
import { emptySigning, signingRequest } from "@/common/validations/signing";

type Fields = { to: string; compliment: string; note: string };
/**
 * `ads`: the ads it carries; `kept`: its recipient has claimed it, so its recipient and text stay as they were kept;
 * `unsigned`: a group compliment still being signed by nobody but its author, whose delivery now is warned about.
 */
type Editing = { id: number; code: string; ads: Ad[]; kept: boolean; delivery: Delivery | null; unsigned?: boolean };

/** Spec §5: the compliment form checks its fields as they are typed, and on submit. */
const checkOn = "change";

/**
 * Spec §8: 404 is 'Compliment not found'; 422 the server's message or its own; an unknown server
 * error is not shown as it is. (A 401 has already been answered by the call: toast, then /login.)
 */
function failureMessage(failure: ApiFailure) {
  if (failure.outcome === "not-found") return NOT_FOUND;
  if (failure.outcome === "invalid") return failure.message ?? INVALID_INPUT;
  // No answer, or the backend is down, which the forwarder says in its message.
  const said = isRefusal(failure.outcome) || failure.outcome === "no-answer" || failure.outcome === "unavailable";
  return said ? (failure.message ?? SOMETHING_WRONG) : SOMETHING_WRONG;
}

/**
 * A refusal for an address that unsubscribed: said once, under the address (no banner, no toast),
 * where "Create without e-mail" goes on without it. Answers whether it was one.
 */
function showRefusedAddress(
  form: { setError(name: "recipient_email", error: { type: string; message: string }, options: { shouldFocus: boolean }): void },
  failure: ApiFailure,
) {
  if (failure.reason !== "unsubscribed") return false;
  // Focused, so a screen reader reads the field with its message, the one place it is said.
  form.setError("recipient_email", { type: "unsubscribed", message: deliveryMessages.suppressed }, { shouldFocus: true });
  return true;
}

/** A failed save: a refused address under its field only, any other failure on the form (spec §8). */
function showSaveFailure<I extends FieldValues, O>(
  form: UseFormReturn<I, unknown, O> & Parameters<typeof showRefusedAddress>[0],
  failure: ApiFailure,
) {
  if (!showRefusedAddress(form, failure)) showFailure(form, { ...failure, message: failureMessage(failure) }, SOMETHING_WRONG);
}

/** A save that worked: the draft goes, and so do earlier toasts (an earlier "Please fix the errors" has been answered); then the next page, with the outcome. */
function leaveSaved(draft: Draft, message: string, next: () => void) {
  draft.clear();
  toast.dismiss();
  toastForNextPage("success", message);
  next();
}

/** The three text fields of a compliment in the surrounding form, with their counters; a kept one's recipient and text are read-only. */
function ComplimentFields({ kept = false }: { kept?: boolean }) {
  const form = useFormContext<Fields>();
  const { control } = form;
  return (
    <>
      <FormAlert message={formMessage(form)} />
      {kept && (
        <p id="kept-note" className="rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-800">
          {KEPT_TEXT_LOCKED} You can still change the private note and the ads.
        </p>
      )}
      <FormTextField
        control={control}
        name="to"
        label="To"
        placeholder="Who is it for?"
        maxLength={30}
        autoComplete="off"
        counter={!kept}
        required
        readOnly={kept}
        {...(kept && { "aria-describedby": "kept-note" })}
      />
      <FormTextField
        control={control}
        name="compliment"
        label="Compliment"
        rows={6}
        maxLength={2000}
        counter={!kept}
        required
        readOnly={kept}
        {...(kept && { "aria-describedby": "kept-note" })}
      />
      <FormTextField control={control} name="note" label="Private note (optional, only you will see it)" rows={2} maxLength={200} counter />
    </>
  );
}

/** Writes a new compliment, e-mailed to its recipient if an address is given; after creation its code page opens. */
function CreateComplimentForm() {
  const router = useRouter();
  const form = useZodForm(createComplimentFormSchema, checkOn, { to: "", compliment: "", note: "", ...emptyDelivery(), ...emptySigning() });
  const draft = useDraft(form, "create-compliment");
  const busy = form.formState.isSubmitting;
  const warning = useDeliveryWarning();
  const create = (mail: boolean, warned = false): (() => Promise<void>) =>
    form.handleSubmit(async (input) => {
      // A group compliment e-mailed now closes before anyone could sign it.
      const lonely = mail && input.invite_signers && input.recipient_email.trim() !== "" && input.send === "now";
      if (lonely && !warned) return warning.ask(() => void create(true, true)());
      const delivery = mail ? deliveryRequest(input) : {};
      const signing = signingRequest(input);
      const result = await createCompliment({ to: input.to, compliment: input.compliment, note: input.note, ...delivery, ...signing });
      if (!result.ok) return showSaveFailure(form, result);
      leaveSaved(draft, result.body.message, () => router.push(`/create-compliment-code?code=${result.body.code}&id=${result.body.id}`));
    }, toastFixErrors);
  const onSubmit = create(true);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-2">
        <DraftNotice draft={draft} />
        <ComplimentFields />
        <DeliveryFields withoutEmail={{ label: "Create without e-mail", onClick: () => void create(false)(), busy }} />
        <SigningFields />
        <div className="flex flex-wrap gap-3 pt-4">
          <Button type="submit" disabled={busy}>
            {busy ? "Creating..." : "Create Compliment"}
          </Button>
        </div>
      </form>
      {warning.dialog}
    </FormProvider>
  );
}

/** The delivery fields as the edit page opens: a scheduled delivery as it stands, else none. */
const deliveryValues = (d: Delivery | null): DeliveryFormValues => (d?.status === "scheduled" ? scheduledDelivery(d) : emptyDelivery());

/**
 * Changes one of the author's own compliments: its text, note, ads and delivery by e-mail, saved
 * together by the one "Edit" button; or deletes it. Both go back to the list. Cancelling a delivery
 * stays on the page, with what was typed.
 */
function EditComplimentForm({ initial, editing }: { initial: Fields; editing: Editing }) {
  const router = useRouter();
  const formId = useId();
  const hintId = useId();
  const [delivery, setDelivery] = useState(editing.delivery);
  const mailable = deliveryEditable(delivery);
  const form = useZodForm(editComplimentWithDeliverySchema, checkOn, {
    ...initial,
    ads: adRows(
      editing.ads.map((a) => a.id),
      { noAd: true },
    ),
    ...deliveryValues(editing.delivery),
  });
  const draft = useDraft(form, "edit-compliment", editing.kept ? ["to", "compliment"] : []);
  const busy = form.formState.isSubmitting;
  const cancelQuestion = useRef<ConfirmDialogHandle>(null);
  const deliveryStatus = useRef<HTMLParagraphElement>(null);
  const [cancelling, setCancelling] = useState(false);
  const [focusStatus, setFocusStatus] = useState(false);
  useEffect(() => {
    // "Cancel delivery" is gone: focus goes to the line that says it was cancelled, not to the page.
    if (focusStatus) deliveryStatus.current?.focus();
  }, [focusStatus, delivery]);

  const warning = useDeliveryWarning();
  const save = (warned: boolean): (() => Promise<void>) =>
    form.handleSubmit(async (values) => {
      const { to, compliment, note, ads } = values;
      const was = deliveryValues(delivery);
      const scheduled = delivery?.status === "scheduled";
      if (mailable && scheduled && !values.recipient_email.trim())
        return form.setError("recipient_email", { message: deliveryMessages.emailInvalid });
      const mail = mailable && deliveryChanged(was, values) ? deliveryRequest(values, { nowExplicit: scheduled }) : {};
      if (editing.unsigned && !warned && "recipient_email" in mail && values.send === "now") return warning.ask(() => void save(true)());
      const result = await updateCompliment(editing.id, { to, compliment, note: note ?? null, ads, ...mail });
      if (!result.ok) return showSaveFailure(form, result);
      leaveSaved(draft, result.body.message, () => router.push("/your-compliments"));
    }, toastFixErrors);
  const onSubmit = save(false);

  async function cancelDelivery() {
    setCancelling(true);
    const result = await updateCompliment(editing.id, { recipient_email: null });
    setCancelling(false);
    if (!result.ok) return showFailure(form, { ...result, message: failureMessage(result) }, SOMETHING_WRONG);
    toast.success("Delivery cancelled.");
    // The fields start afresh for a new delivery; whatever else was typed stays, unsaved.
    for (const [name, value] of Object.entries(emptyDelivery()) as [keyof DeliveryFormValues, never][])
      form.resetField(name, { defaultValue: value });
    setDelivery((d) => d && { ...d, status: "cancelled" });
    setFocusStatus(true);
    router.refresh();
  }

  async function remove() {
    const result = await deleteCompliment(editing.id);
    if (!result.ok) return showFailure(form, { ...result, message: failureMessage(result) }, SOMETHING_WRONG);
    toastForNextPage("success", result.body.message);
    router.push("/your-compliments");
  }

  return (
    <FormProvider {...form}>
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-2">
        <DraftNotice draft={draft} />
        <ComplimentFields kept={editing.kept} />
        <AdsSelector chosen={editing.ads} />
        <DeliveryPanel
          delivery={delivery}
          onCancel={() => cancelQuestion.current?.open()}
          busy={busy || cancelling}
          statusRef={deliveryStatus}
        />
      </form>
      {/* Outside the form: the confirmations hold forms of their own, and forms do not nest. */}
      {warning.dialog}
      {delivery?.status === "scheduled" && (
        <ConfirmDialog
          ref={cancelQuestion}
          question={`Don't send the e-mail to ${maskedAddress(delivery.recipientEmail)}? The card and its code still work.`}
          cancelLabel="Keep it"
          confirmLabel="Don't send"
          onConfirm={() => void cancelDelivery()}
        />
      )}
      <div className="flex flex-wrap gap-3 pt-6">
        <Link
          href={`/show-compliment-dashboard?code=${editing.code}`}
          className="rounded-md px-4 py-2 font-medium ring-1 ring-stone-300 hover:bg-stone-100"
        >
          Preview
        </Link>
        <Button type="submit" form={formId} disabled={busy || cancelling} aria-describedby={hintId}>
          {busy ? "Saving..." : "Edit"}
        </Button>
        <ConfirmButton
          label="Delete"
          question="Delete this compliment? Its code will stop working."
          confirmLabel="Delete compliment"
          onConfirm={remove}
          disabled={busy || cancelling}
        />
      </div>
      <p id={hintId} className="mt-2 text-sm text-stone-600">
        Edit saves the text, the note, the ads{mailable ? " and the e-mail delivery" : ""} together.
      </p>
    </FormProvider>
  );
}

/** Writes a new compliment, or (given `editing`) changes, re-ads or deletes one of the author's own. */
export function ComplimentForm({ initial, editing }: { initial?: Fields; editing?: Editing }) {
  return editing ? (
    <EditComplimentForm initial={initial ?? { to: "", compliment: "", note: "" }} editing={editing} />
  ) : (
    <CreateComplimentForm />
  );
}
