"use client";

import { useRef } from "react";
import { ConfirmDialog, type ConfirmDialogHandle } from "@/components/ui/confirm-dialog";
import { signingMessages } from "@/common/validations/signing";

/**
 * The question before delivering a group compliment that nobody but its organiser has signed:
 * `ask(then)` opens it, and confirming runs `then`. Put `dialog` outside the form (forms do not nest).
 */
export function useDeliveryWarning() {
  const dialog = useRef<ConfirmDialogHandle>(null);
  const next = useRef<() => void>(() => {});
  return {
    ask(then: () => void) {
      next.current = then;
      dialog.current?.open();
    },
    dialog: (
      <ConfirmDialog
        ref={dialog}
        question={signingMessages.noSignaturesDelivery}
        confirmLabel="Deliver it"
        tone="primary"
        onConfirm={() => next.current()}
      />
    ),
  };
}
