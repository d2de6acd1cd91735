/**
 * The sizes a card's text may take, in points on the printed 148 mm card, largest first. The last
 * is the smallest printed: below 9 pt a letter on a card stops being comfortable to read
 * (docs/decisions.md, issue 18); what does not fit at 9 pt is cut.
 */
export const CARD_TEXT_PT = [14, 13, 12, 11, 10.5, 10, 9.5, 9] as const;
export const CARD_TEXT_LEADING = 1.3;
const SMALLEST = CARD_TEXT_PT.length - 1;
const SMALLEST_PT = CARD_TEXT_PT[SMALLEST]!;

const CARD_WIDTH_PT = (148 / 25.4) * 72;

/** A size in points on paper as a share of the card's width (cqw), which the preview and the print both scale by. */
export const cardCqw = (pt: number) => (pt / CARD_WIDTH_PT) * 100;

export type CardCut = { text: string; sentence: boolean };
/** The size step the text is set at and, when it does not fit whole at the smallest, where it ends. */
export type CardFit = { step: number; cut: CardCut | null; how: "estimated" | "measured" };

const SENTENCE_END = /[.!?…]["'”’)]*$/;

/** Where the text may end when cut: after each word, shown with an ellipsis unless the word ends a sentence. */
export function cutPoints(text: string): CardCut[] {
  return [...text.matchAll(/\S+/g)].map((word) => {
    const sentence = SENTENCE_END.test(word[0]);
    const shown = text.slice(0, word.index + word[0].length);
    return { text: sentence ? shown : `${shown.replace(/[,;:\-–—]+$/, "")}…`, sentence };
  });
}

/** The last of `cuts` that `fits` (which holds up to some cut and not after it), by halving; -1 if none. */
export function lastFitting(cuts: CardCut[], fits: (cut: CardCut) => boolean) {
  let [low, high, found] = [0, cuts.length - 1, -1];
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (fits(cuts[middle]!)) [found, low] = [middle, middle + 1];
    else high = middle - 1;
  }
  return found;
}

/**
 * Of the cuts that fit (`cuts[0..last]`), the one the card ends on: the last sentence end when it
 * keeps most of the room (a card that stops early looks unfinished), else the last whole word.
 */
export function chooseCut(cuts: CardCut[], last: number): CardCut | null {
  const word = cuts[last];
  if (!word) return null;
  for (let i = last; i >= 0; i--) {
    const cut = cuts[i]!;
    if (cut.text.length < word.text.length * 0.85) break;
    if (cut.sentence) return cut;
  }
  return word;
}

/**
 * The text box on paper for the estimate, in points: the card's text column with a recipient's
 * name on two lines, the smallest it gets (components/compliments/print-card.tsx; 243 × 195 pt
 * measured in print), less a little.
 */
const ESTIMATE_BOX = { width: 238, height: 190 };
/** Geist's average advance in ordinary text is under half an em; a little more leaves room for wide words. */
const AVERAGE_ADVANCE_EM = 0.52;
/** The space between paragraphs, in ems (components/compliments/card-text.tsx). */
export const PARAGRAPH_GAP_EM = 0.45;

/** Paragraphs are separated by a blank line; a single line break stays inside its paragraph. */
export const paragraphsOf = (text: string) => text.split(/\n\s*\n/);

/** The height `text` takes at `pt` by character count: each line rounded up, a word's wrap allowed for. */
function estimatedHeight(text: string, pt: number) {
  const perLine = Math.floor(ESTIMATE_BOX.width / (pt * AVERAGE_ADVANCE_EM));
  const paragraphs = paragraphsOf(text);
  const lines = paragraphs
    .flatMap((paragraph) => paragraph.split("\n"))
    .reduce((sum, line) => sum + Math.max(1, Math.ceil((line.length * 1.06) / perLine)), 0);
  return lines * pt * CARD_TEXT_LEADING + (paragraphs.length - 1) * PARAGRAPH_GAP_EM * pt;
}

const fitsEstimate = (room: number) => (text: string, pt: number) => estimatedHeight(text, pt) <= room;

/**
 * Sets `text` at the largest size that `fits`, else cuts it where it still fits at the smallest
 * (after the first word at least, in a box too small for anything).
 */
export function fitText(text: string, fits: (shown: string, pt: number) => boolean, how: CardFit["how"]): CardFit {
  const step = CARD_TEXT_PT.findIndex((pt) => fits(text, pt));
  if (step >= 0) return { step, cut: null, how };
  const cuts = cutPoints(text);
  const last = Math.max(
    0,
    lastFitting(cuts, (cut) => fits(cut.text, SMALLEST_PT)),
  );
  return { step: SMALLEST, cut: chooseCut(cuts, last), how };
}

/**
 * A cautious fit from the text alone, for the server's HTML: what a page without scripts prints,
 * and where the browser's measurement (components/compliments/card-text.tsx) starts. `belowPt`
 * is the height, in points, that something under the text takes from its box.
 */
export const estimateFit = (text: string, belowPt = 0) => fitText(text, fitsEstimate(ESTIMATE_BOX.height - belowPt), "estimated");
