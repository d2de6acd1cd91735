"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { ApiFailure } from "@/lib/client/api";
import { claimCompliment, replyToCompliment } from "@/lib/client/compliments";
import { LOG_IN_FIRST, NOT_FOUND, SOMETHING_WRONG } from "@/lib/messages";
import { homeUrl } from "@/lib/routes";

/** Claim and Reply on a compliment; a reader without a session is sent to log in and back. */
export function ComplimentActions({ complimentId, code, claim: canClaim = true }: {
  complimentId: number;
  code: string;
  claim?: boolean;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState<"claim" | "reply">();

  function fail(result: ApiFailure) {
    if (result.status === 401) {
      toast.error(LOG_IN_FIRST);
      return router.push(`/login?next=${encodeURIComponent(`/show-compliment?code=${code}`)}`);
    }
    if (result.status === 404) {
      toast.error(NOT_FOUND);
      return router.push(homeUrl("not-found"));
    }
    toast.error(result.message || SOMETHING_WRONG);
  }

  async function claim() {
    setBusy("claim");
    const result = await claimCompliment(complimentId, code);
    setBusy(undefined);
    if (!result.ok) return fail(result);
    toast.success(result.body.message);
    router.push("/compliments-from-others");
  }

  async function startReply() {
    setBusy("reply");
    const result = await replyToCompliment(complimentId, code);
    setBusy(undefined);
    if (!result.ok) return fail(result);
    router.push(`/conversation?id=${result.body.conversationId}`);
  }

  return (
    <>
      {canClaim && <Button type="button" onClick={claim} disabled={!!busy}>{busy === "claim" ? "Claiming..." : "Claim"}</Button>}
      <Button type="button" variant="secondary" onClick={startReply} disabled={!!busy}>
        {busy === "reply" ? "Opening..." : "Reply"}
      </Button>
    </>
  );
}
