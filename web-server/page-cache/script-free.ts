/**
 * Guests' public pages as the web server sends them, from what Next rendered. A cached page
 * carries none of Next's headers, so the fonts Next announced in its `Link` header are preloaded
 * from the document itself.
 */

/** Next's external script tags, and its script preloads: what the rewriters move or drop (framework-contracts.test.ts). */
export const EXTERNAL_SCRIPT = /<script\b([^>]*\bsrc="([^"]+)"[^>]*)><\/script>/g;
export const SCRIPT_PRELOAD = /<link\b[^>]*\b(?:as="script"|rel="modulepreload")[^>]*>/g;

function withFontPreloads(html: string, linkHeader: string | null): string {
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

/**
 * A page whose scripts start loading once it has painted: its text and styles come first, so a
 * slow phone shows it as soon as they arrive, and React takes over the same markup a moment later
 * (what is typed before then is kept: lib/forms/typed-before-hydration.ts). The page's inline
 * scripts (its data for React, streamed parts) stay where they are; only the external ones and
 * their preloads move to the end, in their order, under `nonce`. The loader runs once the
 * stylesheets have loaded (an inline script waits for them) and adds the scripts after the next
 * frame, so still before the load event, which waits for them as it did.
 */
export function scriptsAfterPaintDocument(html: string, linkHeader: string | null, nonce: string): string {
  const scripts: { src: string; noModule: boolean }[] = [];
  const page = html
    .replace(EXTERNAL_SCRIPT, (_, attributes: string, src: string) => {
      scripts.push({ src, noModule: /\bnoModule\b/i.test(attributes) });
      return "";
    })
    .replace(SCRIPT_PRELOAD, "");
  const loader =
    `<script nonce="${nonce}">requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(scripts)}.forEach(function(s){` +
    `var e=document.createElement("script");e.src=s.src;e.noModule=s.noModule;e.async=true;document.body.appendChild(e)})})})</script>`;
  return withFontPreloads(page.replace(/<\/body>/, `${loader}</body>`), linkHeader);
}
