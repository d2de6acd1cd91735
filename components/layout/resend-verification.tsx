"use client";

import { usePathname, useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import type { ApiFailure } from "@/lib/client/api";
import { resendVerification } from "@/lib/client/auth";
import { SOMETHING_WRONG, UNAUTHORIZED_AGAIN } from "@/common/messages";
import { isRefusal } from "@/lib/outcomes";
import { withNext } from "@/lib/routes";

/** Spec §8 "Verification resend": a 4xx shows the server's message, 401 asks to log in again. */
export function verificationFailureMessage(result: ApiFailure): string {
  if (result.outcome === "unauthenticated") return UNAUTHORIZED_AGAIN;
  if (isRefusal(result.outcome) && result.message) return result.message;
  return result.outcome === "no-answer" && result.message ? result.message : SOMETHING_WRONG;
}

/** Sends a new verification link; shown on the verification screen and in the unverified user's banner. */
export function ResendVerificationButton({ className }: { className?: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const [resending, setResending] = useState(false);

  async function resend() {
    setResending(true);
    const result = await resendVerification();
    setResending(false);
    if (result.ok) return void toast.success(result.body.message);
    toast.error(verificationFailureMessage(result));
    if (result.outcome !== "unauthenticated") return;
    router.replace(withNext("/login", pathname));
    router.refresh();
  }

  return (
    <Button type="button" className={className} onClick={resend} disabled={resending}>
      {resending ? "Resending..." : "Resend Verification Email"}
    </Button>
  );
}
