import { AdTile } from "@/components/ads/ad-tile";
import { Avatar } from "@/components/ui/avatar";
import { TimeLabel } from "@/components/ui/time-label";
import type { Compliment } from "@/lib/api/shapes";

/**
 * The compliment as a gift: the recipient's name large, the text as the hero, who wrote it, and
 * the ads as offers that came with it. The same card on every page that shows a compliment; the
 * private note is shown only when `showNote`, and its author reads "You wrote this" instead.
 */
export function ComplimentCard({
  compliment,
  showNote = false,
  byAuthor = false,
  children,
}: {
  compliment: Compliment;
  showNote?: boolean;
  /** The reader wrote it. */
  byAuthor?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <article aria-labelledby="compliment-recipient" className="space-y-8">
      <div className="rounded-3xl bg-gradient-to-b from-brand-50 to-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-12 print:bg-none print:p-0 print:shadow-none print:ring-0">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">A compliment for</p>
        <h1 id="compliment-recipient" className="mt-1 break-words text-4xl font-bold tracking-tight text-stone-900 sm:text-6xl">
          {compliment.to}
        </h1>
        <blockquote className="mt-6 border-l-4 border-brand-600 pl-4 sm:mt-10 sm:pl-6">
          <p className="whitespace-pre-line break-words font-serif text-2xl leading-snug text-stone-900 sm:text-3xl">{compliment.text}</p>
        </blockquote>
        <div className="mt-8 flex items-center gap-3 sm:mt-10">
          <Avatar src={compliment.author.avatarUrl} name={compliment.author.name} size={52} />
          <div className="min-w-0">
            <p className="break-words text-lg font-medium text-stone-900">
              {byAuthor ? "You wrote this" : `${compliment.author.name} wrote this for you`}
            </p>
            <p className="text-sm text-stone-600">
              <TimeLabel value={compliment.createdAt} /> · Code {compliment.code}
            </p>
          </div>
        </div>
        {showNote && compliment.note && (
          <p className="mt-6 rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
            <span className="font-semibold">Private note: </span>
            {compliment.note}
          </p>
        )}
        {children && <div className="mt-8 border-t border-brand-100 pt-6 sm:mt-10 print:hidden">{children}</div>}
      </div>
      {compliment.ads.length > 0 && (
        <section aria-labelledby="ads-heading" className="print:break-inside-avoid">
          <h2 id="ads-heading" className="mb-3 text-lg font-semibold">
            Offers that came with it
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {compliment.ads.map((ad) => (
              <li key={ad.id}>
                <AdTile ad={ad} complimentId={compliment.id} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
