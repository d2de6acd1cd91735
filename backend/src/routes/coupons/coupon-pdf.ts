import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage, type RGB } from "pdf-lib";
import QRCode from "qrcode";
import { groupCouponCode } from "@/common/coupons/coupon-code";
import { dayInZone } from "@/common/zoned-time";
import { qrOptions } from "@/lib/qr-options";
import type { HeldCouponJson } from "./held-coupons";

/** The business as its coupon prints it: its name, where it is, and its logo as PNG bytes when it has one stored. */
export type PrintedBusiness = { name: string; address: string | null; logoPng: Uint8Array | null };

type PrintedCoupon = Pick<HeldCouponJson, "code" | "offer" | "valid_until" | "time_zone" | "redeem_url"> & { business: PrintedBusiness };

const LOGO_SIZE = 40;

const MARGIN = 24;
const QR_SIZE = { min: 72, max: 170 };
const INK = rgb(0.11, 0.1, 0.09);
const MUTED = rgb(0.36, 0.34, 0.32);

/** A piece of the page, laid out top to bottom, centred across. */
type Block = { height: number; draw(page: PDFPage, top: number): void };

/**
 * A printable A6 coupon of one holder: the business's logo, name and address, offer, the personal code in large type, a QR code
 * of its redeem link (not of the code), its last day named in the shop's zone as the ad page
 * writes it, and the terms, centred on the page; the QR code
 * gives way to long terms. Saved without object streams, so viewers and search tools find its text.
 */
export async function couponPdf(coupon: PrintedCoupon, meta: { creator: string; createdAt: Date }): Promise<Uint8Array> {
  const business = coupon.business.name;
  const doc = await PDFDocument.create();
  doc.setTitle(`${coupon.offer.name} — ${business}`);
  doc.setCreator(meta.creator);
  doc.setCreationDate(meta.createdAt);
  doc.setModificationDate(meta.createdAt);
  const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  const qr = await doc.embedPng(await QRCode.toBuffer(coupon.redeem_url, { type: "png", ...qrOptions, width: 480 }));
  const logo = coupon.business.logoPng && (await doc.embedPng(coupon.business.logoPng));

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

  const code = printable(bold, groupCouponCode(coupon.code));
  const codeSize = Math.min(30, Math.floor(column / bold.widthOfTextAtSize(code, 1)));
  const above = [
    ...(logo ? [image(logo, LOGO_SIZE), gap(4)] : []),
    text(business, bold, 16, INK, column),
    ...(coupon.business.address ? [text(coupon.business.address, regular, 8, MUTED, column)] : []),
    gap(4),
    text("Your Exclusive Coupon", regular, 9, MUTED, column),
    gap(8),
    text(coupon.offer.value, bold, 14, INK, column),
    text(coupon.offer.name, regular, 11, INK, column),
    gap(6),
    text(code, bold, codeSize, INK, column),
    gap(8),
  ];
  const below = [
    gap(8),
    text(`Valid until ${dayInZone(coupon.valid_until, coupon.time_zone)}`, bold, 9, INK, column),
    gap(4),
    text(`Show this coupon at ${business} to redeem your offer`, regular, 9, MUTED, column),
    gap(4),
    text(coupon.offer.terms, regular, 7, MUTED, column),
  ];
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
