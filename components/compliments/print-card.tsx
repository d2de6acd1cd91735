import { Avatar } from "@/components/ui/avatar";
import { CardText } from "./card-text";
import type { Compliment } from "@/lib/api/shapes";
import { GroupedCode } from "./grouped-code";
import { QrCode } from "./qr-code";
import type { CardDesign } from "./print-options";
import { CARD_SIGNERS_PT, CardSigners } from "@/components/signing/printed-signatures";

/** Each design's colours; the QR code always sits dark on a white square with its quiet zone. */
const looks: Record<CardDesign, { card: string; panel: string; label: string; name: string; text: string; side: string }> = {
  classic: {
    card: "bg-white ring-1 ring-stone-200",
    panel: "bg-gradient-to-br from-brand-50 to-brand-100 text-stone-900",
    label: "text-brand-700",
    name: "",
    text: "text-stone-800",
    side: "bg-white text-stone-900",
  },
  bright: {
    card: "bg-amber-50 ring-1 ring-brand-700",
    panel: "bg-brand-700 text-white",
    label: "text-brand-100",
    name: "",
    text: "text-white",
    side: "bg-amber-50 text-stone-900",
  },
  minimal: {
    card: "bg-white ring-1 ring-stone-300",
    panel: "bg-white text-black border-r border-stone-300",
    label: "text-stone-700",
    name: "font-serif",
    text: "text-stone-900",
    side: "bg-white text-black",
  },
};

/**
 * The printable card, A6 landscape in proportion. Everything is measured in container units (a
 * hundredth of the card's width), so the preview on a 320 px phone and the 148 mm card on paper
 * are the same picture. The text column takes two thirds of the card and the text all of its
 * height; the author, the QR code and the way in share the other third.
 */
export function PrintCard({
  compliment,
  design,
  site,
  signers,
}: {
  compliment: Compliment;
  design: CardDesign;
  site: string;
  /** A group compliment's first signers' names and how many signed, for a card that does not list them all. */
  signers?: { names: string[]; count: number };
}) {
  const look = looks[design];
  return (
    <article
      aria-label="Compliment card"
      data-design={design}
      className={`print-card group/card @container grid aspect-[148/105] w-full grid-cols-[1fr_34%] overflow-hidden rounded-2xl shadow-lg ${look.card}`}
    >
      <div className={`relative flex min-h-0 min-w-0 flex-col gap-[1.5cqw] p-[4cqw] ${look.panel}`}>
        <div>
          <p className={`text-[2.1cqw] font-semibold uppercase tracking-wider ${look.label}`}>A compliment for</p>
          <p className={`text-[5.4cqw] leading-[1.1] font-semibold break-words ${look.name}`}>{compliment.to}</p>
        </div>
        <CardText text={compliment.text} className={look.text} belowPt={signers && CARD_SIGNERS_PT} />
        {signers && <CardSigners {...signers} />}
      </div>
      <div className={`flex min-w-0 flex-col items-center justify-center gap-[1.8cqw] p-[2.5cqw] text-center ${look.side}`}>
        <div className="flex max-w-full items-center gap-[1.5cqw] text-left [&_img]:!size-[5.5cqw]">
          <Avatar src={compliment.author.avatarUrl} name={compliment.author.name} size={28} />
          <p className="min-w-0 text-[2.2cqw] leading-snug break-words">
            From <span className="font-semibold">{compliment.author.name}</span>
          </p>
        </div>
        {/* The code draws its own four-module quiet zone; the white square keeps it white whatever the design's colour. */}
        <div className="rounded-[1cqw] bg-white [&_img]:!size-[26cqw]">
          <QrCode src={compliment.qrCode} code={compliment.code} size={96} />
        </div>
        <GroupedCode code={compliment.code} className="text-[3.6cqw] font-semibold" />
        <p className="hidden text-[2.1cqw] leading-snug font-semibold group-has-[[data-cut]]/card:block">
          Read the whole compliment online
        </p>
        <p data-card-last-line className="text-[1.9cqw] leading-snug">
          Scan, or enter the code at
          <br />
          <span className="font-semibold">{site}</span>
        </p>
      </div>
    </article>
  );
}
