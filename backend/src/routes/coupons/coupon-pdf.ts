import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage, type RGB } from "pdf-lib";
import QRCode from "qrcode";
import type { Coupon } from "./find-coupon";

const MARGIN = 24;
const QR_SIZE = { min: 72, max: 170 };
const INK = rgb(0.11, 0.1, 0.09);
const MUTED = rgb(0.36, 0.34, 0.32);

/** A piece of the page, laid out top to bottom, centred across. */
type Block = { height: number; draw(page: PDFPage, top: number): void };

/**
 * A printable A6 coupon: business, coupon name, the code in large type and a QR code of it,
 * centred on the page; the QR code gives way to long names. Saved without object streams, so
 * viewers and search tools find its text.
 */
export async function couponPdf(coupon: Coupon, meta: { creator: string; createdAt: Date }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${coupon.name} — ${coupon.business}`);
  doc.setCreator(meta.creator);
  doc.setCreationDate(meta.createdAt);
  doc.setModificationDate(meta.createdAt);
  const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  const qr = await doc.embedPng(await QRCode.toBuffer(coupon.code, { type: "png", margin: 1, width: 480 }));

  const page = doc.addPage(PageSizes.A6);
  const { width, height } = page.getSize();
  const column = width - 2 * MARGIN;
  page.drawRectangle({
    x: MARGIN / 2,
    y: MARGIN / 2,
    width: width - MARGIN,
    height: height - MARGIN,
    borderColor: MUTED,
    borderWidth: 1,
    borderDashArray: [4, 3],
  });

  const code = printable(bold, coupon.code);
  const codeSize = Math.min(30, Math.floor(column / bold.widthOfTextAtSize(code, 1)));
  const above = [
    text(coupon.business, bold, 16, INK, column),
    gap(4),
    text("Your Exclusive Coupon", regular, 9, MUTED, column),
    gap(8),
    text(coupon.name, regular, 12, INK, column),
    gap(6),
    text(code, bold, codeSize, INK, column),
    gap(8),
  ];
  const below = [gap(10), text(`Show this coupon at ${coupon.business} to redeem your offer`, regular, 9, MUTED, column)];
  const fixed = [...above, ...below].reduce((sum, block) => sum + block.height, 0);
  const qrSize = Math.max(QR_SIZE.min, Math.min(QR_SIZE.max, height - 2 * MARGIN - fixed));
  const blocks = [...above, image(qr, qrSize), ...below];

  let top = height - Math.max(MARGIN, (height - fixed - qrSize) / 2);
  for (const block of blocks) {
    block.draw(page, top);
    top -= block.height;
  }
  return doc.save({ useObjectStreams: false });
}

const gap = (height: number): Block => ({ height, draw: () => {} });

function text(value: string, font: PDFFont, size: number, color: RGB, width: number): Block {
  const lines = wrap(printable(font, value), font, size, width);
  const lineHeight = size * 1.25;
  return {
    height: lines.length * lineHeight,
    draw(page, top) {
      lines.forEach((line, i) =>
        page.drawText(line, {
          x: (page.getWidth() - font.widthOfTextAtSize(line, size)) / 2,
          y: top - (i + 1) * lineHeight + size * 0.3,
          size,
          font,
          color,
        }),
      );
    },
  };
}

const image = (picture: PDFImage, size: number): Block => ({
  height: size,
  draw: (page, top) => page.drawImage(picture, { x: (page.getWidth() - size) / 2, y: top - size, width: size, height: size }),
});

/** The standard fonts cover WinAnsi only; anything else prints as "?" instead of failing the download. */
function printable(font: PDFFont, value: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(value.replace(/\s+/g, " ").trim(), (ch) => (supported.has(ch.codePointAt(0) ?? -1) ? ch : "?")).join("");
}

/** Breaks text into lines no wider than `width`, splitting a word only when it alone is too wide. */
function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = "";
  for (const word of value.split(" ").filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    for (const ch of word) {
      if (line && !fits(line + ch)) {
        lines.push(line);
        line = "";
      }
      line += ch;
    }
  }
  if (line) lines.push(line);
  return lines;
}
