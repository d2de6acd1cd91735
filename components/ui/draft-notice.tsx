"use client";

import { focusAfter } from "@/lib/focus";
import type { Draft } from "@/lib/forms/drafts";

export const DRAFT_RESTORED = "We kept what you typed before you logged in; it has not been sent yet.";

/** Its form's first field a user can type in. */
const firstField = (form: HTMLFormElement | null) =>
  form?.querySelector<HTMLElement>("input:not([type=hidden]):not([disabled]), textarea:not([disabled]), select:not([disabled])");

/**
 * The line above a form that was filled from a kept draft, with a way to start afresh. Discard takes
 * the line away with its button: focus goes to the form's first field, to start afresh there.
 */
export function DraftNotice({ draft }: { draft: Draft }) {
  if (!draft.restored) return null;
  return (
    <p role="status" className="flex flex-wrap items-center gap-x-3 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">
      {DRAFT_RESTORED}
      <button
        type="button"
        onClick={(event) => {
          const form = event.currentTarget.closest("form");
          draft.discard();
          requestAnimationFrame(() => focusAfter(form, firstField(form)));
        }}
        className="font-medium underline underline-offset-2"
      >
        Discard
      </button>
    </p>
  );
}
