import type { Draft } from "@/lib/forms/drafts";

export const DRAFT_RESTORED = "We kept what you typed before you logged in; it has not been sent yet.";

/** The line above a form that was filled from a kept draft, with a way to start afresh. */
export function DraftNotice({ draft }: { draft: Draft }) {
  if (!draft.restored) return null;
  return (
    <p role="status" className="flex flex-wrap items-center gap-x-3 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">
      {DRAFT_RESTORED}
      <button type="button" onClick={draft.discard} className="font-medium underline underline-offset-2">
        Discard
      </button>
    </p>
  );
}
