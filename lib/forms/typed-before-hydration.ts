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
 * does not hold yet, by its id; it holds back the submission of such a form, and records the plain
 * buttons pressed. Once React listens it may still take such an event itself, hydrating the
 * element on the spot (or drop it, when that part of the page cannot hydrate yet); so the script
 * looks again when the event has passed the whole page, at `window`: a form or button React now
 * holds was handled and is forgotten, anything else is kept. At hydration each TextField puts its
 * own value back and hands it to its form, a held form is sent once its fields have done so, and
 * the buttons are pressed again once React holds them.
 */
const GLOBAL = "__beforeHydration";

type Pressed = { button: HTMLElement; at: number };
type Recorded = {
  typed: Record<string, string>;
  submitted: HTMLFormElement | null;
  clicked: Pressed[];
  /** Set at the layout's hydration: presses, after the event at hand, the recorded buttons React holds by then. */
  replay?: () => void;
};

/** The inline script: see above. `h` tells whether React holds an element. */
export const RECORD_BEFORE_HYDRATION =
  `(function(){var r={typed:{},submitted:null,clicked:[]};window.${GLOBAL}=r;` +
  `function h(e){for(var k in e)if(k.indexOf("__reactProps$")===0)return true;return false}` +
  `function b(e){return e.target&&e.target.closest&&e.target.closest('button[type="button"]')}` +
  `document.addEventListener("input",function(e){var f=e.target;if(f&&f.id&&typeof f.value==="string"&&!h(f))r.typed[f.id]=f.value},true);` +
  `document.addEventListener("submit",function(e){var f=e.target;if(!f.hasAttribute("action")&&!h(f)){e.preventDefault();r.submitted=f}},true);` +
  `window.addEventListener("submit",function(e){if(r.submitted===e.target&&h(e.target))r.submitted=null});` +
  `document.addEventListener("click",function(e){var x=b(e);if(x&&!h(x)){r.clicked.push({button:x,at:Date.now()});if(r.replay)r.replay()}},true);` +
  `window.addEventListener("click",function(e){var x=b(e),c=r.clicked[r.clicked.length-1];if(x&&c&&c.button===x&&h(x))r.clicked.pop()})})()`;

const isHydrated = (element: HTMLElement) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));

/** The page's record (empty where the inline script did not run); what it holds belongs to the page it was made on. */
let page: string | undefined;
function record(): Recorded {
  const recorded = (window as unknown as Record<string, Recorded | undefined>)[GLOBAL] ?? { typed: {}, submitted: null, clicked: [] };
  page ??= location.href;
  if (page !== location.href) {
    recorded.typed = {};
    recorded.submitted = null;
  }
  return recorded;
}

/** How long a button pressed before hydration may wait for React to hold it, once the layout is React's. */
const CLICK_WAIT_MS = 5000;

/**
 * At the layout's hydration: the plain buttons pressed before React held them are pressed again,
 * in order, each once React holds it; from then on the inline script asks for this after each press
 * it records.
 */
export function pressButtonsPressedBeforeHydration() {
  const recorded = record();
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pressWhenHydrated = () => {
    timer = undefined;
    const { clicked } = recorded;
    const since = Date.now() - CLICK_WAIT_MS;
    while (clicked[0] && (isHydrated(clicked[0].button) || !clicked[0].button.isConnected || Math.max(clicked[0].at, started) < since)) {
      const { button } = clicked.shift()!;
      if (button.isConnected && isHydrated(button)) button.click();
    }
    if (clicked.length) timer = setTimeout(pressWhenHydrated, 50);
  };
  recorded.replay = () => void (timer ??= setTimeout(pressWhenHydrated));
  pressWhenHydrated();
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
