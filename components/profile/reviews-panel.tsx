"use client";

import Link from "next/link";
import { Avatar } from "@/components/ui/avatar";
import { PageControls } from "@/components/ui/page-controls";
import { Tabs } from "@/components/ui/tabs";
import { TimeLabel } from "@/components/ui/time-label";
import type { ProfileReview } from "@/lib/api/shapes";
import { listProfileReviews, type ReviewsKind } from "@/lib/client/profile-reviews";
import { usePaged } from "@/lib/client/use-paged";
import { pageSizes } from "@/lib/pagination";

const failed = { by: "Failed to load your reviews", to: "Failed to load reviews to you" } as const;

/** The tabs' labels and empty states: spec §2's wording on one's own dashboard, the person's name on someone else's. */
function wording(kind: ReviewsKind, name?: string) {
  const by = kind === "by";
  if (!name) return { label: by ? "Reviews by me" : "Reviews to you", empty: by ? "No reviews by you yet." : "No reviews to you yet." };
  return { label: `Reviews ${kind} ${name}`, empty: `No reviews ${kind} ${name} yet.` };
}

const cardClass = "flex flex-col gap-3 rounded-lg p-3 ring-1 ring-stone-200 sm:flex-row";

/**
 * One review. The compliment's code and recipient come only to its author and its claimer; on
 * someone else's profile they are absent, and so is the link to the compliment. The ad goes below
 * the text on phones and beside it on wider screens.
 */
function ReviewCard({ review: r }: { review: ProfileReview }) {
  return (
    <>
      <div className="flex flex-1 gap-3">
        <Avatar src={r.author.avatarUrl} name={r.author.name} size={36} />
        <div className="flex-1 text-sm">
          <p>
            <span className="font-medium">{r.author.name}</span> ·{" "}
            <span className="text-stone-500">
              <TimeLabel value={r.createdAt} />
            </span>
          </p>
          <p className="my-1 whitespace-pre-line">{r.text}</p>
          {r.compliment && (
            <p className="text-xs text-stone-500">
              Compliment {r.compliment.code} for {r.compliment.to}
            </p>
          )}
        </div>
      </div>
      {r.ad && (
        <div className="ml-12 flex gap-3 text-xs sm:ml-0 sm:block sm:w-32">
          {r.ad.imageUrl && (
            <img src={r.ad.imageUrl} alt="" width={128} height={96} className="w-24 shrink-0 rounded object-cover sm:mb-1 sm:w-32" />
          )}
          <div className="min-w-0">
            <p className="font-medium">{r.ad.title}</p>
            <p className="break-all text-stone-500">{r.ad.contact}</p>
          </div>
        </div>
      )}
    </>
  );
}

type Paged = ReturnType<typeof usePaged<ProfileReview>>;

function ReviewList({ paged, empty }: { paged: Paged; empty: string }) {
  const { list, error, loading } = paged;
  if (error)
    return (
      <p role="alert" className="text-red-700">
        {error}
      </p>
    );
  if (!list)
    return (
      <p role="status" className="text-stone-500">
        Loading reviews…
      </p>
    );
  return (
    <div aria-busy={loading}>
      {list.items.length === 0 ? (
        <p className="text-stone-600">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {list.items.map((r) => (
            <li key={r.id}>
              {r.compliment ? (
                <Link href={`/show-compliment-dashboard?code=${r.compliment.code}`} className={`${cardClass} hover:bg-stone-50`}>
                  <ReviewCard review={r} />
                </Link>
              ) : (
                <div className={cardClass}>
                  <ReviewCard review={r} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.total > 0 && (
        <PageControls page={paged.page} lastPage={list.lastPage} limit={paged.limit} sizes={pageSizes.reviews} onChange={paged.go} />
      )}
    </div>
  );
}

/**
 * Reviews written by the user and reviews of the ads on their compliments, each with its own page
 * and page size. Without `userId` they are the viewer's own; else `name` says whose they are.
 */
export function ReviewsPanel({ userId, name }: { userId?: number; name?: string }) {
  const options = { sizes: pageSizes.reviews };
  const by = usePaged((page, limit, cursor) => listProfileReviews("by", userId, page, limit, cursor), { ...options, fallback: failed.by });
  const to = usePaged((page, limit, cursor) => listProfileReviews("to", userId, page, limit, cursor), { ...options, fallback: failed.to });
  const tab = (kind: ReviewsKind, paged: Paged) => {
    const { label, empty } = wording(kind, name);
    return { key: kind, label: `${label} (${paged.list?.total ?? 0})`, content: <ReviewList paged={paged} empty={empty} /> };
  };
  return <Tabs name="Reviews" tabs={[tab("by", by), tab("to", to)]} />;
}
