import localFont from "next/font/local";

/** Geist, cut to the characters and weights the pages use (scripts/subset-font.mjs); preloaded, swapped in over a metric-matched fallback. */
export const geistSans = localFont({
  src: "./geist-sans.woff2",
  variable: "--font-geist-sans",
  weight: "400 700",
  display: "swap",
});
