import { Avatar } from "@/components/ui/avatar";
import type { Compliment } from "@/lib/api/shapes";
import { GroupedCode } from "./grouped-code";
import { QrCode } from "./qr-code";
import type { CardDesign } from "./print-options";

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

/** Longer compliments get smaller letters; the longest are cut after a few lines. */
const textSize = (text: string) => (text.length <= 140 ? "text-[3.3cqw]" : text.length <= 320 ? "text-[2.6cqw]" : "text-[2.2cqw]");

/**
 * The printable card, A6 landscape in proportion. Everything is measured in container units (a
 * hundredth of the card's width), so the preview on a 320 px phone and the 148 mm card on paper
 * are the same picture.
 */
export function PrintCard({ compliment, design, site }: { compliment: Compliment; design: CardDesign; site: string }) {
  const look = looks[design];
  return (
    <article
      aria-label="Compliment card"
      data-design={design}
      className={`print-card @container grid aspect-[148/105] w-full grid-cols-[1fr_40%] overflow-hidden rounded-2xl shadow-lg ${look.card}`}
    >
      <div className={`flex min-h-0 flex-col gap-[2.5cqw] p-[5cqw] ${look.panel}`}>
        <div>
          <p className={`text-[2.1cqw] font-semibold uppercase tracking-wider ${look.label}`}>A compliment for</p>
          <p className={`text-[5.4cqw] font-semibold leading-tight break-words ${look.name}`}>{compliment.to}</p>
        </div>
        <p
          data-card-text
          className={`line-clamp-6 min-h-0 flex-1 leading-snug break-words whitespace-pre-line ${textSize(compliment.text)} ${look.text}`}
        >
          {compliment.text}
        </p>
        <div className="flex items-center gap-[2cqw] [&_img]:!size-[7cqw]">
          <Avatar src={compliment.author.avatarUrl} name={compliment.author.name} size={28} />
          <p className="text-[2.4cqw]">
            From <span className="font-semibold">{compliment.author.name}</span>
          </p>
        </div>
      </div>
      <div className={`flex flex-col items-center justify-center gap-[2cqw] p-[3cqw] text-center ${look.side}`}>
        {/* The white square keeps the quiet zone around the code whatever the design's colour. */}
        <div className="rounded-[1cqw] bg-white p-[2.5cqw] [&_img]:!size-[24cqw]">
          <QrCode src={compliment.qrCode} code={compliment.code} size={96} />
        </div>
        <GroupedCode code={compliment.code} className="text-[3.8cqw] font-semibold" />
        <p data-card-last-line className="text-[1.9cqw] leading-snug">
          Scan, or enter the code at
          <br />
          <span className="font-semibold">{site}</span>
        </p>
      </div>
    </article>
  );
}
