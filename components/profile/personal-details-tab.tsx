"use client";

import { useState } from "react";
import type { FieldErrors } from "react-hook-form";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { DraftNotice } from "@/components/ui/draft-notice";
import { FormAlert } from "@/components/ui/form-alert";
import { FormTextField } from "@/components/ui/form-text-field";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { CountryStateFields } from "./country-state-fields";
import type { Profile } from "@/lib/api/shapes";
import type { Place } from "@/lib/client/places";
import { savePersonalDetails } from "@/lib/client/profile";
import { useDraft } from "@/lib/forms/drafts";
import { formMessage, showFailure, useZodForm } from "@/lib/forms/use-zod-form";
import { blockingPersonalFields, personalDetailsSchema } from "@/common/validations/profile";

const SAVE_FAILED = "Failed to update personal details";

const valuesOf = (p: Profile) => ({
  first_name: p.firstName,
  last_name: p.lastName,
  phone_number: p.phone,
  bio: p.bio,
  address: p.address,
  zip_code: p.zip,
  state_id: p.state ? String(p.state.id) : "",
});

export function PersonalDetailsTab({ profile, countries }: { profile: Profile; countries: Place[] }) {
  // Spec §5 names no moment for these fields; they are checked as they change, and on submit.
  const form = useZodForm(personalDetailsSchema, "change", valuesOf(profile));
  // The state depends on the country chosen beside it, which is not part of the form: it is not kept.
  const draft = useDraft(form, "personal-details", ["state_id"]);
  const { control, formState } = form;
  const [signature, setSignature] = useState(profile.signature);
  // What was typed is sent as it is (the backend trims and checks it with the same rules).
  async function save() {
    const result = await savePersonalDetails({ ...form.getValues(), signature });
    if (!result.ok) return showFailure(form, result, SAVE_FAILED);
    draft.clear();
    toast.success("Personal details updated successfully!");
    form.reset(valuesOf(result.body));
    setSignature(result.body.signature);
  }
  // Spec §5: only the names block the form; any other field's error is the server's to confirm.
  const notBlocked = (errors: FieldErrors) => (blockingPersonalFields.some((f) => errors[f]) ? undefined : save());
  const onSubmit = form.handleSubmit(save, notBlocked);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
      {formState.isSubmitting && <LoadingOverlay />}
      <div className="sm:col-span-2">
        <FormAlert message={formMessage(form)} />
        <DraftNotice draft={draft} />
      </div>
      <FormTextField control={control} name="first_name" label="First Name" autoComplete="given-name" required maxLength={20} />
      <FormTextField control={control} name="last_name" label="Last Name" autoComplete="family-name" required maxLength={20} />
      <FormTextField control={control} name="phone_number" label="Mobile" type="tel" autoComplete="tel" maxLength={20} />
      <FormTextField control={control} name="zip_code" label="Zip Code" inputMode="numeric" autoComplete="postal-code" maxLength={15} />
      <FormTextField
        control={control}
        name="address"
        label="Address"
        autoComplete="street-address"
        maxLength={100}
        className="sm:col-span-2"
      />
      <CountryStateFields control={control} name="state_id" countries={countries} saved={profile.state} />
      <FormTextField control={control} name="bio" label="Description" rows={4} maxLength={1000} counter className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Saving..." : "Save Personal Details"}
        </Button>
      </div>
    </form>
  );
}
