"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { pageNumbers, type PageSizes } from "@/lib/pagination";

type Props = { page: number; lastPage: number; limit: number; sizes: PageSizes } &
  /** Pages as links to `path` with `page` and `limit` in its query: a server-rendered list, usable without JavaScript. */
  (
    | { path: string; query?: Record<string, string>; onChange?: never }
    /** Pages as buttons: a list loaded in the browser (see `usePaged`). */
    | { onChange(page: number, limit: number): void; path?: never; query?: never }
  );

const item = "inline-flex min-w-9 items-center justify-center rounded-md px-3 py-1.5 text-sm ring-1 ring-stone-300";
const idle = `${item} bg-white hover:bg-stone-100`;

/** Previous, the numbered pages and Next, disabled at either end, and the page size (back to page 1). */
export function PageControls({ page, lastPage, limit, sizes, ...target }: Props) {
  const router = useRouter();
  const sizeId = useId();
  const href = (p: number, l = limit) => `${target.path}?${new URLSearchParams({ ...target.query, page: String(p), limit: String(l) })}`;
  const go = (p: number, l = limit) => (target.onChange ? target.onChange(p, l) : router.push(href(p, l)));

  function pageItem(p: number, label: string, props: { "aria-label"?: string; "aria-current"?: "page" }, className: string) {
    return target.onChange ? (
      <button type="button" onClick={() => go(p)} className={className} {...props}>
        {label}
      </button>
    ) : (
      <Link href={href(p)} className={className} {...props}>
        {label}
      </Link>
    );
  }
  const step = (label: string, p: number, disabled: boolean) =>
    disabled ? (
      <span aria-disabled="true" className={`${item} cursor-not-allowed text-stone-400`}>
        {label}
      </span>
    ) : (
      pageItem(p, label, {}, idle)
    );

  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <nav aria-label="Pagination" className="flex flex-wrap items-center gap-1">
        {step("Previous", page - 1, page <= 1)}
        {pageNumbers(page, Math.max(lastPage, 1)).map((p, i) =>
          p === "gap" ? (
            <span key={`gap-${i}`} className="px-1 text-stone-500">
              …
            </span>
          ) : (
            <span key={p}>
              {pageItem(
                p,
                String(p),
                { "aria-label": `Page ${p}`, "aria-current": p === page ? "page" : undefined },
                p === page ? `${item} bg-brand-700 text-white ring-brand-700` : idle,
              )}
            </span>
          ),
        )}
        {step("Next", page + 1, page >= lastPage)}
      </nav>
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor={sizeId}>Per page</label>
        <select
          id={sizeId}
          value={limit}
          onChange={(e) => go(1, Number(e.target.value))}
          className="rounded-md border border-stone-300 bg-white px-2 py-1.5"
        >
          {sizes.sizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
