import { env } from "@/lib/env";

/**
 * Every page's footer: the rules and the contact point a hosting service must publish (DSA Art. 11,
 * 12 and 14). Plain links, no script; left off a printed page.
 */
export function SiteFooter() {
  return (
    <footer className="border-t border-stone-200 bg-white print:hidden">
      <nav aria-label="Footer" className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-5 text-sm text-stone-700">
        <a href="/rules" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Rules and reporting
        </a>
        <span>
          Contact:{" "}
          <a href={`mailto:${env.CONTACT_EMAIL}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {env.CONTACT_EMAIL}
          </a>
        </span>
      </nav>
    </footer>
  );
}
