import { TextLink } from "@/components/ui/text-link";

/** The card every unsubscribe page is, under its heading. */
export function UnsubscribeCard({ title = "Unsubscribe", children }: { title?: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-lg rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <h1 className="mb-3 text-2xl font-semibold">{title}</h1>
      {children}
    </section>
  );
}

/** Every unsubscribe page leads home: someone who came from a mail has no other way into the site. */
export const HomeLink = () => (
  <p className="mt-6 border-t border-stone-200 pt-4">
    <TextLink href="/">Go to the home page</TextLink>
  </p>
);
