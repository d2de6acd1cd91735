// `node scripts/subset-font.mjs`: writes app/fonts/geist-sans.woff2, the site's one web font, cut
// from the geist package's variable Geist to what the pages write (Latin, Latin-1, Latin Extended-A,
// punctuation, arrows) and the weights they use (400 to 700). 26 kB instead of the package's 68 kB,
// so text set in it paints sooner on a slow phone. Characters outside the subset (a name in Greek,
// say) are drawn in the metric-matched fallback next/font declares. Run it again after updating geist.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");
const source = path.join(root, "node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2");
const target = path.join(root, "app/fonts/geist-sans.woff2");

const RANGES = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1 Supplement
  [0x100, 0x17f], // Latin Extended-A
  [0x2bb, 0x2bc], // modifier apostrophes
  [0x2c6, 0x2dc], // spacing accents
  [0x2000, 0x206f], // General Punctuation: dashes, quotes, ellipsis
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus
];
const text = RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join("");

const subset = await subsetFont(readFileSync(source), text, {
  targetFormat: "woff2",
  variationAxes: { wght: { min: 400, max: 700, default: 400 } },
});
writeFileSync(target, subset);
console.log(`${path.relative(root, target)}: ${subset.length} bytes`);
