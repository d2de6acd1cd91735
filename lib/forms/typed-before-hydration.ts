/**
 * What a visitor does to a server-rendered form before React takes the page over. React sets each
 * controlled field back to its state when it hydrates, which would lose what was typed on a slow
 * phone (and on guests' pages whose scripts load after the page: lib/page-cache/script-free.ts),
 * and a form sent by POST before then would reach no handler. An inline script at the top of every
 * page records the value of each field typed into, by its id, and holds back a POST form's
 * submission; at hydration each TextField takes its own value back, and the held form is sent once
 * its fields have theirs.
 */
const GLOBAL = "__beforeHydration";

type Recorded = { typed: Record<string, string>; submitted: HTMLFormElement | null };

/** The inline script: records `id → value` on every input, and the POST form last submitted, until the page takes the record. */
export const RECORD_BEFORE_HYDRATION =
  `(function(){var w=window,r={typed:{},submitted:null};w.${GLOBAL}=r;` +
  `document.addEventListener("input",function(e){var f=e.target;if(w.${GLOBAL}===r&&f&&f.id&&typeof f.value==="string")r.typed[f.id]=f.value},true);` +
  `document.addEventListener("submit",function(e){var f=e.target;if(w.${GLOBAL}===r&&f.method==="post"){e.preventDefault();r.submitted=f}},true)})()`;

/** Parts of the page that hydrate after the first one take theirs within this time; after it the record is gone. */
const KEPT_MS = 1000;
let taken: { typed: Map<string, string>; submitted: HTMLFormElement | null } | undefined;

/** Stops the recording (at the first hydration of the page) and keeps what it recorded a moment. */
function take() {
  if (!taken) {
    const global = window as unknown as Record<string, Recorded | null | undefined>;
    const recorded = global[GLOBAL];
    global[GLOBAL] = null;
    const kept = { typed: new Map(Object.entries(recorded?.typed ?? {})), submitted: recorded?.submitted ?? null };
    setTimeout(() => {
      kept.typed.clear();
      kept.submitted = null;
    }, KEPT_MS);
    taken = kept;
  }
  return taken;
}

/** From the page's first hydration on, forms are React's alone. */
export const stopRecordingBeforeHydration = () => void take();

/**
 * The value typed into the field with this id before hydration, once. If the field's form was sent
 * meanwhile, it is sent again just after: after every field hydrated with it has taken its value.
 */
export function takeTypedBeforeHydration(id: string): string | undefined {
  const kept = take();
  const value = kept.typed.get(id);
  kept.typed.delete(id);
  const form = kept.submitted;
  if (form?.contains(document.getElementById(id))) {
    kept.submitted = null;
    setTimeout(() => form.isConnected && form.requestSubmit());
  }
  return value;
}
