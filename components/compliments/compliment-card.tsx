import { AdTile } from "@/components/ads/ad-tile";
import { Avatar } from "@/components/ui/avatar";
import { TimeLabel } from "@/components/ui/time-label";
import type { Compliment } from "@/lib/api/shapes";

/** The compliment itself, as every reader sees it; the private note is shown only when `showNote`. */
export function ComplimentCard({ compliment, showNote = false, children }: {
  compliment: Compliment;
  showNote?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <article className="space-y-6">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-10">
        <p className="text-sm font-medium uppercase tracking-wide text-brand-700">A compliment for</p>
        <h1 className="mt-1 text-3xl font-semibold tracking-tight sm:text-4xl">{compliment.to}</h1>
        <blockquote className="mt-6 whitespace-pre-line text-lg leading-relaxed text-stone-800 sm:text-xl">
          {compliment.text}
        </blockquote>
        <div className="mt-8 flex items-center gap-3">
          <Avatar src={compliment.author.avatarUrl} name={compliment.author.name} size={48} />
          <div>
            <p className="font-medium">From {compliment.author.name}</p>
            <p className="text-sm text-stone-500"><TimeLabel value={compliment.createdAt} /> · Code {compliment.code}</p>
          </div>
        </div>
        {showNote && compliment.note && (
          <p className="mt-6 rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
            <span className="font-semibold">Private note: </span>{compliment.note}
          </p>
        )}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
      {compliment.ads.length > 0 && (
        <section aria-labelledby="ads-heading">
          <h2 id="ads-heading" className="mb-3 text-lg font-semibold">Offers that came with it</h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {compliment.ads.map((ad) => <li key={ad.id}><AdTile ad={ad} complimentId={compliment.id} /></li>)}
          </ul>
        </section>
      )}
    </article>
  );
}
