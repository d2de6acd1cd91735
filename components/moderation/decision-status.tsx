"use client";

import { useRef, useState } from "react";

/**
 * What a queue says once an item is decided and leaves the list: a status line that takes focus,
 * since the form pressed is gone and the reader is told where they are.
 */
export function useDecisionStatus() {
  const [status, setStatus] = useState("");
  const statusRef = useRef<HTMLParagraphElement>(null);
  function announce(message: string) {
    setStatus(message);
    requestAnimationFrame(() => statusRef.current?.focus());
  }
  const line = (
    <p
      ref={statusRef}
      role="status"
      tabIndex={-1}
      className={status ? "rounded-md bg-green-50 px-3 py-2 text-sm text-green-900" : "sr-only"}
    >
      {status}
    </p>
  );
  return { announce, line };
}
