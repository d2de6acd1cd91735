import type { Metadata } from "next";
import { Button } from "@/components/ui/button";
import type { Resubscribed } from "@/lib/api/delivery-links";
import { SERVER_UNREACHABLE } from "@/common/messages";
import { unsubscribeMessages as say } from "@/common/validations/unsubscribe";
import { liftAction } from "../actions";
import { HomeLink, UnsubscribeCard } from "../unsubscribe-card";
import { ResubscribeForm } from "./resubscribe-form";

export const metadata: Metadata = { title: "Receive compliments again", robots: { index: false } };

type Props = {
  searchParams: Promise<{ keys?: string; expires?: string; signature?: string; result?: Resubscribed; failed?: string }>;
};

/**
 * The way back to receiving compliments by e-mail, once Undo on the unsubscribe page is over: a
 * form that mails a link to the address, and the page that link opens, whose button (a GET
 * changes nothing, mail scanners open links) takes the address off the suppression list.
 */
export default async function ResubscribePage({ searchParams }: Props) {
  const { keys, expires = "", signature = "", result, failed } = await searchParams;
  return (
    <UnsubscribeCard title="Receive compliments again">
      {result === "done" ? (
        <p role="status">{say.resubscribed}</p>
      ) : keys ? (
        <>
          {failed && (
            <p role="alert" className="mb-3 text-red-800">
              {SERVER_UNREACHABLE} Please try again.
            </p>
          )}
          <p className="mb-4">Receive compliments by e-mail at this address again?</p>
          <form action={liftAction}>
            {Object.entries({ keys, expires, signature }).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Button type="submit">Receive compliments again</Button>
          </form>
        </>
      ) : (
        <>
          {result === "invalid" && (
            <p role="alert" className="mb-3 text-red-800">
              {say.invalidLink} You can ask for a new one below.
            </p>
          )}
          <p className="mb-4">
            Unsubscribed from compliments by e-mail and changed your mind? Enter the address: we will send it a link that puts it back.
          </p>
          <ResubscribeForm />
        </>
      )}
      <HomeLink />
    </UnsubscribeCard>
  );
}
