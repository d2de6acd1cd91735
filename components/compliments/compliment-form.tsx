"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { FormProvider, useFormContext } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { DraftNotice } from "@/components/ui/draft-notice";
import { FormTextField } from "@/components/ui/form-text-field";
import type { Ad } from "@/lib/api/shapes";
import type { ApiFailure } from "@/lib/client/api";
import { createCompliment, deleteCompliment, updateCompliment } from "@/lib/client/compliments";
import { useDraft } from "@/lib/forms/drafts";
import { formMessage, showFailure, toastFixErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { INVALID_INPUT, KEPT_TEXT_LOCKED, NOT_FOUND, SOMETHING_WRONG } from "@/lib/messages";
import { editComplimentFormSchema } from "@/lib/validations/compliment";
import { createComplimentFormSchema, deliveryRequest, emptyDelivery } from "@/lib/validations/delivery-form";
import { AdsSelector, adRows } from "./ads-selector";
import { DeliveryFields } from "./delivery-fields";

type Fields = { to: string; compliment: string; note: string };
/** `ads`: the ads it carries; `kept`: its recipient has claimed it, so its recipient and text stay as they were kept. */
type Editing = { id: number; code: string; ads: Ad[]; kept: boolean };

/** Spec §5: the compliment form checks its fields as they are typed, and on submit. */
const checkOn = "change";

/**
 * Spec §8: 404 is 'Compliment not found'; 422 the server's message or its own; an unknown server
 * error is not shown as it is. (A 401 has already been answered by the call: toast, then /login.)
 */
function failureMessage(failure: ApiFailure) {
  if (failure.status === 404) return NOT_FOUND;
  if (failure.status === 422) return failure.message ?? INVALID_INPUT;
  // 0: no answer; 503: the backend is down, which the forwarder says in its message.
  return failure.status < 500 || failure.status === 503 ? (failure.message ?? SOMETHING_WRONG) : SOMETHING_WRONG;
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
  const form = useZodForm(createComplimentFormSchema, checkOn, { to: "", compliment: "", note: "", ...emptyDelivery() });
  const draft = useDraft(form, "create-compliment");
  const busy = form.formState.isSubmitting;
  const onSubmit = form.handleSubmit(async (input) => {
    const result = await createCompliment({ to: input.to, compliment: input.compliment, note: input.note, ...deliveryRequest(input) });
    if (!result.ok) return showFailure(form, { ...result, message: failureMessage(result) }, SOMETHING_WRONG);
    draft.clear();
    toast.success(result.body.message);
    router.push(`/create-compliment-code?code=${result.body.code}&id=${result.body.id}`);
  }, toastFixErrors);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-2">
        <DraftNotice draft={draft} />
        <ComplimentFields />
        <DeliveryFields />
        <div className="flex flex-wrap gap-3 pt-4">
          <Button type="submit" disabled={busy}>
            {busy ? "Creating..." : "Create Compliment"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** Changes one of the author's own compliments, its ads included, or deletes it; both go back to the list. */
function EditComplimentForm({ initial, editing }: { initial: Fields; editing: Editing }) {
  const router = useRouter();
  const formId = useId();
  const form = useZodForm(editComplimentFormSchema, checkOn, {
    ...initial,
    ads: adRows(
      editing.ads.map((a) => a.id),
      { noAd: true },
    ),
  });
  const draft = useDraft(form, "edit-compliment", editing.kept ? ["to", "compliment"] : []);
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async ({ to, compliment, note, ads }) => {
    const result = await updateCompliment(editing.id, { to, compliment, note: note ?? null, ads });
    if (!result.ok) return showFailure(form, { ...result, message: failureMessage(result) }, SOMETHING_WRONG);
    draft.clear();
    toast.success(result.body.message);
    router.push("/your-compliments");
  }, toastFixErrors);

  async function remove() {
    const result = await deleteCompliment(editing.id);
    if (!result.ok) return showFailure(form, { ...result, message: failureMessage(result) }, SOMETHING_WRONG);
    toast.success(result.body.message);
    router.push("/your-compliments");
  }

  return (
    <FormProvider {...form}>
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-2">
        <DraftNotice draft={draft} />
        <ComplimentFields kept={editing.kept} />
        <AdsSelector chosen={editing.ads} />
      </form>
      {/* Outside the form: the Delete confirmation holds a form of its own, and forms do not nest. */}
      <div className="flex flex-wrap gap-3 pt-6">
        <Link
          href={`/show-compliment-dashboard?code=${editing.code}`}
          className="rounded-md px-4 py-2 font-medium ring-1 ring-stone-300 hover:bg-stone-100"
        >
          Preview
        </Link>
        <Button type="submit" form={formId} disabled={busy}>
          {busy ? "Saving..." : "Edit"}
        </Button>
        <ConfirmButton
          label="Delete"
          question="Delete this compliment? Its code will stop working."
          confirmLabel="Delete compliment"
          onConfirm={remove}
          disabled={busy}
        />
      </div>
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
