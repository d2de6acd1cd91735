/**
 * What a visitor does to a server-rendered form before React takes it over. React sets each
 * controlled field back to its state when it hydrates, which would lose what was typed on a slow
 * phone; and a form only its script handles (one without an `action`), sent before then, would
 * go to the page's own address with its text in the URL. Parts of a page hydrate at different
 * times (the layout first, a page's content behind its loading state later), so what counts is
 * whether React holds that element yet: it marks each one it holds with a property named
 * `__reactProps$…` (an internal name React has kept since version 17).
 *
 * An inline script at the top of every page records the value of each field typed into that React
 * does not hold yet, by its id, and holds back the submission of such a form; until the layout
 * hydrates it also records plain buttons pressed. At hydration each TextField puts its own value
 * back and hands it to its form, a held form is sent once its fields have done so, and the buttons
 * are pressed again once React holds them.
 */
const GLOBAL = "__beforeHydration";

type Recorded = { typed: Record<string, string>; submitted: HTMLFormElement | null; clicked: HTMLElement[]; layoutHydrated: boolean };

/** The inline script: see above. `h` tells whether React holds an element. */
export const RECORD_BEFORE_HYDRATION =
  `(function(){var r={typed:{},submitted:null,clicked:[],layoutHydrated:false};window.${GLOBAL}=r;` +
  `function h(e){for(var k in e)if(k.indexOf("__reactProps$")===0)return true;return false}` +
  `document.addEventListener("input",function(e){var f=e.target;if(f&&f.id&&typeof f.value==="string"&&!h(f))r.typed[f.id]=f.value},true);` +
  `document.addEventListener("submit",function(e){var f=e.target;if(!f.hasAttribute("action")&&!h(f)){e.preventDefault();r.submitted=f}},true);` +
  `document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest('button[type="button"]');` +
  `if(b&&!r.layoutHydrated&&!h(b))r.clicked.push(b)},true)})()`;

const isHydrated = (element: HTMLElement) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));

/** The page's record (empty where the inline script did not run); what it holds belongs to the page it was made on. */
let page: string | undefined;
function record(): Recorded {
  const recorded = (window as unknown as Record<string, Recorded | undefined>)[GLOBAL] ?? {
    typed: {},
    submitted: null,
    clicked: [],
    layoutHydrated: true,
  };
  page ??= location.href;
  if (page !== location.href) {
    recorded.typed = {};
    recorded.submitted = null;
  }
  return recorded;
}

/** How long a button pressed before hydration may wait for React to hold it. */
const CLICK_WAIT_MS = 5000;

/** At the layout's hydration: the plain buttons pressed before it are pressed again, in order, each once React holds it. */
export function stopRecordingBeforeHydration() {
  const recorded = record();
  recorded.layoutHydrated = true;
  const buttons = recorded.clicked.splice(0);
  const started = Date.now();
  const clickWhenHydrated = () => {
    while (buttons[0] && (isHydrated(buttons[0]) || !buttons[0].isConnected)) {
      const button = buttons.shift()!;
      if (button.isConnected) button.click();
    }
    if (buttons.length && Date.now() - started < CLICK_WAIT_MS) setTimeout(clickWhenHydrated, 50);
  };
  clickWhenHydrated();
}

/** The value typed into the field with this id before React held it, once. */
export function takeTypedBeforeHydration(id: string): string | undefined {
  const { typed } = record();
  const value = typed[id];
  delete typed[id];
  return value;
}

/** Sends again the form held back before hydration, if `field` is in it: after every field hydrated with it has its value. */
export function resendHeldForm(field: HTMLElement) {
  const recorded = record();
  const form = recorded.submitted;
  if (!form?.contains(field)) return;
  recorded.submitted = null;
  setTimeout(() => form.isConnected && form.requestSubmit());
}
