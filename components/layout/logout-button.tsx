"use client";

import { logoutAction } from "@/lib/auth/actions";
import { forgetAllDrafts } from "@/lib/forms/drafts";

/** Logs out; what this tab kept of the user's typing goes first, so the next person on it finds none. */
export function LogoutButton({ className = "rounded px-3 py-2 text-left font-medium hover:bg-brand-800" }: { className?: string }) {
  return (
    <form action={logoutAction} onSubmit={forgetAllDrafts}>
      <button type="submit" className={className}>
        Logout
      </button>
    </form>
  );
}
