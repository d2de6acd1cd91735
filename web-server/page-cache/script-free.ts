/**
 * Guests' public pages as the web server sends them, from what Next rendered. A cached page
 * carries none of Next's headers, so the fonts Next announced in its `Link` header are preloaded
 * from the document itself.
 */

/** Next's external script tags, and its script preloads: what the rewriters move or drop (framework-contracts.test.ts). */
export const EXTERNAL_SCRIPT = /<script\b([^>]*\bsrc="([^"]+)"[^>]*)><\/script>/g;
export const SCRIPT_PRELOAD = /<link\b[^>]*\b(?:as="script"|rel="modulepreload")[^>]*>/g;

/** `html` with the fonts Next announced in its `Link` header preloaded from the document itself. */
export function withFontPreloads(html: string, linkHeader: string | null): string {
  const fonts = [...(linkHeader ?? "").matchAll(/<([^>]+)>;[^,]*\bas="font"/g)].map(
    ([, href]) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin=""/>`,
  );
  return html.replace(/<head>/, `<head>${fonts.join("")}`);
}

/**
 * The guest's compliment page as a document without scripts. Everything a guest does there works
 * without them (the card, Claim and Reply as GET forms, the top bar's links), so the React runtime
 * and the page's data for it (some 280 kB) are left out, and with them any toaster.
 */
export function scriptFreeDocument(html: string, linkHeader: string | null): string {
  return withFontPreloads(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(SCRIPT_PRELOAD, ""), linkHeader);
}
