"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { callApi, type ApiFailure } from "@/lib/client/api";
import { SOMETHING_WRONG, UNAUTHORIZED_AGAIN } from "@/lib/messages";
import { loginUrl } from "@/lib/routes";

export type VerificationLink = { id: string; hash: string; expires: string; signature: string };

/** Spec §8 "Verification resend": 400 shows the server's message, 401 asks to log in again. */
function failureMessage(result: ApiFailure): string {
  if (result.status === 401) return UNAUTHORIZED_AGAIN;
  if (result.status >= 400 && result.status < 500 && result.message) return result.message;
  return result.status === 0 && result.message ? result.message : SOMETHING_WRONG;
}

export function VerifyEmail({ email, link }: { email: string; link?: VerificationLink }) {
  const router = useRouter();
  const [resending, setResending] = useState(false);
  const [verifying, setVerifying] = useState(Boolean(link));
  const started = useRef(false);

  useEffect(() => {
    if (!link || started.current) return;
    started.current = true;
    const { id, hash, ...signed } = link;
    callApi(`email/verify/${encodeURIComponent(id)}/${encodeURIComponent(hash)}?${new URLSearchParams(signed)}`)
      .then((result) => {
        if (result.ok) {
          toast.success(result.body.message);
          router.replace("/dashboard");
          return router.refresh();
        }
        setVerifying(false);
        toast.error(failureMessage(result));
        if (result.status === 401) router.replace(loginUrl("session-expired"));
      });
  }, [link, router]);

  async function resend() {
    setResending(true);
    const result = await callApi("email/verify/resend", { method: "POST" });
    setResending(false);
    if (result.ok) return void toast.success(result.body.message);
    toast.error(failureMessage(result));
    if (result.status === 401) router.replace(loginUrl("session-expired"));
  }

  if (verifying) return <p role="status" className="text-stone-600">Verifying your email address…</p>;
  return (
    <>
      <p className="text-stone-700">
        A verification link has been sent to <strong>{email}</strong>. Open it to unlock the full menu.
      </p>
      <p className="mt-2 text-sm text-stone-500">Didn&apos;t get it? Check your spam folder, or send a new link.</p>
      <Button type="button" className="mt-6" onClick={resend} disabled={resending}>
        {resending ? "Resending..." : "Resend Verification Email"}
      </Button>
    </>
  );
}
