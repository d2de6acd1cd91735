import type { Metadata } from "next";
import { Button } from "@/components/ui/button";
import { TextLink } from "@/components/ui/text-link";
import { unsubscribeStatus, type Resubscribed } from "@/lib/api/delivery-links";
import { SERVER_UNREACHABLE } from "@/common/messages";
import { unsubscribeMessages as say } from "@/common/validations/unsubscribe";
import { undoAction, unsubscribeAction } from "./actions";
import { HomeLink, UnsubscribeCard } from "./unsubscribe-card";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };

type Props = { searchParams: Promise<{ token?: string; failed?: string; undo?: Resubscribed }> };

const alert = (text: string) => (
  <p role="alert" className="mb-3 text-red-800">
    {text}
  </p>
);

/** The way back later, once Undo no longer works: a link mailed to the address on request. */
const AskForLink = () => (
  <p className="mt-4">
    Changed your mind? <TextLink href="/unsubscribe/again">Receive compliments by e-mail again</TextLink>
  </p>
);

/** A form whose one button sends the token: it works without scripts. */
function TokenForm({ token, action, label }: { token: string; action: (formData: FormData) => Promise<void>; label: string }) {
  return (
    <form action={action}>
      <input type="hidden" name="token" value={token} />
      <Button type="submit">{label}</Button>
    </form>
  );
}

/**
 * Where a delivery mail's "Receive no more compliments here" link leads: one button, which works
 * without scripts, puts the address on the suppression list; for an hour after, Undo takes it off
 * again, and later a link mailed to the address does. The address itself is never shown.
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token = "", failed, undo } = await searchParams;
  const status = await unsubscribeStatus(token);
  // Said only when it is so: the query alone does not make it true.
  if (undo === "done" && status === "subscribed") {
    return (
      <UnsubscribeCard>
        <p role="status">{say.resubscribed}</p>
        <HomeLink />
      </UnsubscribeCard>
    );
  }
  return (
    <UnsubscribeCard>
      {status === "invalid" ? (
        <>
          {alert(say.invalidToken)}
          <AskForLink />
        </>
      ) : status === "undoable" || status === "unsubscribed" ? (
        <>
          {undo === "late" && alert(say.tooLate)}
          {undo && undo !== "late" && alert(`${SERVER_UNREACHABLE} Please try again.`)}
          <p role="status" className="mb-4">
            {say.unsubscribed}
          </p>
          {status === "undoable" ? <TokenForm token={token} action={undoAction} label="Undo" /> : <AskForLink />}
        </>
      ) : (
        <>
          {(status === "unknown" || failed) && alert(`${SERVER_UNREACHABLE} Please try again.`)}
          <p className="mb-4">
            Stop receiving compliments at this address? Nobody will be able to send you one by e-mail through us again; cards handed to you
            still work.
          </p>
          <TokenForm token={token} action={unsubscribeAction} label="Unsubscribe" />
        </>
      )}
      <HomeLink />
    </UnsubscribeCard>
  );
}
