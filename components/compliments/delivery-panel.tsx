"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId } from "react";
import { FormProvider } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { TimeLabel } from "@/components/ui/time-label";
import type { Delivery } from "@/lib/api/shapes";
import { updateCompliment } from "@/lib/client/compliments";
import { browserTimeZone, wallClock } from "@/lib/format/zoned-time";
import { formMessage, showFailure, toastFixErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { SOMETHING_WRONG } from "@/lib/messages";
import { deliveryMessages } from "@/lib/validations/delivery";
import { deliveryFormSchema, deliveryRequest, emptyDelivery, type DeliveryFormValues } from "@/lib/validations/delivery-form";
import { DeliveryFields } from "./delivery-fields";

/** What a delivery that can no longer change says about itself. */
export function deliverySummary(d: Delivery) {
  switch (d.status) {
    case "sent":
      return { title: "Sent by e-mail", detail: `To ${d.recipientEmail}`, at: d.sentAt };
    case "opened":
      return { title: "Opened", detail: `Sent to ${d.recipientEmail}`, at: d.openedAt };
    case "failed":
      return { title: "Not delivered", detail: d.error ?? deliveryMessages.refused, at: null };
    case "suppressed":
      return { title: "Not sent", detail: "This address asked not to receive compliments.", at: null };
    case "cancelled":
      return { title: "Delivery cancelled", detail: `It was for ${d.recipientEmail}`, at: null };
    case "scheduled":
      return { title: "Scheduled", detail: `To ${d.recipientEmail}`, at: d.deliverAt };
  }
}

/** The form's values for a scheduled delivery, in the browser's zone. */
const scheduledValues = (d: Delivery): DeliveryFormValues => {
  const zone = browserTimeZone();
  return { recipient_email: d.recipientEmail, send: "later", ...wallClock(d.deliverAt, zone), time_zone: zone, remind: d.remind };
};

/**
 * The edit page's "Send it by e-mail": until it is sent the author changes the address or the
 * time, or cancels; after, it says how it went. One without a delivery (or a cancelled or failed
 * one) can be scheduled here.
 */
export function DeliveryPanel({ complimentId, delivery }: { complimentId: number; delivery: Delivery | null }) {
  const router = useRouter();
  const formId = useId();
  const scheduled = delivery?.status === "scheduled";
  const form = useZodForm(deliveryFormSchema, "submit", emptyDelivery());
  // The browser's zone is known only once hydrated.
  useEffect(() => {
    if (delivery?.status === "scheduled") form.reset(scheduledValues(delivery));
  }, [delivery, form]);
  const busy = form.formState.isSubmitting;

  async function save(changes: Parameters<typeof updateCompliment>[1], done: string) {
    const result = await updateCompliment(complimentId, changes);
    if (!result.ok) return showFailure(form, result, SOMETHING_WRONG);
    toast.success(done);
    router.refresh();
  }
  const onSubmit = form.handleSubmit((values) => {
    if (!values.recipient_email.trim()) return form.setError("recipient_email", { message: deliveryMessages.emailInvalid });
    return save(deliveryRequest(values), scheduled ? "Delivery changed." : "Delivery scheduled.");
  }, toastFixErrors);

  if (delivery && !["scheduled", "cancelled", "failed", "suppressed"].includes(delivery.status)) {
    const summary = deliverySummary(delivery);
    return (
      <section aria-labelledby={`${formId}-title`} className="mt-8 rounded-lg border border-stone-200 p-4">
        <h2 id={`${formId}-title`} className="font-medium">
          Send it by e-mail
        </h2>
        <p className="mt-1">
          {summary.title} {summary.at && <TimeLabel value={summary.at} />}
        </p>
        <p className="text-sm text-stone-600">{summary.detail}</p>
      </section>
    );
  }
  return (
    <FormProvider {...form}>
      <form id={formId} noValidate onSubmit={onSubmit} className="mt-8 space-y-3" aria-label="Send it by e-mail">
        {delivery && !scheduled && (
          <p className="rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-800">
            {deliverySummary(delivery).title}: {deliverySummary(delivery).detail}
          </p>
        )}
        <FormAlert message={formMessage(form)} />
        <DeliveryFields optional={false} />
      </form>
      {/* Outside the form: the confirmation holds a form of its own, and forms do not nest. */}
      <div className="mt-3 flex flex-wrap gap-3">
        <Button type="submit" form={formId} variant="secondary" disabled={busy}>
          {busy ? "Saving..." : scheduled ? "Save delivery" : "Schedule delivery"}
        </Button>
        {scheduled && (
          <ConfirmButton
            label="Cancel delivery"
            question={`Cancel the e-mail to ${delivery.recipientEmail}? It will not be sent.`}
            confirmLabel="Cancel delivery"
            onConfirm={() => void save({ recipient_email: null }, "Delivery cancelled.")}
            disabled={busy}
          />
        )}
      </div>
    </FormProvider>
  );
}
