"use client";

import { useId, useRef, type FormEvent, type ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { FormTextField } from "@/components/ui/form-text-field";
import { formMessage } from "@/lib/forms/use-zod-form";

type Props<O> = {
  /** The label of the button that opens the dialog and of the one that confirms in it. */
  label: string;
  title: string;
  form: UseFormReturn<{ password: string }, unknown, O>;
  onSubmit: (event?: FormEvent) => Promise<void>;
  /** What happens, said before the password is asked for. */
  children: ReactNode;
  /** Shown under the form's message, such as a link the refusal points to. */
  notice?: ReactNode;
  onClose?: () => void;
};

/**
 * A step that cannot be undone (deleting an account, closing a business): a modal dialog that says
 * what happens and asks for the user's password. Focus goes to its title; a refusal is shown above
 * the field, with what was typed kept; closing clears the refusal.
 */
export function PasswordConfirmDialog<O>({ label, title, form, onSubmit, children, notice, onClose }: Props<O>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  function open() {
    dialog.current?.showModal();
    heading.current?.focus();
  }

  return (
    <>
      <Button type="button" variant="secondary" className="text-red-700" onClick={open}>
        {label}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => {
          form.clearErrors();
          onClose?.();
        }}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl p-6 shadow-xl backdrop:bg-black/40"
      >
        <h2 id={titleId} ref={heading} tabIndex={-1} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="mt-3 space-y-2 text-sm text-stone-700">{children}</div>
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
          <FormAlert message={formMessage(form)} />
          {notice}
          <FormTextField
            control={form.control}
            name="password"
            label="Your password"
            type="password"
            autoComplete="current-password"
            revealable
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => dialog.current?.close()}>
              Cancel
            </Button>
            <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={form.formState.isSubmitting}>
              {label}
            </Button>
          </div>
        </form>
      </dialog>
    </>
  );
}
