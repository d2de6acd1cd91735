/**
 * A password's show/hide button (TextField's), before and after hydration: this turns the field's
 * type and the button's state over in the DOM on every press and marks the press as done
 * (`preventDefault`); the field then shows what its DOM says. So a press made before React holds
 * the field is neither lost nor made twice.
 */
export const REVEAL_ON_PRESS =
  `addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("button[data-reveals]"),f=b&&document.getElementById(b.dataset.reveals);` +
  `if(!f)return;e.preventDefault();var p=f.type==="password";f.type=p?"text":"password";b.setAttribute("aria-pressed",String(p));` +
  `b.setAttribute("aria-label",(p?"Hide":"Show")+b.getAttribute("aria-label").slice(4))},true)`;

/**
 * The first script of every page: what must work before the page's scripts have run. A form sent
 * early is React's to replay (its `action`), and a field's text is read back by the field itself
 * (TextField); only a password's show/hide button needs a script of its own.
 */
export function BeforeHydration({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: REVEAL_ON_PRESS }} suppressHydrationWarning />;
}
