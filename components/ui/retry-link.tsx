"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTransition } from "react";

/**
 * Loads the page again. With scripts, in place: the server parts render anew and nothing typed is
 * lost. Without, it is a plain link to the same address.
 */
export function RetryLink({ className = "" }: { className?: string }) {
  const router = useRouter();
  const query = useSearchParams().toString();
  const href = `${usePathname()}${query ? `?${query}` : ""}`;
  const [retrying, startRetry] = useTransition();
  return (
    <a
      href={href}
      aria-disabled={retrying || undefined}
      onClick={(event) => {
        event.preventDefault();
        if (!retrying) startRetry(() => router.refresh());
      }}
      className={`inline-flex items-center justify-center rounded-md bg-white px-4 py-2 text-sm font-medium text-red-900 ring-1 ring-red-300 hover:bg-red-100 aria-disabled:cursor-wait ${className}`}
    >
      {retrying ? "Retrying…" : "Retry"}
    </a>
  );
}
