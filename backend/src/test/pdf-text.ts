import { inflateSync } from "node:zlib";

/**
 * The strings a PDF draws with `Tj`, one per call, in order. pdf-lib writes them as hex strings
 * in content streams, compressed with FlateDecode; they are read as Latin-1, which agrees with the
 * standard fonts' WinAnsi encoding outside 0x80-0x9F. Other streams (images) show no text.
 */
export function pdfTextLines(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString("latin1");
  const streams = raw.matchAll(/\d+\s+\d+\s+obj((?:(?!endobj)[\s\S])*?)stream\r?\n([\s\S]*?)\r?\nendstream/g);
  return [...streams].flatMap(([, dictionary = "", body = ""]) => {
    const bytes = Buffer.from(body, "latin1");
    const content = (dictionary.includes("/FlateDecode") ? inflateSync(bytes) : bytes).toString("latin1");
    return [...content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj/g)].map(([, hex = ""]) =>
      Buffer.from(hex.replace(/\s/g, ""), "hex").toString("latin1"),
    );
  });
}
