"use client";

import { useEffect, useId, useLayoutEffect, useState, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from "react";
import { Eye, EyeOff, TriangleAlert } from "lucide-react";
import { resendHeldForm, takeTypedBeforeHydration } from "@/lib/forms/typed-before-hydration";

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange"> & {
  /** The input or textarea, for focusing the first field in error. */
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  label: string;
  name: string;
  error?: string;
  onValueChange?: (value: string) => void;
  /** Adds a show/hide button for password fields. */
  revealable?: boolean;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /** Shows "used / max" characters under the field. */
  counter?: boolean;
};

/** A labelled input whose error shows beneath it with a warning icon and a red border. */
export function TextField({
  label,
  name,
  error,
  onValueChange,
  revealable,
  rows,
  counter,
  type = "text",
  className,
  ref,
  ...input
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  // What was typed before hydration goes back into the field in the commit itself, before the
  // browser hands React another keystroke; then the form takes the field's text as it now is.
  useLayoutEffect(() => {
    const typed = takeTypedBeforeHydration(id);
    const field = document.getElementById(id) as HTMLInputElement | null;
    if (typed !== undefined && field) field.value = typed;
  }, [id]);
  useEffect(() => {
    const field = document.getElementById(id) as HTMLInputElement | null;
    if (!field) return;
    if (input.value !== undefined && field.value !== String(input.value)) onValueChange?.(field.value);
    resendHeldForm(field);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the field first appears
  }, []);
  const common = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: `w-full rounded-md border bg-white px-3 py-2 read-only:bg-stone-100 ${error ? "border-red-600" : "border-stone-300"} ${revealable ? "pr-11" : ""}`,
  };
  const length = String(input.value ?? "").length;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        {rows ? (
          <textarea
            id={id}
            name={name}
            rows={rows}
            ref={ref}
            {...common}
            {...(input as TextareaHTMLAttributes<HTMLTextAreaElement>)}
            onChange={(e) => onValueChange?.(e.target.value)}
          />
        ) : (
          <input
            id={id}
            name={name}
            type={revealable && revealed ? "text" : type}
            ref={ref}
            {...common}
            {...input}
            onChange={(e) => onValueChange?.(e.target.value)}
          />
        )}
        {revealable && (
          <button
            type="button"
            onClick={() => setRevealed((r) => !r)}
            aria-label={revealed ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-stone-600 hover:text-stone-900"
          >
            {revealed ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
          </button>
        )}
      </div>
      {/* The line is kept when empty, so a message appearing on blur never moves the button being clicked. */}
      <div className="mt-1 flex min-h-5 items-start justify-between gap-3 text-sm">
        <p id={errorId} className="flex items-center gap-1 text-red-700">
          {error && <TriangleAlert aria-hidden className="size-4 shrink-0" />}
          {error}
        </p>
        {counter && input.maxLength && (
          <span className="shrink-0 text-xs text-stone-500">
            {length}/{input.maxLength}
          </span>
        )}
      </div>
    </div>
  );
}
