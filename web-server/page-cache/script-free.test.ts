import { scriptFreeDocument } from "./script-free";
import { scriptsAfterPaintDocument } from "./scripts-after-paint";

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="N" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" nonce="N" href="/_next/static/chunks/b.js"/>',
  '<script src="/_next/static/chunks/c.js" async="" nonce="N"></script></head>',
  '<body><form action="/join"><button type="submit">Claim</button></form>',
  '<script nonce="N">self.__next_f.push([1,"<b>payload</b>"])</script></body></html>',
].join("");
const link =
  '</_next/static/media/Geist.woff2>; rel=preload; as="font"; crossorigin=""; nonce="N"; type="font/woff2", </x.css>; rel=preload; as="style"';

it("leaves out every script and script preload, and keeps the stylesheet and the page", () => {
  const html = scriptFreeDocument(page, link);
  expect(html).not.toMatch(/<script|as="script"|__next_f/);
  expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
  expect(html).toContain('<form action="/join"><button type="submit">Claim</button></form>');
});

it("preloads from the document the fonts Next announced in its Link header, and nothing else", () => {
  const html = scriptFreeDocument(page, link);
  expect(html).toContain('<head><link rel="preload" href="/_next/static/media/Geist.woff2" as="font" type="font/woff2" crossorigin=""/>');
  expect(html).not.toContain("x.css");
  expect(scriptFreeDocument(page, null)).not.toContain('as="font"');
});

it("moves every external script behind the first paint, in order, and keeps the inline ones in place", () => {
  const html = scriptsAfterPaintDocument(
    page.replace("</body>", '<script src="/_next/static/chunks/p.js" noModule="" nonce="N"></script></body>'),
    link,
    "N",
  );
  expect(html).not.toMatch(/<script[^>]*\bsrc=|as="script"/);
  expect(html).toContain('<script nonce="N">self.__next_f.push([1,"<b>payload</b>"])</script>');
  expect(html).toContain(
    '<script nonce="N">requestAnimationFrame(function(){setTimeout(function(){[{"src":"/_next/static/chunks/c.js","noModule":false},{"src":"/_next/static/chunks/p.js","noModule":true}].forEach(',
  );
  expect(html).toMatch(/<\/script><\/body><\/html>$/);
  expect(html).toContain('<head><link rel="preload" href="/_next/static/media/Geist.woff2" as="font"');
});
