import { EXTERNAL_SCRIPT, SCRIPT_PRELOAD, withFontPreloads } from "./script-free";

/**
 * The after-paint script loader: the one place the web server changes when Next's scripts run.
 *
 * Why it exists: a guest's first `/`, `/login` and `/ads/{id}` keep their scripts (their forms
 * check as they are typed, spec §5), but some 280 kB of them requested before the first paint
 * held a slow phone's LCP behind them. Moved behind the first paint, Lighthouse (mobile) went from
 * 90 / 94 / 89 to 98-100 / 99-100 / 97-99 on `/`, `/login` and `/ads/1` (issue 21, measured in
 * docs/decisions.md, "Guests' other first pages load their scripts after their first paint"), which
 * the goals (>= 95) need; without it those pages fell below them.
 *
 * What it costs: React takes over the page a moment later, so what a guest types or submits in
 * that window must survive hydration (the app's forms see to that; e2e/light-pages.spec.ts holds
 * the scripts back and checks it).
 *
 * What it relies on: Next writes its external scripts as `<script src=… async="" nonce=…>` and
 * their preloads as `<link rel="preload" as="script">` or `rel="modulepreload"` (EXTERNAL_SCRIPT,
 * SCRIPT_PRELOAD); web-server/framework-contracts.test.ts checks that on a real build.
 *
 * How: the page's inline scripts (React's data, streamed parts) stay where they are; the external
 * ones and their preloads move to the end, in their order, under `nonce`. The loader runs once the
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
