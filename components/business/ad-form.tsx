"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useController, useWatch, type Control } from "react-hook-form";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { FormTextField } from "@/components/ui/form-text-field";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import type { OwnAd } from "@/lib/api/business-shapes";
import { createAd, updateAd, uploadAdImage } from "@/lib/client/business-setup";
import { formMessage, showFailure, toastFixErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { zoneName } from "@/common/zoned-time";
import { adFormSchema, businessMessages, type AdFormInput } from "@/common/validations/business";
import { statusLabels } from "./offer-labels";
import { PictureField } from "./picture-field";

const SAVE_FAILED = "The ad could not be saved. Please try again.";

const statusHints = {
  draft: "Not issued yet: you are still writing it.",
  live: "Issued to people who keep a compliment carrying this ad, between its days.",
  paused: "Nothing new is issued; coupons already issued still redeem.",
  ended: "Final: it cannot be started again.",
} as const;

/** The form's values for an ad (a new one: an empty draft offer). Every ad made here has an offer. */
const valuesOf = (ad: OwnAd | null): AdFormInput => ({
  title: ad?.title ?? "",
  contact: ad?.contact ?? "",
  offer: {
    name: ad?.offer?.name ?? "",
    value: ad?.offer?.value ?? "",
    terms: ad?.offer?.terms ?? "",
    starts_on: ad?.offer?.startsOn ?? "",
    ends_on: ad?.offer?.endsOn ?? "",
    valid_days: String(ad?.offer?.validDays ?? 30),
    total_cap: ad?.offer?.totalCap === null || ad?.offer?.totalCap === undefined ? "" : String(ad.offer.totalCap),
    per_person: String(ad?.offer?.perPerson ?? 1),
    status: ad?.offer?.status ?? "draft",
    issued_coupons: ad?.offer?.status === "ended" ? (ad.offer.voided ? "void" : "honour") : "",
  },
});

/**
 * An ad and its offer, made or edited by the business's owner: title, image, contact e-mail; the
 * offer's name, value line, terms, days (in the business's zone), validity, caps and status.
 */
export function AdForm({ businessId, timeZone, ad }: { businessId: number; timeZone: string; ad: OwnAd | null }) {
  const router = useRouter();
  const form = useZodForm(adFormSchema, "submit", valuesOf(ad));
  const { control, formState } = form;
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
  const ended = ad?.offer?.status === "ended";
  const zone = zoneName(timeZone);

  const onSubmit = form.handleSubmit(async () => {
    if (imageError) return toastFixErrors();
    const values = form.getValues();
    const result = ad ? await updateAd(businessId, ad.id, values) : await createAd(businessId, values);
    if (!result.ok) return showFailure(form, result, SAVE_FAILED);
    const saved = result.body.ad;
    if (image) {
      const uploaded = await uploadAdImage(businessId, saved.id, image);
      if (!uploaded.ok) {
        setImageError(uploaded.errors?.image?.[0] ?? uploaded.message ?? SAVE_FAILED);
        toast.error(`The ad was saved, but its image was not: ${uploaded.errors?.image?.[0] ?? uploaded.message ?? SAVE_FAILED}`);
        if (!ad) router.replace(`/business/ads/${saved.id}`);
        return;
      }
    }
    toast.success(result.body.message);
    router.push("/business");
    router.refresh();
  }, toastFixErrors);

  const ids = { days: useId() };
  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-6">
      {formState.isSubmitting && <LoadingOverlay />}
      <FormAlert message={formMessage(form)} />
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        <FormTextField control={control} name="title" label="Title" required maxLength={160} className="sm:col-span-2" />
        <FormTextField control={control} name="contact" label="Contact e-mail" type="email" required maxLength={255} autoComplete="email" />
        <PictureField
          field="image"
          label="Image"
          current={ad?.imageUrl ?? null}
          error={imageError}
          onChoose={(file, problem) => {
            setImage(problem ? null : file);
            setImageError(problem);
          }}
        />
      </div>

      <fieldset className="grid gap-x-4 gap-y-1 rounded-xl p-4 ring-1 ring-stone-200 sm:grid-cols-2">
        <legend className="px-1 text-lg font-semibold">Offer</legend>
        <FormTextField control={control} name="offer.name" label="Name" required maxLength={160} className="sm:col-span-2" />
        <FormTextField control={control} name="offer.value" label="Value line" required maxLength={60} placeholder="10% off" />
        <div />
        <FormTextField
          control={control}
          name="offer.terms"
          label="Terms"
          required
          rows={3}
          maxLength={1000}
          counter
          className="sm:col-span-2"
        />
        <p id={ids.days} className="text-sm text-stone-600 sm:col-span-2">
          Both days are included, in {zone} ({timeZone}). Leave a day empty for no limit.
        </p>
        <FormTextField control={control} name="offer.starts_on" label="Starts on" type="date" aria-describedby={ids.days} />
        <FormTextField control={control} name="offer.ends_on" label="Ends on" type="date" aria-describedby={ids.days} />
        <ValidDays control={control} />
        <FormTextField
          control={control}
          name="offer.total_cap"
          label="Coupons in total"
          inputMode="numeric"
          placeholder="No cap"
          maxLength={7}
        />
        <FormTextField control={control} name="offer.per_person" label="Per person" inputMode="numeric" required maxLength={3} />
        <StatusField control={control} ended={ended} />
      </fieldset>

      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Saving…" : ad ? "Save ad" : "Create ad"}
      </Button>
    </form>
  );
}

/** "Valid for … days after it is issued", the number inside the sentence. */
function ValidDays({ control }: { control: Control<AdFormInput, unknown, unknown> }) {
  const id = useId();
  const {
    field: { ref, value, onChange, onBlur, name },
    fieldState: { error },
  } = useController({ control, name: "offer.valid_days" });
  return (
    <div className="sm:col-span-2">
      <p className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} id={`${id}-before`} className="text-sm font-medium text-stone-800">
          Valid for
        </label>
        <input
          id={id}
          ref={ref}
          name={name}
          inputMode="numeric"
          maxLength={4}
          value={String(value ?? "")}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-labelledby={`${id}-before ${id}-after`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`w-20 rounded-md border bg-white px-3 py-2 ${error ? "border-red-600" : "border-stone-300"}`}
        />
        <span id={`${id}-after`} className="text-sm font-medium text-stone-800">
          days after it is issued
        </span>
      </p>
      <p id={`${id}-error`} className="mt-1 min-h-5 text-sm text-red-700">
        {error?.message}
      </p>
    </div>
  );
}

/** Draft, Live, Paused or Ended; ending asks what becomes of the coupons already issued, and is final. */
function StatusField({ control, ended }: { control: Control<AdFormInput, unknown, unknown>; ended: boolean }) {
  const id = useId();
  const status = useController({ control, name: "offer.status" });
  const issued = useController({ control, name: "offer.issued_coupons" });
  const chosen = useWatch({ control, name: "offer.status" });
  const issuedError = issued.fieldState.error?.message;
  return (
    <div className="space-y-3 sm:col-span-2">
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-stone-800">Status</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(Object.keys(statusLabels) as Array<keyof typeof statusLabels>).map((value, i) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name={status.field.name}
                value={value}
                ref={i === 0 ? status.field.ref : undefined}
                checked={chosen === value}
                disabled={ended && value !== "ended"}
                onChange={() => status.field.onChange(value)}
                aria-describedby={`${id}-${value}`}
              />
              {statusLabels[value]}
            </label>
          ))}
        </div>
        <ul className="mt-2 space-y-1 text-sm text-stone-600">
          {(Object.keys(statusHints) as Array<keyof typeof statusHints>).map((value) => (
            <li key={value} id={`${id}-${value}`}>
              {statusLabels[value]}: {statusHints[value]}
            </li>
          ))}
        </ul>
      </fieldset>
      {chosen === "ended" && (
        <fieldset
          aria-describedby={issuedError ? `${id}-issued-error` : undefined}
          className="rounded-md bg-amber-50 p-3 ring-1 ring-amber-200"
        >
          <legend className="px-1 text-sm font-medium text-stone-900">What happens to the coupons already issued?</legend>
          {!ended && <p className="mb-2 text-sm text-stone-700">Ending is final: an ended offer cannot be started again.</p>}
          {(
            [
              ["honour", "Honour them until their own expiry"],
              ["void", "Void them: the till refuses them from now on"],
            ] as const
          ).map(([value, label], i) => (
            <label key={value} className="flex items-center gap-2 py-1">
              <input
                type="radio"
                name={issued.field.name}
                value={value}
                ref={i === 0 ? issued.field.ref : undefined}
                checked={issued.field.value === value}
                disabled={ended}
                required
                onChange={() => issued.field.onChange(value)}
              />
              {label}
            </label>
          ))}
          <p id={`${id}-issued-error`} className="min-h-5 text-sm text-red-700">
            {issuedError}
          </p>
        </fieldset>
      )}
      {ended && <p className="text-sm text-stone-700">{businessMessages.endedIsFinal}</p>}
    </div>
  );
}
