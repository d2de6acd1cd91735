"use client";

import { usePathname } from "next/navigation";
import { ResendVerificationButton } from "./resend-verification";

/**
 * Reminds a logged-in user whose e-mail is not verified, on every page, and lets them send a new
 * link from there. The verification screen has its own prompt, so it shows none.
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  if (usePathname() === "/verify-email") return null;
  return (
    <section aria-label="Email verification" className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">
          Your email address <strong className="break-all">{email}</strong> is not verified yet. Open the link we sent you to unlock the
          full menu, or send a new one.
        </p>
        <ResendVerificationButton className="w-full shrink-0 sm:w-auto" />
      </div>
    </section>
  );
}
