"use client";

import { FormProvider } from "react-hook-form";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import type { Ad } from "@/lib/api/shapes";
import { toastFailure } from "@/lib/client/api";
import { saveAds } from "@/lib/client/compliments";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { adsFormSchema, complimentMessages } from "@/common/validations/compliment";
import { AdsSelector, adRows } from "./ads-selector";

const SAVED = "Ads saved successfully!";
const SAVE_FAILED = "Failed to save ads";

/** The code page's ad picker, starting from the ads the compliment carries (`chosen`): 'Save Ads' sends only the ad ids. */
export function AdPicker({ complimentId, chosen }: { complimentId: number; chosen: Ad[] }) {
  const form = useZodForm(adsFormSchema, "change", { ads: adRows(chosen.map((a) => a.id)) });
  const busy = form.formState.isSubmitting;
  const onSubmit = form.handleSubmit(
    async (input) => {
      const result = await saveAds(complimentId, input.ads);
      if (result.ok) toast.success(SAVED);
      else toastFailure(result, SAVE_FAILED);
    },
    () => void toast.error(complimentMessages.selectAllAds),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <AdsSelector chosen={chosen} />
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save Ads"}
        </Button>
      </form>
    </FormProvider>
  );
}
