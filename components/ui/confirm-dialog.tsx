"use client";

import { useRef } from "react";
import { Button } from "./button";

/** A button that asks before doing something that cannot be undone. */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  onConfirm,
  disabled,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  onConfirm(): void;
  disabled?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <Button type="button" variant="secondary" className="text-red-700" onClick={() => dialog.current?.showModal()} disabled={disabled}>
        {label}
      </Button>
      <dialog ref={dialog} aria-label={question} className="m-auto max-w-sm rounded-xl p-6 shadow-xl backdrop:bg-black/40">
        <p className="font-medium">{question}</p>
        <form method="dialog" className="mt-6 flex justify-end gap-2">
          <Button type="submit" variant="secondary">
            Cancel
          </Button>
          <Button
            type="button"
            className="bg-red-700 hover:bg-red-800"
            onClick={() => {
              dialog.current?.close();
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </form>
      </dialog>
    </>
  );
}
