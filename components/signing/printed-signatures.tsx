import type { Signature } from "@/lib/api/signature-shapes";
import { cardCqw } from "@/lib/format/card-text-fit";
import { signedBy } from "@/common/signatures";

/** How many signers' names the A6 card names before "and N more". */
export const NAMED_ON_CARD = 3;

/** The names a card has room for: "Ana, Ben and Cy", or the first few "and 37 more — scan to read them all". */
export function cardSigners(names: string[], count: number) {
  const named = names.slice(0, NAMED_ON_CARD);
  if (count <= named.length) return `Signed by ${named.slice(0, -1).join(", ")}${named.length > 1 ? " and " : ""}${named.at(-1)}`;
  return `Signed by ${named.join(", ")} and ${count - named.length} more — scan to read them all`;
}

/** The most height the signers' line takes on the card, in points: three lines at 9 pt and the gap above it. */
export const CARD_SIGNERS_PT = 44;

/** The line on an A6 card of a group compliment: the first few signers, and how to read everyone, at 9 pt in print. */
export function CardSigners({ names, count }: { names: string[]; count: number }) {
  return (
    <p data-card-signers className="break-words font-medium leading-snug" style={{ fontSize: `${cardCqw(9)}cqw` }}>
      {cardSigners(names, count)}
    </p>
  );
}

/**
 * Every shown signature under the card on an A4 sheet: names as headings, in four columns at 9 pt
 * on paper, which flow on to a second page when the first is full (40 short ones fit on one).
 */
export function PrintedSignatures({ signatures, count }: { signatures: Signature[]; count: number }) {
  return (
    <section aria-labelledby="printed-signatures-heading" className="printed-signatures w-full">
      <h2 id="printed-signatures-heading" className="mb-3 text-lg font-semibold print:mb-[3mm] print:text-[11pt]">
        {signedBy(count)}
      </h2>
      <ol className="gap-6 sm:columns-2 print:columns-4 print:gap-[5mm]">
        {signatures.map((signature) => (
          <li key={signature.id} className="mb-3 break-inside-avoid print:mb-[1.5mm] print:text-[9pt] print:leading-[1.25]">
            <h3 className="break-words font-semibold">{signature.name}</h3>
            <p className="whitespace-pre-line break-words">{signature.message}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
