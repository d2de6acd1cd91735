import jsQR from "jsqr";
import sharp from "sharp";

/** Pixels drawn per module: enough for jsQR and an exact count of the quiet zone. */
const SCALE = 10;

/**
 * Reads a QR code's SVG as a phone would: drawn to pixels (sharp), decoded by jsQR. Answers its
 * text, its size in modules (quiet zone included, from the viewBox) and the light modules between
 * each edge and the first dark one.
 */
export async function scanSvg(svg: Buffer) {
  const modules = Number(/viewBox="0 0 (\d+) \1"/.exec(svg.toString("utf8"))?.[1]);
  if (!modules) throw new Error("The SVG has no square viewBox");
  const size = modules * SCALE;
  const { data } = await sharp(svg, { density: 72 * SCALE })
    .resize(size, size)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  const dark = (x: number, y: number) => pixels[(y * size + x) * 4]! < 128;
  const rows = [...Array(size).keys()];
  const darkColumns = rows.filter((x) => rows.some((y) => dark(x, y)));
  const darkRows = rows.filter((y) => rows.some((x) => dark(x, y)));
  const inModules = (px: number) => Math.round(px / SCALE);
  return {
    text: jsQR(pixels, size, size)?.data,
    modules,
    quietZone: {
      left: inModules(darkColumns[0]!),
      top: inModules(darkRows[0]!),
      right: inModules(size - 1 - darkColumns.at(-1)!),
      bottom: inModules(size - 1 - darkRows.at(-1)!),
    },
  };
}
