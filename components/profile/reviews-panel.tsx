"use client";

/* eslint-disable @next/next/no-img-element */
import Link from "next/link";
import { useCallback, useEffect, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { TimeLabel } from "@/components/ui/time-label";
import { toPage, toProfileReview, type Page, type PageJson, type ProfileReview, type ProfileReviewJson } from "@/lib/api/shapes";
import { callApi } from "@/lib/client/api";
import { pageNumbers, pageSizes } from "@/lib/pagination";

const kinds = {
  byMe: { path: "users/my-reviews", label: "Reviews by me", empty: "No reviews by you yet.", failed: "Failed to load your reviews" },
  toYou: { path: "users/other-reviews", label: "Reviews to you", empty: "No reviews to you yet.", failed: "Failed to load reviews to you" },
} as const;
type Kind = keyof typeof kinds;
type State = { page: Page<ProfileReview> | null; error?: string; number: number; limit: number };

const cardClass = "flex gap-3 rounded-lg p-3 ring-1 ring-stone-200";

/**
 * One review. The compliment's code and recipient come only to its author and its claimer; on
 * someone else's profile they are absent, and so is the link to the compliment.
 */
function ReviewCard({ review: r }: { review: ProfileReview }) {
  return (
    <>
      <Avatar src={r.author.avatarUrl} name={r.author.name} size={36} />
      <div className="flex-1 text-sm">
        <p><span className="font-medium">{r.author.name}</span> · <span className="text-stone-500"><TimeLabel value={r.createdAt} /></span></p>
        <p className="my-1 whitespace-pre-line">{r.text}</p>
        {r.compliment && <p className="text-xs text-stone-500">Compliment {r.compliment.code} for {r.compliment.to}</p>}
      </div>
      {r.ad && (
        <div className="hidden w-32 text-xs sm:block">
          {r.ad.imageUrl && <img src={r.ad.imageUrl} alt="" width={128} height={96} className="mb-1 rounded object-cover" />}
          <p className="font-medium">{r.ad.title}</p>
          <p className="break-all text-stone-500">{r.ad.contact}</p>
        </div>
      )}
    </>
  );
}

/** 'Reviews by me' and 'Reviews to you', each with its own page and page size. */
export function ReviewsPanel({ userId }: { userId?: number }) {
  const [tab, setTab] = useState<Kind>("byMe");
  const [state, setState] = useState<Record<Kind, State>>({
    byMe: { page: null, number: 1, limit: pageSizes.reviews.initial },
    toYou: { page: null, number: 1, limit: pageSizes.reviews.initial },
  });

  const load = useCallback(async (kind: Kind, number: number, limit: number) => {
    const query = new URLSearchParams({ page: String(number), limit: String(limit), ...(userId && { user_id: String(userId) }) });
    const result = await callApi<PageJson<ProfileReviewJson>>(`${kinds[kind].path}?${query}`);
    setState((s) => ({ ...s, [kind]: result.ok
      ? { page: toPage(result.body, toProfileReview), number, limit }
      : { ...s[kind], error: kinds[kind].failed } }));
  }, [userId]);

  useEffect(() => {
    void load("byMe", 1, pageSizes.reviews.initial);
    void load("toYou", 1, pageSizes.reviews.initial);
  }, [load]);

  const current = state[tab];
  const list = current.page;
  return (
    <div>
      <div role="tablist" aria-label="Reviews" className="mb-4 flex gap-2">
        {(Object.keys(kinds) as Kind[]).map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} onClick={() => setTab(k)}
            className={`rounded-full px-4 py-1.5 text-sm font-medium ${tab === k ? "bg-brand-700 text-white" : "bg-stone-100 hover:bg-stone-200"}`}>
            {kinds[k].label} ({state[k].page?.total ?? 0})
          </button>
        ))}
      </div>
      {current.error ? <p role="alert" className="text-red-700">{current.error}</p>
        : !list ? <p role="status" className="text-stone-500">Loading reviews…</p>
        : list.items.length === 0 ? <p className="text-stone-600">{kinds[tab].empty}</p>
        : (
          <ul className="space-y-3">
            {list.items.map((r) => (
              <li key={r.id}>
                {r.compliment ? (
                  <Link href={`/show-compliment-dashboard?code=${r.compliment.code}`} className={`${cardClass} hover:bg-stone-50`}>
                    <ReviewCard review={r} />
                  </Link>
                ) : (
                  <div className={cardClass}><ReviewCard review={r} /></div>
                )}
              </li>
            ))}
          </ul>
        )}
      {list && list.total > 0 && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
          <nav aria-label="Review pages" className="flex items-center gap-1">
            <Button type="button" variant="secondary" disabled={list.page <= 1} onClick={() => load(tab, list.page - 1, current.limit)}>Previous</Button>
            {pageNumbers(list.page, list.lastPage).map((p, i) => p === "gap" ? <span key={`g${i}`}>…</span> : (
              <Button key={p} type="button" variant={p === list.page ? "primary" : "secondary"} aria-current={p === list.page ? "page" : undefined}
                aria-label={`Page ${p}`} onClick={() => load(tab, p, current.limit)}>{p}</Button>
            ))}
            <Button type="button" variant="secondary" disabled={list.page >= list.lastPage} onClick={() => load(tab, list.page + 1, current.limit)}>Next</Button>
          </nav>
          <label className="flex items-center gap-2">Per page
            <select value={current.limit} onChange={(e) => load(tab, 1, Number(e.target.value))} className="rounded-md border border-stone-300 bg-white px-2 py-1.5">
              {pageSizes.reviews.sizes.map((s) => <option key={s} value={s}>{s}</option>)}
            </select>
          </label>
        </div>
      )}
    </div>
  );
}
