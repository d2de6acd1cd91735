"use client";

import { useId, useImperativeHandle, useRef, type ReactNode, type Ref } from "react";
import { focusAfter } from "@/lib/focus";
import { Button } from "./button";

export type ConfirmDialogHandle = { open(): void };

const confirmTones = { danger: "bg-red-700 hover:bg-red-800", primary: "" } as const;

/**
 * A modal question with Cancel and a confirming button; opened through its handle. Cancel has focus
 * when it opens (Enter does no harm) unless `focusConfirm` gives it to the confirming button, for a
 * question that is the next step of what was just asked for (the till's). When it closes,
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
  details,
  focusConfirm = false,
}: {
  ref: Ref<ConfirmDialogHandle>;
  question: string;
  /** What confirming does, said under the question. */
  details?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: keyof typeof confirmTones;
  onConfirm(): void;
  /** Called when the dialog closes without confirming (Cancel or Escape). */
  onCancel?(): void;
  /** Where focus goes on closing when the control that opened the dialog cannot take it back. */
  returnFocus?(): Element | null | undefined;
  /** Focus the confirming button on opening: Enter then confirms. */
  focusConfirm?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const confirmed = useRef(false);
  const anchor = useRef<Element | null>(null);
  const detailsId = useId();
  useImperativeHandle(
    ref,
    () => ({
      open: () => {
        confirmed.current = false;
        anchor.current = dialog.current?.parentElement ?? null;
        dialog.current?.showModal();
        if (focusConfirm) confirmButton.current?.focus();
      },
    }),
    [focusConfirm],
  );
  return (
    <dialog
      ref={dialog}
      aria-label={question}
      aria-describedby={details ? detailsId : undefined}
      onClose={() => {
        if (!confirmed.current) onCancel?.();
        // After the close's own focus step and whatever the answer changed on the page.
        requestAnimationFrame(() => focusAfter(anchor.current?.isConnected ? anchor.current : null, returnFocus?.()));
      }}
      className="m-auto max-w-sm rounded-xl p-6 shadow-xl backdrop:bg-black/40"
    >
      <p className="font-medium">{question}</p>
      {details && (
        <div id={detailsId} className="mt-3 space-y-2 text-sm text-stone-700">
          {details}
        </div>
      )}
      <form method="dialog" className="mt-6 flex justify-end gap-2">
        <Button type="submit" variant="secondary">
          {cancelLabel}
        </Button>
        <Button
          ref={confirmButton}
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
  details?: ReactNode;
  confirmLabel: string;
  tone?: keyof typeof confirmTones;
  onConfirm(): void;
  disabled?: boolean;
}) {
  const dialog = useRef<ConfirmDialogHandle>(null);
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        className={question.tone === "primary" ? undefined : "text-red-700"}
        onClick={() => dialog.current?.open()}
        disabled={disabled}
      >
        {label}
      </Button>
      <ConfirmDialog ref={dialog} {...question} />
    </>
  );
}
