"use client";

import { useImperativeHandle, useRef, type Ref } from "react";
import { focusAfter } from "@/lib/focus";
import { Button } from "./button";

export type ConfirmDialogHandle = { open(): void };

const confirmTones = { danger: "bg-red-700 hover:bg-red-800", primary: "" } as const;

/**
 * A modal question with Cancel and a confirming button; opened through its handle. When it closes,
 * focus goes back to the control that opened it (the browser does that); when nothing opened it (it
 * was opened on load) or that control is gone, to `returnFocus`, else to the heading before it.
 */
export function ConfirmDialog({
  ref,
  question,
  confirmLabel,
  cancelLabel = "Cancel",
  tone = "danger",
  onConfirm,
  onCancel,
  returnFocus,
}: {
  ref: Ref<ConfirmDialogHandle>;
  question: string;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: keyof typeof confirmTones;
  onConfirm(): void;
  /** Called when the dialog closes without confirming (Cancel or Escape). */
  onCancel?(): void;
  /** Where focus goes on closing when the control that opened the dialog cannot take it back. */
  returnFocus?(): Element | null | undefined;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const confirmed = useRef(false);
  const anchor = useRef<Element | null>(null);
  useImperativeHandle(
    ref,
    () => ({
      open: () => {
        confirmed.current = false;
        anchor.current = dialog.current?.parentElement ?? null;
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
        // After the close's own focus step and whatever the answer changed on the page.
        requestAnimationFrame(() => focusAfter(anchor.current?.isConnected ? anchor.current : null, returnFocus?.()));
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
