"use client";

import { useImperativeHandle, useRef, type Ref } from "react";
import { Button } from "./button";

export type ConfirmDialogHandle = { open(): void };

const confirmTones = { danger: "bg-red-700 hover:bg-red-800", primary: "" } as const;

/** A modal question with Cancel and a confirming button; opened through its handle. */
export function ConfirmDialog({
  ref,
  question,
  confirmLabel,
  cancelLabel = "Cancel",
  tone = "danger",
  onConfirm,
  onCancel,
}: {
  ref: Ref<ConfirmDialogHandle>;
  question: string;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: keyof typeof confirmTones;
  onConfirm(): void;
  /** Called when the dialog closes without confirming (Cancel or Escape). */
  onCancel?(): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const confirmed = useRef(false);
  useImperativeHandle(
    ref,
    () => ({
      open: () => {
        confirmed.current = false;
        dialog.current?.showModal();
      },
    }),
    [],
  );
  return (
    <dialog
      ref={dialog}
      aria-label={question}
      onClose={() => {
        if (!confirmed.current) onCancel?.();
      }}
      className="m-auto max-w-sm rounded-xl p-6 shadow-xl backdrop:bg-black/40"
    >
      <p className="font-medium">{question}</p>
      <form method="dialog" className="mt-6 flex justify-end gap-2">
        <Button type="submit" variant="secondary">
          {cancelLabel}
        </Button>
        <Button
          type="button"
          className={confirmTones[tone]}
          onClick={() => {
            confirmed.current = true;
            dialog.current?.close();
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </form>
    </dialog>
  );
}

/** A button that asks before doing something that cannot be undone. */
export function ConfirmButton({
  label,
  disabled,
  ...question
}: {
  label: string;
  question: string;
  confirmLabel: string;
  onConfirm(): void;
  disabled?: boolean;
}) {
  const dialog = useRef<ConfirmDialogHandle>(null);
  return (
    <>
      <Button type="button" variant="secondary" className="text-red-700" onClick={() => dialog.current?.open()} disabled={disabled}>
        {label}
      </Button>
      <ConfirmDialog ref={dialog} {...question} />
    </>
  );
}
