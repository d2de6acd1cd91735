/**
 * The page's first sign of use (a pointer pressed, a touch, a key, a focus; not a pointer passing over, which a page can get as it loads), which brings the
 * script of what waits for it (lib/on-first-use.tsx). A page can be used before its scripts run, so
 * the page's first script (components/layout/before-hydration.tsx) marks it on `window` too.
 */
export const FIRST_USE_EVENTS = ["pointerdown", "touchstart", "keydown", "focusin"] as const;

const FLAG = "__usedBeforeScripts";

export const MARK_FIRST_USE =
  `(function(){var e=${JSON.stringify(FIRST_USE_EVENTS)},d=function(){window.${FLAG}=1;` +
  `e.forEach(function(n){removeEventListener(n,d,true)})};e.forEach(function(n){addEventListener(n,d,{capture:true,passive:true})})})()`;

/** Whether the page was used before its scripts ran. */
export const usedBeforeScripts = () => FLAG in window;
