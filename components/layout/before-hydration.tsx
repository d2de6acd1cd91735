import { MARK_FIRST_USE } from "@/lib/first-use";
import { REMEMBER_READER_ZONE } from "@/lib/reader-zone";

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
 * A form without an `action` is sent by its script alone (react-hook-form's `onSubmit`, which
 * cancels the browser's own submission anyway). Pressed before that script runs, the browser would
 * send it to the page's own address with every field in the URL (a chat message, a recipient's
 * e-mail) and reload the page, losing it. This cancels that submission, before hydration and after
 * (where it changes nothing): the text stays in its fields, which TextField hands to the form when
 * it mounts, and the next press sends it. A `method="dialog"` form only closes its dialog.
 */
export const KEEP_SCRIPTED_FORMS = `addEventListener("submit",function(e){var f=e.target;if(f&&f.tagName==="FORM"&&!f.hasAttribute("action")&&f.getAttribute("method")!=="dialog")e.preventDefault()},true)`;

/**
 * The first script of every page: what must work before the page's scripts have run, and the
 * reader's time zone remembered for the server's next render (lib/reader-zone.ts), and the page's
 * first use marked for what hydrates with it (lib/first-use.ts). A form sent
 * early is React's to replay (its `action`), or held where it is (KEEP_SCRIPTED_FORMS); a field's
 * text is read back by the field itself (TextField); a password's show/hide button needs a script
 * of its own.
 */
export function BeforeHydration({ nonce }: { nonce?: string }) {
  return (
    <script
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: `${REVEAL_ON_PRESS};${KEEP_SCRIPTED_FORMS};${MARK_FIRST_USE};${REMEMBER_READER_ZONE}` }}
      suppressHydrationWarning
    />
  );
}
