/**
 * What a visitor does to a server-rendered form before React takes the page over. React sets each
 * controlled field back to its state when it hydrates, which would lose what was typed on a slow
 * phone; and a form only its script handles (one without an `action`), sent before then, would
 * go to the page's own address with its text in the URL. An inline script at the top of every page
 * records the value of each field typed into, by its id, and holds back such a form's submission;
 * at hydration each TextField puts its own value back and hands it to its form, and the held form
 * is sent once its fields have done so.
 */
const GLOBAL = "__beforeHydration";

type Recorded = { typed: Record<string, string>; submitted: HTMLFormElement | null; clicked: HTMLElement[] };

/**
 * The inline script: records `id → value` on every input, the script-only form last submitted,
 * and the plain buttons clicked (a password's Show, a menu's toggle), until the page takes the record.
 */
export const RECORD_BEFORE_HYDRATION =
  `(function(){var w=window,r={typed:{},submitted:null,clicked:[]};w.${GLOBAL}=r;` +
  `document.addEventListener("input",function(e){var f=e.target;if(w.${GLOBAL}===r&&f&&f.id&&typeof f.value==="string")r.typed[f.id]=f.value},true);` +
  `document.addEventListener("submit",function(e){var f=e.target;if(w.${GLOBAL}===r&&!f.hasAttribute("action")){e.preventDefault();r.submitted=f}},true);` +
  `document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest('button[type="button"]');if(w.${GLOBAL}===r&&b)r.clicked.push(b)},true)})()`;

let taken: { typed: Map<string, string>; submitted: HTMLFormElement | null; clicked: HTMLElement[]; page: string } | undefined;

/**
 * Stops the recording (at the first hydration of the page) and keeps what it recorded for the
 * parts of that page that hydrate later; once the browser has moved to another page it is gone.
 */
function take() {
  if (!taken) {
    const global = window as unknown as Record<string, Recorded | null | undefined>;
    const recorded = global[GLOBAL];
    global[GLOBAL] = null;
    taken = {
      typed: new Map(Object.entries(recorded?.typed ?? {})),
      submitted: recorded?.submitted ?? null,
      clicked: recorded?.clicked ?? [],
      page: location.href,
    };
  }
  if (taken.page !== location.href) {
    taken.typed.clear();
    taken.submitted = null;
  }
  return taken;
}

/** How long a button clicked before hydration may wait for the part of the page it is in to hydrate. */
const CLICK_WAIT_MS = 5000;
/** React marks each element it has hydrated with a property of this prefix (React 17 on). */
const isHydrated = (element: HTMLElement) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));

/**
 * From the page's first hydration on, forms are React's alone; the plain buttons clicked before
 * then are clicked again, in order, each once the part of the page it is in has hydrated.
 */
export function stopRecordingBeforeHydration() {
  const buttons = take().clicked.splice(0);
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

/** The value typed into the field with this id before hydration, once. */
export function takeTypedBeforeHydration(id: string): string | undefined {
  const { typed } = take();
  const value = typed.get(id);
  typed.delete(id);
  return value;
}

/** Sends again the form held back before hydration, if `field` is in it: after every field hydrated with it has its value. */
export function resendHeldForm(field: HTMLElement) {
  const kept = take();
  const form = kept.submitted;
  if (!form?.contains(field)) return;
  kept.submitted = null;
  setTimeout(() => form.isConnected && form.requestSubmit());
}
