"use client";

import { useRouter } from "next/navigation";
import { useActionState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { DraftNotice } from "@/components/ui/draft-notice";
import { FormTextField } from "@/components/ui/form-text-field";
import { PageControls } from "@/components/ui/page-controls";
import { TimeLabel } from "@/components/ui/time-label";
import type { Page, Review } from "@/lib/api/shapes";
import { adReviews, reviewFailures, submitReview } from "@/lib/client/reviews";
import { usePaged } from "@/lib/client/use-paged";
import { useDraft } from "@/lib/forms/drafts";
import { checkBeforeAction, parseWith, sentFields, showFailure, useZodForm } from "@/lib/forms/use-zod-form";
import { LOAD_FAILED } from "@/common/messages";
import { loginUrl } from "@/lib/routes";
import { pageSizes } from "@/lib/pagination";
import { reviewMessages } from "@/common/validations/messages";
import { ReportButton } from "@/components/moderation/report-button";

/** The review's rule, fetched with the form's first check (lib/forms/use-zod-form.ts). */
const reviewFormSchema = () => import("@/common/validations/review").then((rules) => rules.reviewFormSchema);

type Props = {
  /** The link between the compliment and this ad; without it the ad has no reviews. */
  complimentAdId?: number;
  initial: Page<Review> | null;
  /** Where a guest comes back to after logging in. */
  returnTo: string;
  guest: boolean;
  /** The page was opened from a compliment, whose reviews a guest may see once logged in as one of its people. */
  linked: boolean;
};

/** 'Create New Review' and the paginated 'All Reviews' of an ad that came with a compliment. */
export function Reviews({ complimentAdId, initial, returnTo, guest, linked }: Props) {
  const router = useRouter();
  const reviews = usePaged((page, limit, cursor) => adReviews(complimentAdId, page, limit, cursor), {
    sizes: pageSizes.reviews,
    initial,
    fallback: LOAD_FAILED,
  });
  const { list } = reviews;
  // Spec §5: the review is checked on submit, and again as it changes after a failed submit.
  const form = useZodForm(reviewFormSchema, "submit", { review: "" });
  const draft = useDraft(form, "review");

  /** A guest's review waits for them to log in and come back here. */
  function logInFirst() {
    draft.keep(returnTo);
    router.push(loginUrl("log-in-first", returnTo));
  }

  /** What the form sends, checked with the form's own schema (a submit React replays after hydration was not checked yet). */
  const [, send, isSubmitting] = useActionState(async (_: unknown, sent: FormData) => {
    // In the order onSubmit answers, so a press before hydration gets the same answer as one after.
    if (!complimentAdId && !(guest && linked)) return void toast.error(reviewMessages.noComplimentAd);
    const parsed = await parseWith(reviewFormSchema, sentFields(form, sent));
    if (!parsed) return void form.handleSubmit(() => undefined)();
    if (!complimentAdId) return logInFirst();
    const result = await submitReview(complimentAdId, parsed.value.review, { guest });
    if (result.ok) {
      toast.success(result.body.message);
      draft.clear();
      form.reset();
      return reviews.go(1);
    }
    // A guest's (an expired session's is handled on the way).
    if (result.outcome === "unauthenticated" && !result.handled) return logInFirst();
    showFailure(form, result, reviewFailures.failed);
  }, undefined);
  // Spec §5: the review's own messages, no toast.
  const check = checkBeforeAction(form, reviewFormSchema, send, () => undefined);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (complimentAdId || (guest && linked)) return check(event);
    event.preventDefault();
    toast.error(reviewMessages.noComplimentAd);
  }

  return (
    <>
      <form action={send} onSubmit={onSubmit} noValidate className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
        <DraftNotice draft={draft} />
        <FormTextField control={form.control} name="review" label="Create New Review" rows={3} maxLength={1000} />
        <Button type="submit" className="mt-1" disabled={isSubmitting}>
          {isSubmitting ? "Submitting..." : "Submit Review"}
        </Button>
      </form>
      <section aria-labelledby="reviews-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
        <h2 id="reviews-heading" className="mb-3 font-semibold">
          All Reviews{list ? ` (${list.total})` : ""}
        </h2>
        {!list ? (
          <p className="text-sm text-stone-500">{reviews.error ?? "Loading reviews..."}</p>
        ) : list.items.length === 0 ? (
          <p className="text-sm text-stone-500">No reviews yet. Be the first to review!</p>
        ) : (
          <>
            <ul aria-busy={reviews.loading} className="space-y-4">
              {list.items.map((r) => (
                <li key={r.id} className="flex gap-3">
                  <Avatar src={r.author.avatarUrl} name={r.author.name} size={32} />
                  <div className="text-sm">
                    <p className="font-medium">
                      {r.author.name}
                      {r.mine && <span className="ml-2 rounded bg-brand-100 px-1.5 py-0.5 text-xs font-semibold text-brand-800">You</span>}
                    </p>
                    <p className="whitespace-pre-line">{r.text}</p>
                    <p className="text-xs text-stone-500">
                      <TimeLabel value={r.createdAt} />
                    </p>
                    {!r.mine && <ReportButton target={{ kind: "review", id: r.id }} guest={guest} about={`review by ${r.author.name}`} />}
                  </div>
                </li>
              ))}
            </ul>
            <PageControls
              page={reviews.page}
              lastPage={list.lastPage}
              limit={reviews.limit}
              sizes={pageSizes.reviews}
              onChange={reviews.go}
            />
          </>
        )}
      </section>
    </>
  );
}
