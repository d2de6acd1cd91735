import type { Metadata } from "next";
import { Button } from "@/components/ui/button";
import { unsubscribeStatus } from "@/lib/api/delivery-links";
import { SERVER_UNREACHABLE } from "@/lib/messages";
import { unsubscribeAction } from "./actions";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };

type Props = { searchParams: Promise<{ token?: string; failed?: string }> };

/**
 * Where a delivery mail's "Receive no more compliments here" link leads: one button, which works
 * without scripts, puts the address on the suppression list. The address itself is never shown.
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token = "", failed } = await searchParams;
  const status = await unsubscribeStatus(token);
  return (
    <section className="mx-auto max-w-lg rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <h1 className="mb-3 text-2xl font-semibold">Unsubscribe</h1>
      {status === "invalid" ? (
        <p role="alert" className="text-red-800">
          This unsubscribe link is invalid.
        </p>
      ) : status === "unsubscribed" ? (
        <p role="status">You will not receive any more compliments at this address.</p>
      ) : (
        <>
          {(status === "unknown" || failed) && (
            <p role="alert" className="mb-3 text-red-800">
              {SERVER_UNREACHABLE} Please try again.
            </p>
          )}
          <p className="mb-4">
            Stop receiving compliments at this address? Nobody will be able to send you one by e-mail through us again; cards handed to you
            still work.
          </p>
          <form action={unsubscribeAction}>
            <input type="hidden" name="token" value={token} />
            <Button type="submit">Unsubscribe</Button>
          </form>
        </>
      )}
    </section>
  );
}
