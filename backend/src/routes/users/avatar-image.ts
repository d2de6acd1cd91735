import sharp from "sharp";
import { avatarLimits } from "@/common/validations/profile";
import { avatarNotAnImage, avatarTooLarge, avatarTooManyPixels } from "./errors";

const AVATAR_SIDE = 256;

const startsWith = (bytes: Uint8Array, signature: Array<number | null>, at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => b === null || bytes[at + i] === b);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The type of an image by its first bytes; whatever name or type the client claimed is ignored. */
export function sniffImageType(bytes: Uint8Array): "jpeg" | "png" | "webp" | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}

/** What an upload's checks answer, each a 422 under the form's field. */
export type ImageRefusals = { tooLarge(): Error; notAnImage(): Error; tooManyPixels(): Error };

/** How an upload is stored: its box in pixels, and whether it is cropped to fill it (`cover`) or fitted inside it (`contain`). */
export type ImageBox = { width: number; height: number; fit: "cover" | "contain" };

/**
 * An uploaded picture as a WebP of `box`, re-encoded from decoded pixels so nothing of the
 * original file (metadata, trailing data, scripts) survives. The size is checked from the header
 * before decoding, and the decoder refuses more pixels than that, so a decompression bomb costs nothing.
 * The profile picture, a business's logo and an ad's image all come through here.
 */
export async function uploadedWebp(file: Blob, box: ImageBox, refuse: ImageRefusals): Promise<Uint8Array> {
  if (file.size > avatarLimits.maxBytes) throw refuse.tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw refuse.notAnImage();
  const limit = avatarLimits.maxPixels;
  // Reading the header decodes no pixels, so it may see any size; it is how a bomb is told apart from a broken file.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw refuse.notAnImage();
    });
  if (metadata.format !== type || !metadata.width || !metadata.height) throw refuse.notAnImage();
  if (metadata.width > limit || metadata.height > limit) throw refuse.tooManyPixels();
  try {
    const webp = await sharp(bytes, { limitInputPixels: limit * limit })
      .rotate()
      .resize(box.width, box.height, { fit: box.fit, background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .webp({ quality: 82 })
      .toBuffer();
    return new Uint8Array(webp);
  } catch {
    throw refuse.notAnImage();
  }
}

/** A profile picture: 256 × 256, cropped to fill. */
export const avatarWebp = (file: Blob) =>
  uploadedWebp(
    file,
    { width: AVATAR_SIDE, height: AVATAR_SIDE, fit: "cover" },
    { tooLarge: avatarTooLarge, notAnImage: avatarNotAnImage, tooManyPixels: avatarTooManyPixels },
  );
