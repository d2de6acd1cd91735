import { LoaderCircle } from "lucide-react";

export const LOADING_TEXT = "Loading…";

const bar = "animate-pulse rounded bg-stone-200";

/** What a route shows at once while its page is on the way (loading.tsx): a status line and a skeleton. */
function Loading({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return (
    <div data-loading className={className}>
      <p role="status" className="mb-6 flex items-center gap-2 text-sm text-stone-600">
        <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
        {LOADING_TEXT}
      </p>
      <div aria-hidden className="space-y-4">
        {children}
      </div>
    </div>
  );
}

/** A heading and a few paragraphs: most pages. */
export function PageLoading() {
  return (
    <Loading>
      <div className={`${bar} h-8 w-56 max-w-full`} />
      <div className="space-y-3 rounded-xl bg-white p-6 ring-1 ring-stone-200">
        <div className={`${bar} h-4 w-full`} />
        <div className={`${bar} h-4 w-5/6`} />
        <div className={`${bar} h-4 w-2/3`} />
      </div>
    </Loading>
  );
}

/** A heading and rows: the lists (tables from 640 px, cards below). */
export function ListLoading() {
  return (
    <Loading>
      <div className={`${bar} h-8 w-64 max-w-full`} />
      <div className="divide-y divide-stone-200 rounded-xl bg-white ring-1 ring-stone-200">
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} className="flex flex-col gap-2 px-4 py-4 sm:flex-row sm:gap-6">
            <div className={`${bar} h-4 w-24`} />
            <div className={`${bar} h-4 w-40 max-w-full`} />
            <div className={`${bar} h-4 flex-1`} />
          </div>
        ))}
      </div>
    </Loading>
  );
}

/** Form fields, inside the account screens' card (the (auth) layout): log in, register, passwords. */
export function FormLoading() {
  return (
    <Loading>
      <div className={`${bar} h-8 w-40`} />
      {[0, 1, 2].map((field) => (
        <div key={field} className="space-y-2">
          <div className={`${bar} h-3 w-20`} />
          <div className={`${bar} h-10 w-full`} />
        </div>
      ))}
      <div className={`${bar} h-10 w-32`} />
    </Loading>
  );
}
