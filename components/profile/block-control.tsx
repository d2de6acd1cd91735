"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toastFailure } from "@/lib/client/api";
import { blockUser, unblockUser } from "@/lib/client/blocks";
import { focusAfter } from "@/lib/focus";

export const BLOCK_EXPLAINED =
  "They won't be able to message you, reply to your compliments or start a conversation with you, and you won't be able to message them. " +
  "You won't get notifications or e-mails from them. Your existing conversations stay readable. They are not told.";
const BLOCK_FAILED = "Could not block this person. Please try again.";
export const UNBLOCK_FAILED = "Could not unblock this person. Please try again.";

/**
 * Block, on another user's profile and in a conversation with them: asks first, saying what
 * blocking does; once blocked it reads Unblock, which needs no question (it only gives back what
 * blocking took). The page is refreshed after either, so what it shows (the composer) follows.
 */
export function BlockControl({ userId, name, blocked: initiallyBlocked }: { userId: number; name: string; blocked: boolean }) {
  const router = useRouter();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const [blocked, setBlocked] = useState(initiallyBlocked);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");

  async function change(block: boolean) {
    setBusy(true);
    const result = await (block ? blockUser(userId) : unblockUser(userId));
    setBusy(false);
    if (!result.ok) return toastFailure(result, block ? BLOCK_FAILED : UNBLOCK_FAILED);
    setBlocked(block);
    setStatus(block ? `You blocked ${name}.` : `You unblocked ${name}.`);
    router.refresh();
  }

  function open() {
    dialog.current?.showModal();
    title.current?.focus();
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {/* One button whose label follows the block, never disabled, so focus stays on it across the change. */}
      <Button
        type="button"
        variant="secondary"
        className={blocked ? "" : "text-red-700"}
        aria-disabled={busy}
        onClick={busy ? undefined : blocked ? () => void change(false) : open}
        aria-haspopup={blocked ? undefined : "dialog"}
      >
        {blocked ? "Unblock" : "Block"}
      </Button>
      <p role="status" className="text-sm text-stone-700">
        {status}
      </p>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-what`}
        onClose={() => requestAnimationFrame(() => focusAfter(dialog.current))}
        className="m-auto max-w-md rounded-xl p-6 shadow-xl backdrop:bg-black/40"
      >
        <h2 ref={title} id={`${id}-title`} tabIndex={-1} className="text-lg font-semibold">
          Block {name}?
        </h2>
        <p id={`${id}-what`} className="mt-3 text-stone-700">
          {BLOCK_EXPLAINED}
        </p>
        <p className="mt-2 text-sm text-stone-600">You can unblock them at any time, here or on your profile.</p>
        <form method="dialog" className="mt-6 flex justify-end gap-2">
          <Button type="submit" variant="secondary">
            Cancel
          </Button>
          <Button
            type="button"
            className="bg-red-700 hover:bg-red-800"
            onClick={() => {
              dialog.current?.close();
              void change(true);
            }}
          >
            Block
          </Button>
        </form>
      </dialog>
    </div>
  );
}
