import type { Metadata } from "next";
import Link from "next/link";
import { AdReviewQueue } from "@/components/moderation/ad-review-queue";
import { ModerationQueue } from "@/components/moderation/moderation-queue";
import { LoadError } from "@/components/ui/load-error";
import { getQueue, getWaitingAds } from "@/lib/api/moderation";
import { isFailure, loadAsUser, loadFailure } from "@/lib/auth/require";
import { MODERATION_LOAD_FAILED } from "@/common/messages";

export const metadata: Metadata = { title: "Moderation" };

/** Operators' queue of open reports (anyone else gets the 404 page): each item in place, with its reports and a decision form. */
export default async function ModerationPage() {
  const [queue, waiting] = await Promise.all([
    loadAsUser("/moderation", getQueue).catch(loadFailure(MODERATION_LOAD_FAILED)),
    loadAsUser("/moderation", getWaitingAds).catch(loadFailure(MODERATION_LOAD_FAILED)),
  ]);
  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">Moderation</h1>
        <Link href="/moderation/log" className="font-medium text-brand-700 underline">
          Log of decisions
        </Link>
      </div>
      <p className="text-stone-700">
        Open reports, oldest first; reports of the same content are shown together. Every decision needs a written reason: it is quoted in
        the mail to the person it restricts and kept in the log.
      </p>
      <section aria-labelledby="waiting-ads" className="space-y-3">
        <h2 id="waiting-ads" className="text-xl font-semibold">
          Ads waiting for review
        </h2>
        <p className="text-stone-700">
          A new business&apos;s ads wait here, oldest first, until one is approved; its later ads go live at once.
        </p>
        {isFailure(waiting) ? <LoadError title={MODERATION_LOAD_FAILED} message={waiting.failed} /> : <AdReviewQueue ads={waiting} />}
      </section>
      <section aria-labelledby="open-reports" className="space-y-3">
        <h2 id="open-reports" className="text-xl font-semibold">
          Open reports
        </h2>
        {isFailure(queue) ? <LoadError title={MODERATION_LOAD_FAILED} message={queue.failed} /> : <ModerationQueue items={queue} />}
      </section>
    </section>
  );
}
