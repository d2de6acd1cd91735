"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { TimeLabel } from "@/components/ui/time-label";
import { toPage, toReview, type Page, type PageJson, type Review, type ReviewJson } from "@/lib/api/shapes";
import { callApi } from "@/lib/client/api";
import { pageSizes } from "@/lib/pagination";
import { loginUrl } from "@/lib/routes";
import { reviewMessages, reviewText } from "@/lib/validations/review";
import { LOAD_FAILED, LOG_IN_FIRST } from "@/lib/messages";


/** 'Create New Review' and the paginated 'All Reviews' of an ad that came with a compliment. */
export function Reviews({ complimentAdId, initial, returnTo }: { complimentAdId?: number; initial: Page<Review> | null; returnTo: string }) {
  const [list, setList] = useState(initial);
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const limit = initial?.perPage ?? pageSizes.reviews.initial;

  async function load(page: number) {
    if (!complimentAdId) return;
    const result = await callApi<PageJson<ReviewJson>>(`compliments/ads/reviews/${complimentAdId}?page=${page}&limit=${limit}`);
    if (result.ok) setList(toPage(result.body, toReview));
    else toast.error(result.message ?? LOAD_FAILED);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!complimentAdId) return void toast.error(reviewMessages.noComplimentAd);
    const checked = reviewText.safeParse(text);
    if (!checked.success) return setError(checked.error.issues[0].message);
    setBusy(true);
    const result = await callApi("compliments/ads/reviews", { json: { compliment_ad_id: complimentAdId, review: text } });
    setBusy(false);
    if (!result.ok) {
      if (result.status === 401) {
        toast.error(LOG_IN_FIRST);
        return void (window.location.href = loginUrl("auth-required", returnTo));
      }
      return void toast.error(result.message ?? "Failed to submit review");
    }
    toast.success(result.body.message);
    setText("");
    setError(undefined);
    await load(1);
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
        <label htmlFor="new-review" className="mb-2 block font-semibold">Create New Review</label>
        <textarea
          id="new-review" rows={3} maxLength={1000} value={text}
          onChange={(e) => { setText(e.target.value); if (e.target.value.trim()) setError(undefined); }}
          aria-invalid={error ? true : undefined} aria-describedby={error ? "new-review-error" : undefined}
          className={`w-full rounded-md border px-3 py-2 ${error ? "border-red-600" : "border-stone-300"}`}
        />
        {error && <p id="new-review-error" className="mt-1 text-sm text-red-700">{error}</p>}
        <Button type="submit" className="mt-3" disabled={busy}>{busy ? "Submitting..." : "Submit Review"}</Button>
      </form>
      <section aria-labelledby="reviews-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
        <h2 id="reviews-heading" className="mb-3 font-semibold">All Reviews{list ? ` (${list.total})` : ""}</h2>
        {!list || list.items.length === 0 ? (
          <p className="text-sm text-stone-500">No reviews yet. Be the first to review!</p>
        ) : (
          <>
            <ul className="space-y-4">
              {list.items.map((r) => (
                <li key={r.id} className="flex gap-3">
                  <Avatar src={r.author.avatarUrl} name={r.author.name} size={32} />
                  <div className="text-sm">
                    <p className="font-medium">
                      {r.author.name}
                      {r.mine && <span className="ml-2 rounded bg-brand-100 px-1.5 py-0.5 text-xs font-semibold text-brand-800">You</span>}
                    </p>
                    <p className="whitespace-pre-line">{r.text}</p>
                    <p className="text-xs text-stone-500"><TimeLabel value={r.createdAt} /></p>
                  </div>
                </li>
              ))}
            </ul>
            {list.lastPage > 1 && (
              <div className="mt-4 flex items-center gap-2 text-sm">
                <Button type="button" variant="secondary" disabled={list.page <= 1} onClick={() => load(list.page - 1)}>Previous</Button>
                <span>Page {list.page} of {list.lastPage}</span>
                <Button type="button" variant="secondary" disabled={list.page >= list.lastPage} onClick={() => load(list.page + 1)}>Next</Button>
              </div>
            )}
          </>
        )}
      </section>
    </>
  );
}
