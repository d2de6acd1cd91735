import Link from "next/link";
import { pageNumbers, type PageSizes } from "@/lib/pagination";
import { PageSizeSelect } from "./page-size-select";

type Props = { page: number; lastPage: number; limit: number; sizes: PageSizes; path: string; query?: Record<string, string> };

/**
 * Previous, numbered pages and Next as links (they work without JavaScript), and the page size.
 * Previous and Next are disabled on the first and last page.
 */
export function Pagination({ page, lastPage, limit, sizes, path, query = {} }: Props) {
  const href = (p: number, l = limit) => `${path}?${new URLSearchParams({ ...query, page: String(p), limit: String(l) })}`;
  const item = "inline-flex min-w-9 items-center justify-center rounded-md px-3 py-1.5 text-sm ring-1 ring-stone-300";
  const step = (label: string, target: number, disabled: boolean) =>
    disabled
      ? <span aria-disabled="true" className={`${item} cursor-not-allowed text-stone-400`}>{label}</span>
      : <Link href={href(target)} className={`${item} bg-white hover:bg-stone-100`}>{label}</Link>;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <nav aria-label="Pagination" className="flex flex-wrap items-center gap-1">
        {step("Previous", page - 1, page <= 1)}
        {pageNumbers(page, lastPage).map((p, i) =>
          p === "gap" ? <span key={`gap-${i}`} className="px-1 text-stone-500">…</span> : (
            <Link
              key={p} href={href(p)} aria-label={`Page ${p}`} aria-current={p === page ? "page" : undefined}
              className={`${item} ${p === page ? "bg-brand-700 text-white ring-brand-700" : "bg-white hover:bg-stone-100"}`}
            >{p}</Link>
          ))}
        {step("Next", page + 1, page >= lastPage)}
      </nav>
      <PageSizeSelect sizes={sizes.sizes} value={limit} hrefFor={Object.fromEntries(sizes.sizes.map((s) => [s, href(1, s)]))} />
    </div>
  );
}
