/** The card designs a printed card may take; the first is the default. */
export const cardDesigns = {
  classic: { label: "Classic", hint: "Soft rose panel beside the QR code" },
  bright: { label: "Bright", hint: "Deep rose with white lettering" },
  minimal: { label: "Minimal", hint: "Black on white, light on ink" },
} as const;

/** The paper a card is printed on, in millimetres; the first is the default. */
export const cardSheets = {
  card: { label: "Postcard", hint: "A6 card, 148 × 105 mm", width: 148, height: 105 },
  a4: { label: "A4 sheet", hint: "210 × 297 mm, the card centred with cut marks", width: 210, height: 297 },
} as const;

export type CardDesign = keyof typeof cardDesigns;
export type CardSheet = keyof typeof cardSheets;
export type PrintChoice = { design: CardDesign; sheet: CardSheet };

const pick = <K extends string>(options: Record<K, unknown>, value: unknown): K | undefined =>
  typeof value === "string" && Object.hasOwn(options, value) ? (value as K) : undefined;

/** The design and sheet asked for in a print address; anything unknown gives the default. */
export const printChoice = (query: { design?: string | string[]; sheet?: string | string[] }): PrintChoice => ({
  design: pick(cardDesigns, query.design) ?? "classic",
  sheet: pick(cardSheets, query.sheet) ?? "card",
});

/** The print page of a compliment, with a design and sheet when they are not the defaults. */
export function printCardUrl(code: string, choice: Partial<PrintChoice> = {}) {
  const query = new URLSearchParams({ code });
  if (choice.design && choice.design !== "classic") query.set("design", choice.design);
  if (choice.sheet && choice.sheet !== "card") query.set("sheet", choice.sheet);
  return `/print-compliment-card?${query}`;
}

/**
 * The printed page's size, which follows the chosen sheet: Chromium takes an explicit size in
 * millimetres (it ignores `A6 landscape`), and the sheet element fills exactly that page, or at
 * least that page when it `grows` (a group compliment's signatures go on to further pages).
 */
export function sheetPrintCss(sheet: CardSheet, { grows = false } = {}) {
  const { width, height } = cardSheets[sheet];
  return `@media print {
  @page { size: ${width}mm ${height}mm; margin: 0; }
  .print-sheet { width: ${width}mm; ${grows ? "min-height" : "height"}: ${height}mm; }
}`;
}
