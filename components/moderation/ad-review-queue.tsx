"use client";

import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/data-table";
import { TextField } from "@/components/ui/text-field";
import { TimeLabel } from "@/components/ui/time-label";
import type { OwnOffer, WaitingAd } from "@/lib/api/business-shapes";
import { toastFailure } from "@/lib/client/api";
import { reviewAd } from "@/lib/client/business-setup";
import { dayInZone } from "@/common/zoned-time";
import { adReviewSchema } from "@/common/validations/business";
import { fieldErrors } from "@/common/validations/auth";
import { useDecisionStatus } from "./decision-status";
import { statusLabels } from "@/components/business/offer-labels";

const REVIEW_FAILED = "The review could not be recorded. Please try again.";

/** The ads of new businesses waiting for review, oldest first; a reviewed ad leaves the list. */
export function AdReviewQueue({ ads: initial }: { ads: WaitingAd[] }) {
  const [ads, setAds] = useState(initial);
  const { announce, line } = useDecisionStatus();

  function reviewed(ad: WaitingAd, message: string, decisionId: number) {
    setAds((list) => list.filter((a) => a.id !== ad.id));
    announce(`${message} "${ad.title}" of ${ad.business.name}. Decision #${decisionId} is in the log.`);
  }

  return (
    <div className="space-y-4">
      {line}
      {ads.length === 0 ? (
        <EmptyState>No ads are waiting for review.</EmptyState>
      ) : (
        <ol className="space-y-6">
          {ads.map((ad) => (
            <li key={ad.id}>
              <WaitingAdItem ad={ad} onReviewed={(message, id) => reviewed(ad, message, id)} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function WaitingAdItem({ ad, onReviewed }: { ad: WaitingAd; onReviewed(message: string, decisionId: number): void }) {
  const titleId = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const reasonRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  async function decide(decision: "approve" | "reject") {
    const checked = adReviewSchema.safeParse({ decision, reason });
    if (!checked.success) {
      setError(fieldErrors(checked.error).reason?.[0]);
      return reasonRef.current?.focus();
    }
    setBusy(true);
    const result = await reviewAd(ad.id, { decision, reason });
    setBusy(false);
    if (result.ok) return onReviewed(result.body.message, result.body.decision.id);
    if (result.errors?.reason) {
      setError(result.errors.reason[0]);
      return reasonRef.current?.focus();
    }
    toastFailure(result, REVIEW_FAILED);
  }

  return (
    <article aria-labelledby={titleId} className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <header className="flex flex-wrap gap-4">
        {ad.imageUrl && (
          <img
            src={ad.imageUrl}
            alt={`${ad.title}, as the ad shows it`}
            width={160}
            height={120}
            className="h-30 w-40 rounded-md object-cover"
          />
        )}
        <div>
          <h3 id={titleId} className="text-lg font-semibold">
            {ad.title}
          </h3>
          <p className="text-sm text-stone-700">
            {ad.business.name} · {ad.contact} · made <TimeLabel value={ad.createdAt} />
          </p>
          {ad.business.website && <p className="text-sm text-stone-700">Website: {ad.business.website}</p>}
        </div>
      </header>
      {ad.offer ? <OfferSummary offer={ad.offer} timeZone={ad.business.timeZone} /> : <p className="text-sm">No offer.</p>}
      <div className="space-y-2">
        <TextField
          ref={reasonRef}
          name="reason"
          label="Reason (required to reject: it is mailed to the owner)"
          rows={3}
          maxLength={2000}
          value={reason}
          error={error}
          onValueChange={(v) => {
            setReason(v);
            setError(undefined);
          }}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="button" disabled={busy} onClick={() => void decide("approve")}>
            Approve
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void decide("reject")}>
            Reject
          </Button>
        </div>
      </div>
    </article>
  );
}

function OfferSummary({ offer, timeZone }: { offer: OwnOffer; timeZone: string }) {
  const days = [
    offer.startsOn ? `from ${dayInZone(offer.startsOn, timeZone)}` : "from now",
    offer.endsOn ? `until ${dayInZone(offer.endsOn, timeZone)}` : "with no end",
  ].join(" ");
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium">Offer</dt>
      <dd>
        {offer.name}: {offer.value} ({statusLabels[offer.status]})
      </dd>
      <dt className="font-medium">Terms</dt>
      <dd className="whitespace-pre-line">{offer.terms}</dd>
      <dt className="font-medium">Days</dt>
      <dd>{days}</dd>
      <dt className="font-medium">Coupons</dt>
      <dd>
        {offer.totalCap === null ? "No cap" : `${offer.totalCap} in total`}, {offer.perPerson} per person, valid for {offer.validDays} days
        after issue
      </dd>
    </dl>
  );
}
