import type { Metadata } from "next";
import Link from "next/link";
import { AdPicker } from "@/components/compliments/ad-picker";
import { GroupedCode } from "@/components/compliments/grouped-code";
import { printCardUrl } from "@/components/compliments/print-options";
import { QrCode } from "@/components/compliments/qr-code";
import { ShareCompliment } from "@/components/compliments/share-compliment";
import { OrganiserSigning } from "@/components/signing/organiser-signing";
import { LoadError } from "@/components/ui/load-error";
import { TextLink } from "@/components/ui/text-link";
import { loadOwnCompliment } from "@/lib/api/compliment-page";
import type { Delivery } from "@/lib/api/shapes";
import { isFailure } from "@/lib/auth/require";
import { shortLink } from "@/common/code-links";
import { env } from "@/lib/env";
import { maskedAddress, zonedDayAndTime, zoneName } from "@/common/zoned-time";

export const metadata: Metadata = { title: "Your Compliment Code" };

/**
 * What will happen to the compliment's e-mail, in the zone its author chose: "We'll e-mail it to
 * r…@example.org on Tue 1 Dec at 09:34 (New York time), with one reminder if it isn't opened", with
 * the way to change it; once gone, when it went.
 */
function DeliveryNote({ delivery, editHref }: { delivery: Delivery | null; editHref: string }) {
  if (!delivery) return null;
  const to = maskedAddress(delivery.recipientEmail);
  const when = (iso: string) => {
    const { day, time } = zonedDayAndTime(iso, delivery.timeZone);
    return `on ${day} at ${time} (${zoneName(delivery.timeZone)})`;
  };
  const reminder = delivery.remind ? ", with one reminder if it isn't opened" : "";
  const sentence =
    delivery.status === "scheduled"
      ? `We'll e-mail it to ${to} ${when(delivery.deliverAt)}${reminder}.`
      : (delivery.status === "sent" || delivery.status === "opened") && delivery.sentAt
        ? `We e-mailed it to ${to} ${when(delivery.sentAt)}${delivery.status === "sent" ? reminder : ""}.`
        : null;
  if (!sentence) return null;
  return (
    <p className="mt-4 rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-800">
      {sentence} {delivery.status === "scheduled" && <TextLink href={editHref}>Change the e-mail</TextLink>}
    </p>
  );
}

type Props = { searchParams: Promise<{ code?: string; id?: string }> };

export default async function ComplimentCodePage({ searchParams }: Props) {
  const { code } = await searchParams;
  const loaded = await loadOwnCompliment(code, `/create-compliment-code?code=${code}`);
  if (isFailure(loaded)) return <LoadError message={loaded.failed} />;
  const { compliment } = loaded;
  // What the card's QR code carries too: short enough to read out or type from a message.
  const link = shortLink(env.APP_URL, compliment.code);
  return (
    <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
      <section className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200">
        <h1 className="text-lg font-semibold">Your compliment for {compliment.to} is ready</h1>
        <DeliveryNote delivery={compliment.delivery} editHref={`/edit-compliment?code=${compliment.code}&id=${compliment.id}`} />
        <p className="mt-4 text-sm text-stone-600">Compliment code</p>
        <p className="text-4xl font-semibold text-brand-700">
          <GroupedCode code={compliment.code} />
        </p>
        <div className="mt-4 flex justify-center">
          <QrCode src={compliment.qrCode} code={compliment.code} />
        </div>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            href={printCardUrl(compliment.code)}
            className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
          >
            Print card
          </Link>
          <Link
            href={`/show-compliment?code=${compliment.code}`}
            className="rounded-md px-4 py-2 font-medium ring-1 ring-stone-300 hover:bg-stone-100"
          >
            Open the public page
          </Link>
        </div>
        <ShareCompliment code={compliment.code} link={link} to={compliment.to} />
      </section>
      <section className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        <h2 className="mb-1 text-lg font-semibold">Add ads to your compliment</h2>
        <p className="mb-4 text-sm text-stone-600">
          The recipient sees these offers with your compliment. <TextLink href="/choose-ads">Browse all ads</TextLink>
        </p>
        <AdPicker complimentId={compliment.id} chosen={compliment.ads} />
      </section>
      {compliment.signing && (
        <div className="md:col-span-2">
          <OrganiserSigning compliment={compliment} />
        </div>
      )}
    </div>
  );
}
