"use client";

import Form from "next/form";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, type ConfirmDialogHandle } from "@/components/ui/confirm-dialog";
import { TextLink } from "@/components/ui/text-link";
import type { ApiFailure } from "@/lib/client/api";
import { claimCompliment } from "@/lib/client/compliments";
import { takePendingClaim } from "@/lib/pending-claim";
import { ACTION_FAILED, NOT_FOUND } from "@/common/messages";
import { afterLogIn, homeUrl, loginUrl, type ReaderAction } from "@/lib/routes";

/** Who is reading, as far as Claim and Reply care. */
export type Reader = "guest" | "author" | "claimer" | "reader";

type Props = {
  complimentId: number;
  code: string;
  authorName: string;
  /** Whom the compliment is for, as its author wrote it: Claim asks the reader whether that is them. */
  recipient: string;
  reader: Reader;
  isClaimed: boolean;
  /** The reader's conversation about it, once they have replied. */
  replyConversationId: number | null;
  /** `intent=claim` on the address: a guest pressed Claim here and has now logged in or registered. */
  intent?: string;
};

/** One action: its button, and beneath it a line saying what it does, tied to it by aria-describedby. */
function Action({ children, description }: { children: (describedBy: string) => React.ReactNode; description: string }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5 sm:w-64">
      {children(id)}
      <p id={id} className="text-sm text-stone-600">
        {description}
      </p>
    </div>
  );
}

/**
 * A guest is asked to join or log in first (spec §4's message shows there), on a page that recalls
 * the compliment, and comes back to finish the action. A plain GET form, so it works without scripts; the
 * join page's request remembers a Claim (lib/pending-claim.ts).
 */
function JoinFirst({ code, action, children }: { code: string; action: ReaderAction; children: React.ReactNode }) {
  return (
    <Form action="/join">
      <input type="hidden" name="code" value={code} />
      <input type="hidden" name="action" value={action} />
      {children}
    </Form>
  );
}

/**
 * Reply opens a compose view of the conversation with the author; nothing is created until the
 * first message is sent. A plain GET form, so it works before the page's scripts run.
 */
function ReplyAction({
  code,
  authorName,
  reader,
  conversationId,
}: Pick<Props, "code" | "authorName" | "reader"> & { conversationId: number | null }) {
  return (
    <Action description={`Say thank you to ${authorName}`}>
      {(describedBy) => {
        const button = (
          <Button type="submit" variant="secondary" aria-describedby={describedBy} className="w-full">
            Reply
          </Button>
        );
        if (reader === "guest")
          return (
            <JoinFirst code={code} action="reply">
              {button}
            </JoinFirst>
          );
        return (
          <Form action="/conversation">
            {conversationId ? <input type="hidden" name="id" value={conversationId} /> : <input type="hidden" name="code" value={code} />}
            {button}
          </Form>
        );
      }}
    </Action>
  );
}

/**
 * Claim and Reply under a compliment, each with a line saying what it does. Claim is offered only
 * while the compliment is unclaimed and never to its author; it asks once whether the reader is the
 * one it is for. Its claimer reads "You kept this compliment". A guest's Claim goes to join or log
 * in with `intent=claim` on the way back, where this component asks its question once, on load, only
 * when this browser's guest pressed Claim on this code.
 */
export function ComplimentActions({ complimentId, code, authorName, recipient, reader, isClaimed, replyConversationId, intent }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [claimed, setClaimed] = useState(false);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const isItYou = useRef<ConfirmDialogHandle>(null);
  const claimButton = useRef<HTMLButtonElement>(null);
  const started = useRef(false);

  function fail(result: ApiFailure) {
    if (result.outcome === "unauthenticated") return router.push(loginUrl("log-in-first", afterLogIn(code, "claim")));
    if (result.outcome === "not-found") {
      toast.error(NOT_FOUND);
      return router.push(homeUrl("not-found"));
    }
    toast.error(result.message || ACTION_FAILED);
    router.refresh();
  }

  async function claim() {
    setBusy(true);
    const result = await claimCompliment(complimentId, code);
    setBusy(false);
    if (!result.ok) return fail(result);
    setClaimed(true);
    router.refresh();
  }

  useEffect(() => {
    if (intent !== "claim" || started.current) return;
    started.current = true;
    // The intent is spent: a reload or a shared copy of this address acts no more.
    window.history.replaceState(null, "", `${window.location.pathname}?code=${code}`);
    if (reader === "reader" && !isClaimed && takePendingClaim(code)) isItYou.current?.open();
    // Runs once, on load: later renders (after the claim's refresh) must not claim again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page load, by design
  }, []);

  useEffect(() => {
    if (claimed) confirmation.current?.focus();
  }, [claimed]);

  if (reader === "author")
    return (
      <p className="text-stone-700">
        You wrote this compliment. <TextLink href={`/show-compliment-dashboard?code=${code}`}>See how it is doing</TextLink>
      </p>
    );

  const reply = <ReplyAction code={code} authorName={authorName} reader={reader} conversationId={replyConversationId} />;
  if (claimed)
    return (
      <div className="space-y-4">
        <h2 ref={confirmation} tabIndex={-1} className="text-2xl font-semibold text-stone-900 focus:outline-none">
          It&apos;s yours — say thank you?
        </h2>
        <div className="flex flex-wrap items-start gap-4">{reply}</div>
        <p className="text-sm">
          <TextLink href="/compliments-from-others">See all your compliments from others</TextLink>
        </p>
      </div>
    );

  return (
    <div className="space-y-4">
      {reader === "claimer" && <p className="text-lg font-medium text-brand-700">You kept this compliment</p>}
      {isClaimed && reader !== "claimer" && <p className="text-stone-700">Its recipient has already kept this compliment.</p>}
      <div className="flex flex-wrap items-start gap-4">
        {!isClaimed && (
          <Action description="This compliment is for me — keep it">
            {(describedBy) =>
              reader === "guest" ? (
                <JoinFirst code={code} action="claim">
                  <Button type="submit" aria-describedby={describedBy} className="w-full">
                    Claim
                  </Button>
                </JoinFirst>
              ) : (
                <Button
                  ref={claimButton}
                  type="button"
                  onClick={() => isItYou.current?.open()}
                  disabled={busy}
                  aria-describedby={describedBy}
                  className="w-full"
                >
                  {busy ? "Claiming..." : "Claim"}
                </Button>
              )
            }
          </Action>
        )}
        {reply}
      </div>
      {reader === "reader" && !isClaimed && (
        <ConfirmDialog
          ref={isItYou}
          question={`This compliment is for ${recipient}. Is that you?`}
          confirmLabel="Yes, keep it"
          cancelLabel="No"
          tone="primary"
          onConfirm={claim}
          // Asked on load, it has no control to go back to: "No" leaves focus on Claim, which asks again.
          returnFocus={() => claimButton.current}
        />
      )}
    </div>
  );
}
