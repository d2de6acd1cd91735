"use client";

import {
  useEffect,
  useId,
  useLayoutEffect,
  useState,
  type InputHTMLAttributes,
  type MouseEvent,
  type Ref,
  type TextareaHTMLAttributes,
} from "react";
import { Eye, EyeOff, TriangleAlert } from "lucide-react";

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
  // React leaves a server-rendered field's text as it finds it when it hydrates (its type it sets
  // back): what was typed into it before then, and a password shown (its button says so), are
  // read from the DOM in the commit itself (before the browser hands React another event). The
  // text becomes the form's once every effect of the commit has run (a react-hook-form field hears
  // changes only from its own layout effect on); until the form's value is that text, the field
  // shows it, so that a render in between (another field's change, the form's check) does not set
  // the field back to the form's empty value. Typing makes the form's value the field's own again.
  const [early, setEarly] = useState<string>();
  useLayoutEffect(() => {
    const field = document.getElementById(id) as HTMLInputElement | null;
    if (!field) return;
    // The DOM is the outside system here: text typed and a button pressed before React held them.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, at mount
    if (input.value !== undefined && field.value !== String(input.value)) setEarly(field.value);
    if (revealable && document.querySelector(`[data-reveals="${id}"]`)?.getAttribute("aria-pressed") === "true") setRevealed(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the field first appears
  }, []);
  useEffect(() => {
    if (early === undefined) return;
    // Handed over: from now on the form's value is what the field shows.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- ends the hand-over above
    if (input.value === early) return setEarly(undefined);
    onValueChange?.(early);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the hand-over of `early`, until the form holds it
  }, [early, input.value]);
  const shown = early ?? input.value;
  const change = (value: string) => {
    setEarly(undefined);
    onValueChange?.(value);
  };
  /** The press was the page script's (REVEAL_ON_PRESS, components/layout/before-hydration.tsx) when it ran; else this turns the field over. */
  function reveal(event: MouseEvent) {
    const field = document.getElementById(id) as HTMLInputElement;
    if (!event.defaultPrevented) field.type = field.type === "password" ? "text" : "password";
    setRevealed(field.type === "text");
  }
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
            value={shown}
            onChange={(e) => change(e.target.value)}
          />
        ) : (
          <input
            id={id}
            name={name}
            type={revealable && revealed ? "text" : type}
            ref={ref}
            {...common}
            {...input}
            value={shown}
            onChange={(e) => change(e.target.value)}
          />
        )}
        {revealable && (
          <button
            type="button"
            data-reveals={id}
            onClick={reveal}
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
