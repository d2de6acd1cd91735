"use client";

import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { FIRST_USE_EVENTS, usedBeforeScripts } from "./first-use";

let used: Promise<void> | undefined;
/** Settles on the page's first use (lib/first-use.ts), at once if that came before the scripts. */
function firstUse() {
  return (used ??= new Promise<void>((resolve) => {
    if (usedBeforeScripts()) return resolve();
    const done = () => {
      for (const event of FIRST_USE_EVENTS) removeEventListener(event, done, true);
      resolve();
    };
    for (const event of FIRST_USE_EVENTS) addEventListener(event, done, { capture: true, passive: true });
  }));
}

/**
 * A client component whose script comes with the page's first use instead of with the page (issue
 * 34's script budget: react-hook-form is most of a guest form's weight). The server renders it
 * in full (`onServer`, the component itself, which the browser's build leaves out), and React keeps
 * that HTML dehydrated, in a Suspense boundary, until the page is used: then `load` fetches the
 * component and React hydrates the boundary in place. Nothing is re-made: the fields keep their
 * focus and what was typed (TextField reads it back), a form sent in between is React's to replay
 * (as before any script runs), a link is a link. Rendered with no server HTML to keep (a client
 * navigation), it loads at once. The component must be all its module's client code the page
 * needs: a page that imported it too would fetch it with the page (Next bundles a page's client
 * components together), which is why the server's copy is a `require` the browser's build drops.
 */
export function onFirstUse<P extends object>(load: () => Promise<ComponentType<P>>, onServer: ComponentType<P> | undefined) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let wanted!: () => void;
  const wantedNow = new Promise<void>((resolve) => (wanted = resolve));
  const start = () => {
    wanted();
    return (loading ??= load().then((component) => ({ default: component })));
  };
  // On the server, a thenable that answers at once: the component renders in the server's first pass.
  const atOnce = (component: ComponentType<P>) =>
    ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }) }) as unknown as Promise<{
      default: ComponentType<P>;
    }>;
  const Deferred = lazy(() => (onServer ? atOnce(onServer) : Promise.race([firstUse(), wantedNow]).then(start)));
  /**
   * Shown only where there is no server HTML to keep (a client navigation, or React rendering the
   * boundary afresh): there the component is fetched at once.
   */
  function LoadNow() {
    useEffect(() => void start(), []);
    return null;
  }
  /** `hydrateAtOnce`: fetch the component with the page after all (a member's page, say), still apart from its first load. */
  return function OnFirstUse({ hydrateAtOnce, ...props }: P & { hydrateAtOnce?: boolean }) {
    if (hydrateAtOnce && typeof window !== "undefined") void start();
    return (
      <Suspense fallback={<LoadNow />}>
        <Deferred {...(props as P)} />
      </Suspense>
    );
  };
}
