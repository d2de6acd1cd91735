"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useController } from "react-hook-form";
import { toast } from "@/lib/toast";
import { TimeZonePicker } from "@/components/compliments/time-zone-picker";
import { CountryStateFields } from "@/components/profile/country-state-fields";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { FormTextField } from "@/components/ui/form-text-field";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import type { BusinessDetails } from "@/lib/api/business-shapes";
import { openBusiness, updateBusiness, uploadLogo } from "@/lib/client/business-setup";
import type { Place } from "@/lib/client/places";
import { formMessage, showFailure, toastFixErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { browserTimeZone } from "@/common/zoned-time";
import { businessDetailsSchema, type BusinessDetailsInput } from "@/common/validations/business";
import { PictureField } from "./picture-field";

const OPEN_FAILED = "The business could not be opened. Please try again.";
const SAVE_FAILED = "The business could not be saved. Please try again.";
const SOCIAL_SLOTS = 3;

/** The form's values: the business's details, or empty ones for a new business (its zone filled in on the page). */
const valuesOf = (b: BusinessDetails | null): BusinessDetailsInput => ({
  name: b?.name ?? "",
  email: b?.email ?? "",
  phone: b?.phone ?? "",
  address: b?.address ?? "",
  state_id: b?.state ? String(b.state.id) : "",
  website: b?.website ?? "",
  social_links: Array.from({ length: SOCIAL_SLOTS }, (_, i) => b?.socialLinks[i] ?? { name: "", url: "" }),
  time_zone: b?.timeZone ?? "",
});

/**
 * "Open a business": its details, logo and time zone (the browser's by default). "Create business"
 * makes the user its owner and opens /business; nothing typed is lost when it is refused. Given a
 * `business`, the same form changes its details.
 */
export function BusinessForm({ countries, business = null }: { countries: Place[]; business?: BusinessDetails | null }) {
  const router = useRouter();
  const form = useZodForm(businessDetailsSchema, "submit", valuesOf(business));
  const { control, formState } = form;
  const zone = useController({ control, name: "time_zone" });
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string>();

  // The browser's zone is known only here, after the page is shown.
  useEffect(() => {
    if (!form.getValues("time_zone")) form.setValue("time_zone", browserTimeZone());
  }, [form]);

  const onSubmit = form.handleSubmit(async () => {
    if (logoError) return toastFixErrors();
    const result = business ? await updateBusiness(business.id, form.getValues()) : await openBusiness(form.getValues());
    if (!result.ok) return showFailure(form, result, business ? SAVE_FAILED : OPEN_FAILED);
    const saved = result.body;
    const done = business ? `${saved.name} is saved` : `${saved.name} is open`;
    if (logo) {
      const uploaded = await uploadLogo(saved.id, logo);
      const refused = uploaded.ok ? undefined : (uploaded.errors?.logo?.[0] ?? uploaded.message ?? SAVE_FAILED);
      if (refused) {
        toast.error(`${done}, but its logo was not: ${refused}`);
        // The details are saved; the owner stays to choose another picture.
        if (business) return setLogoError(refused);
      }
    }
    toast.success(`${done}.`);
    router.push("/business");
    router.refresh();
  }, toastFixErrors);

  return (
    <form noValidate onSubmit={onSubmit} className="relative grid gap-x-4 gap-y-1 sm:grid-cols-2">
      {formState.isSubmitting && <LoadingOverlay />}
      <div className="sm:col-span-2">
        <FormAlert message={formMessage(form)} />
      </div>
      <FormTextField
        control={control}
        name="name"
        label="Name"
        required
        maxLength={120}
        autoComplete="organization"
        className="sm:col-span-2"
      />
      <FormTextField control={control} name="email" label="E-mail" type="email" required autoComplete="email" maxLength={255} />
      <FormTextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" maxLength={30} />
      <FormTextField
        control={control}
        name="address"
        label="Address"
        autoComplete="street-address"
        maxLength={255}
        className="sm:col-span-2"
      />
      <CountryStateFields control={control} name="state_id" countries={countries} saved={business?.state ?? null} />
      <FormTextField
        control={control}
        name="website"
        label="Website"
        type="url"
        autoComplete="url"
        maxLength={2048}
        className="sm:col-span-2"
      />
      <fieldset className="space-y-2 sm:col-span-2">
        <legend className="mb-1 text-sm font-medium text-stone-800">Social links</legend>
        {Array.from({ length: SOCIAL_SLOTS }, (_, i) => (
          <div key={i} className="grid gap-x-4 sm:grid-cols-2">
            <FormTextField control={control} name={`social_links.${i}.name`} label={`Site name ${i + 1}`} maxLength={50} />
            <FormTextField control={control} name={`social_links.${i}.url`} label={`Address ${i + 1}`} type="url" maxLength={2048} />
          </div>
        ))}
      </fieldset>
      <div className="sm:col-span-2">
        <TimeZonePicker value={zone.field.value} onChange={(z) => zone.field.onChange(z)} describedBy="zone-hint" />
        <p id="zone-hint" className="mt-1 text-sm text-stone-600">
          Your offers start and end on days in this zone, and coupons are valid until the end of their last day here.
        </p>
        {zone.fieldState.error && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {zone.fieldState.error.message}
          </p>
        )}
      </div>
      <div className="sm:col-span-2">
        <PictureField
          field="logo"
          label="Logo"
          current={business?.logoUrl ?? null}
          error={logoError}
          onChoose={(file, problem) => {
            setLogo(problem ? null : file);
            setLogoError(problem);
          }}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {business ? (formState.isSubmitting ? "Saving…" : "Save business") : formState.isSubmitting ? "Creating…" : "Create business"}
        </Button>
      </div>
    </form>
  );
}
