import type { OwnAd } from "@/lib/api/business-shapes";

/** Where an ad stands with the operators: "Waiting for review", rejected with their reason, or live. */
export function ReviewState({ ad }: { ad: Pick<OwnAd, "review" | "reviewReason"> }) {
  if (ad.review === "waiting")
    return <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">Waiting for review</span>;
  if (ad.review === "rejected")
    return (
      <span className="text-sm">
        <span className="rounded-full bg-red-100 px-2 py-0.5 font-medium text-red-900">Rejected</span>{" "}
        <span className="text-stone-700">{ad.reviewReason}</span>
      </span>
    );
  return <span className="rounded-full bg-green-100 px-2 py-0.5 text-sm font-medium text-green-900">Live</span>;
}
