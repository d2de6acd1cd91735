"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast, toastForNextPage } from "@/lib/toast";
import { ResendVerificationButton, verificationFailureMessage } from "@/components/layout/resend-verification";
import { refreshSession } from "@/lib/auth/refresh-session";
import { verifyEmail, type VerificationLink } from "@/lib/client/auth";

/** Verifies with the mailed link when there is one, then goes on to `next` (a path on this site) or the dashboard. */
export function VerifyEmail({ email, link, next }: { email: string; link?: VerificationLink; next?: string }) {
  const router = useRouter();
  const [verifying, setVerifying] = useState(Boolean(link));
  const started = useRef(false);

  useEffect(() => {
    if (!link || started.current) return;
    started.current = true;
    void verifyEmail(link).then(async (result) => {
      if (result.ok) {
        await refreshSession();
        toastForNextPage("success", result.body.message);
        router.replace(next ?? "/dashboard");
        return router.refresh();
      }
      if (result.handled) return;
      setVerifying(false);
      toast.error(verificationFailureMessage(result));
    });
  }, [link, next, router]);

  if (verifying)
    return (
      <p role="status" className="text-stone-600">
        Verifying your email address…
      </p>
    );
  return (
    <>
      <p className="text-stone-700">
        A verification link has been sent to <strong>{email}</strong>. Open it to unlock the full menu.
      </p>
      <p className="mt-2 text-sm text-stone-500">Didn&apos;t get it? Check your spam folder, or send a new link.</p>
      <ResendVerificationButton className="mt-6" />
    </>
  );
}
