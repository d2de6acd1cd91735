"use client";

import type { Ref } from "react";
import { Button } from "@/components/ui/button";
import type { Delivery } from "@/lib/api/shapes";
import { zonedLabel } from "@/common/zoned-time";
import { deliveryMessages } from "@/common/validations/delivery";
import { DeliveryFields } from "./delivery-fields";

/** What a delivery says about itself; `at` is its time in the zone its author chose. */
export function deliverySummary(d: Delivery) {
  const at = (iso: string | null) => (iso ? zonedLabel(iso, d.timeZone) : null);
  switch (d.status) {
    case "sent":
      return { title: "Sent by e-mail", detail: `To ${d.recipientEmail}`, at: at(d.sentAt) };
    case "opened":
      return { title: "Opened", detail: `Sent to ${d.recipientEmail}`, at: at(d.openedAt) };
    case "failed":
      return { title: "Not delivered", detail: d.error ?? deliveryMessages.refused, at: null };
    case "suppressed":
      return { title: "Not sent", detail: "This address asked not to receive compliments.", at: null };
    case "cancelled":
      return { title: "Delivery cancelled", detail: `It was for ${d.recipientEmail}`, at: null };
    case "scheduled":
      return { title: "Scheduled", detail: `To ${d.recipientEmail}`, at: at(d.deliverAt) };
  }
}

/** Whether the delivery can still be changed (or, ended without being sent, scheduled again) on the edit page. */
export const deliveryEditable = (d: Delivery | null) => !d || ["scheduled", "cancelled", "failed", "suppressed"].includes(d.status);

/**
 * The edit page's "Send it by e-mail", inside its one form: until it is sent the author changes the
 * address, the time or its zone there, saved with the rest, or cancels it ("Cancel delivery" opens
 * the question the page holds outside its form); after, it says how it went. One without a delivery
 * (or a cancelled or failed one) can be scheduled here. `statusRef` takes focus when a cancel
 * removes the button.
 */
export function DeliveryPanel({
  delivery,
  onCancel,
  busy,
  statusRef,
}: {
  delivery: Delivery | null;
  onCancel(): void;
  busy: boolean;
  statusRef: Ref<HTMLParagraphElement>;
}) {
  if (!deliveryEditable(delivery)) {
    const summary = deliverySummary(delivery!);
    return (
      <section aria-labelledby="delivery-title" className="mt-6 rounded-lg border border-stone-200 p-4">
        <h2 id="delivery-title" className="font-medium">
          Send it by e-mail
        </h2>
        <p className="mt-1">
          {summary.title}
          {summary.at && `: ${summary.at}`}
        </p>
        <p className="text-sm text-stone-600">{summary.detail}</p>
      </section>
    );
  }
  const summary = delivery && deliverySummary(delivery);
  return (
    <div className="mt-6 space-y-3">
      {summary && (
        <div className="flex flex-wrap items-center gap-3 rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-800">
          <p ref={statusRef} tabIndex={-1} className="grow">
            {summary.title}
            {summary.at && `: ${summary.at}`}. {summary.detail}
          </p>
          {delivery.status === "scheduled" && (
            <Button type="button" variant="secondary" className="text-red-700" onClick={onCancel} disabled={busy}>
              Cancel delivery
            </Button>
          )}
        </div>
      )}
      <DeliveryFields optional={delivery?.status !== "scheduled"} />
    </div>
  );
}
