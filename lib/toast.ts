import type { ExternalToast, toast as sonnerToast } from "sonner";

// The app's toasts, without sonner on a page's first load: sonner and the app's toaster
// (components/ui/app-toaster.tsx, 10 KiB compressed) are fetched with the first toast a page
// raises, and the toaster is mounted then (components/ui/toaster-slot.tsx). Sonner shows a new
// Toaster the toasts raised before it subscribed, so the first toast waits for nothing but the fetch.

type Sonner = typeof sonnerToast;

let sonner: Promise<Sonner> | undefined;
const onFirst = new Set<() => void>();

/** sonner's `toast`, fetched the first time a toast is raised. */
function loaded(): Promise<Sonner> {
  if (sonner) return sonner;
  sonner = import("sonner").then((module) => module.toast);
  for (const listener of onFirst) listener();
  onFirst.clear();
  return sonner;
}

/** Calls `listener` once a toast has been raised on this page: at once if one already was. */
export function onFirstToast(listener: () => void): () => void {
  if (sonner) listener();
  else onFirst.add(listener);
  return () => void onFirst.delete(listener);
}

const show = (type: "success" | "error" | "info") => (message: string, options?: ExternalToast) =>
  void loaded().then((toast) => toast[type](message, options));

export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  /** Dismisses the toast `id`, or every toast; none was shown before sonner was fetched. */
  dismiss: (id?: string | number) => void sonner?.then((toast) => toast.dismiss(id)),
};

/**
 * Toasts raised for the page being navigated to, with the path they were raised on: the toaster
 * gives them their time once the path is another (components/ui/app-toaster.tsx).
 */
export const forNextPage = new Map<string, string>();
let raised = 0;

/**
 * The outcome of an action that navigates ("Login successful."), raised before leaving. It shows at
 * once and is held until the new page is there, then gets its full time: a slow page no longer
 * uses up a toast's 5 s before anyone could read it.
 */
export function toastForNextPage(type: "success" | "info", message: string) {
  const id = `for-next-page-${++raised}`;
  forNextPage.set(id, window.location.pathname);
  toast[type](message, { id, duration: Infinity });
}
