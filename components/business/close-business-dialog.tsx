"use client";

import { useRouter } from "next/navigation";
import { useId } from "react";
import { toast } from "@/lib/toast";
import { PasswordConfirmDialog } from "@/components/ui/password-confirm-dialog";
import { closeBusiness } from "@/lib/client/business";
import { showFailure, toastFixErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { closeBusinessSchema } from "@/common/validations/business";

const CLOSE_FAILED = "The business could not be closed. Please try again.";

/**
 * Close the business: a danger zone's button opening a dialog that says what goes, asking for the
 * owner's password. Once closed, the owner lands on their compliments with a menu read afresh (no
 * Business entry unless they belong to another business). A wrong password is said under the field, what was typed kept.
 */
export function CloseBusinessSection({ businessId, name }: { businessId: number; name: string }) {
  const router = useRouter();
  const headingId = useId();
  const form = useZodForm(closeBusinessSchema, "submit", { password: "" });

  const onSubmit = form.handleSubmit(async (input) => {
    const result = await closeBusiness(businessId, input);
    if (!result.ok) return showFailure(form, result, CLOSE_FAILED, { toast: false });
    toast.success(result.body);
    router.replace("/your-compliments");
    router.refresh();
  }, toastFixErrors);

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl p-4 ring-1 ring-red-200 print:hidden">
      <h2 id={headingId} className="text-lg font-semibold text-red-800">
        Danger zone
      </h2>
      <p className="text-sm text-stone-700">
        Closing {name} deletes it for good, with its ads and coupons. To leave it running without you, make someone else an owner instead.
      </p>
      <PasswordConfirmDialog title={`Close ${name}?`} label="Close business" form={form} onSubmit={onSubmit}>
        <p>This cannot be undone. At once:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>its ads leave every compliment that carries them, with their reviews and favourites;</li>
          <li>every coupon of its offers stops working: tills answer &ldquo;Unknown code&rdquo; and holders no longer see it;</li>
          <li>its owners and staff lose this page, and the redemption log is deleted.</li>
        </ul>
        <p>
          Keep a copy of the log first:{" "}
          <a
            href={`/api/v1/businesses/${businessId}/attempts/export`}
            download="redemptions.csv"
            className="font-medium text-brand-700 underline"
          >
            download it as CSV
          </a>
          .
        </p>
      </PasswordConfirmDialog>
    </section>
  );
}
