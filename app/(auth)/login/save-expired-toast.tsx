"use client";

import { useEffect, useRef } from "react";
import { toast } from "@/lib/toast";
import { hasDraftFor } from "@/lib/forms/drafts";
import { TYPING_KEPT, UNAUTHENTICATED_SAVE } from "@/common/messages";
import { LOGIN_REASON_TOAST } from "@/lib/routes";

/**
 * The toast of a session that ended while saving: spec §8's sentence, and after it that the typing
 * was kept, when it was (the forms that keep drafts did, for the page login returns to).
 */
export function SaveExpiredToast({ next }: { next?: string }) {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    const kept = next !== undefined && hasDraftFor(next);
    toast.error(kept ? `${UNAUTHENTICATED_SAVE} ${TYPING_KEPT}` : UNAUTHENTICATED_SAVE, { id: LOGIN_REASON_TOAST });
  }, [next]);
  return null;
}
