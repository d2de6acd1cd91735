import { Globe, Mail, MapPin, Phone } from "lucide-react";
import type { AdDetail } from "@/lib/api/shapes";

/** The business behind an ad: logo, name, e-mail and phone links, address, state and country, website. */
export function BusinessDetails({ business, place }: Pick<AdDetail, "business" | "place">) {
  const row = "flex items-start gap-2 text-sm";
  return (
    <section aria-labelledby="business-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <div className="mb-4 flex items-center gap-3">
        {business.logoUrl && (
          <img src={business.logoUrl} alt={`${business.name} logo`} width={56} height={56} className="size-14 rounded-lg object-cover" />
        )}
        <h2 id="business-heading" className="text-lg font-semibold">
          {business.name}
        </h2>
      </div>
      <ul className="space-y-2">
        {business.email && (
          <li className={row}>
            <Mail aria-hidden className="mt-0.5 size-4 shrink-0" />
            <a className="text-brand-700 hover:underline" href={`mailto:${business.email}`}>
              {business.email}
            </a>
          </li>
        )}
        {business.phone && (
          <li className={row}>
            <Phone aria-hidden className="mt-0.5 size-4 shrink-0" />
            <a className="text-brand-700 hover:underline" href={`tel:${business.phone.replace(/[^\d+]/g, "")}`}>
              {business.phone}
            </a>
          </li>
        )}
        {(business.address || place) && (
          <li className={row}>
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              {business.address}
              {business.address && place && <br />}
              {place && `${place.state}, ${place.country}`}
            </span>
          </li>
        )}
        <li className={row}>
          <Globe aria-hidden className="mt-0.5 size-4 shrink-0" />
          {business.website ? (
            <a className="break-all text-brand-700 hover:underline" href={business.website} rel="noopener noreferrer" target="_blank">
              {business.website}
            </a>
          ) : (
            <span className="text-stone-500">No website provided</span>
          )}
        </li>
      </ul>
    </section>
  );
}

export function SocialMedia({ links }: { links: AdDetail["business"]["socialMedia"] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="social-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h2 id="social-heading" className="mb-3 font-semibold">
        Social Media
      </h2>
      <ul className="space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.network}>
            <a href={l.url} rel="noopener noreferrer" target="_blank" className="capitalize text-brand-700 hover:underline">
              {l.network}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The business's other ads (approved ones), named for whose they are: the reader's are not. */
export function BusinessAds({ ads, businessName }: { ads: AdDetail["businessAds"]; businessName: string }) {
  return (
    <section aria-labelledby="business-ads-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h2 id="business-ads-heading" className="mb-3 font-semibold">
        More from {businessName}
      </h2>
      {ads.length === 0 && <p className="text-sm text-stone-600">No other ads yet.</p>}
      <ul className="space-y-3">
        {ads.map((a) => (
          <li key={a.id} className="flex gap-3">
            {a.imageUrl ? (
              <img src={a.imageUrl} alt="" width={80} height={60} className="h-15 w-20 shrink-0 rounded object-cover" />
            ) : (
              <span className="flex h-15 w-20 shrink-0 items-center justify-center rounded bg-stone-100 text-center text-xs text-stone-500">
                No ad image available
              </span>
            )}
            <div className="text-sm">
              <p className="font-medium">{a.title}</p>
              <a href={`mailto:${a.contact}`} className="text-brand-700 hover:underline">
                {a.contact}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
