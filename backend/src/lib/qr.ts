import QRCode from "qrcode";
import { qrOptions } from "@/lib/qr-options";

const CACHE_SIZE = 2000;
const cache = new Map<string, string>();

/**
 * An SVG QR code of `text` as a data URL. A code's QR never changes and every list answer carries
 * one per compliment, so recent ones are kept (oldest dropped first).
 */
export async function qrDataUrl(text: string): Promise<string> {
  const cached = cache.get(text);
  if (cached) return cached;
  const svg = await QRCode.toString(text, { type: "svg", ...qrOptions });
  const url = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(text, url);
  return url;
}
