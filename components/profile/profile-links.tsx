import { safeHref, type Profile } from "@/lib/api/shapes";

/** A profile's links; only http(s) addresses become links, anything else stays plain text. */
export function ProfileLinks({ links }: { links: Profile["links"] }) {
  if (links.length === 0) return <p className="text-sm text-stone-500">No links yet.</p>;
  return (
    <ul className="space-y-1">
      {links.map((link, i) => {
        const href = safeHref(link.url);
        return (
          <li key={i} className="text-sm">
            {href ? (
              <a href={href} rel="noopener noreferrer nofollow" target="_blank" className="font-medium text-brand-700 hover:underline">
                {link.name}
              </a>
            ) : (
              <span className="font-medium">{link.name}</span>
            )}
            <span className="ml-2 break-all text-stone-500">{link.url}</span>
          </li>
        );
      })}
    </ul>
  );
}
