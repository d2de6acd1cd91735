import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { LoadError } from "@/components/ui/load-error";
import { TextLink } from "@/components/ui/text-link";
import { loadPublicCompliment } from "@/lib/api/compliment-page";
import { isFailure } from "@/lib/auth/require";
import { getViewer } from "@/lib/auth/session";
import { COMPLIMENT_LOAD_FAILED, LOG_IN_FIRST } from "@/common/messages";
import { afterLogIn, withNext } from "@/lib/routes";

export const metadata: Metadata = { title: "Keep your compliment", robots: { index: false } };

type Props = { searchParams: Promise<{ code?: string; action?: string }> };

/**
 * A guest pressed Claim or Reply (spec §4: 'You must log in first!'). Most are the recipient, who has
 * no account yet: the page recalls what they are about to keep and leads with creating an account,
 * then logging in; both come back to finish what they pressed. A signed-in reader goes straight on.
 * Served without a loading state, so it reads without JavaScript like the compliment page it comes from.
 */
export default async function JoinPage({ searchParams }: Props) {
  const { code, action: asked } = await searchParams;
  const action = asked === "reply" ? "reply" : "claim";
  const compliment = await loadPublicCompliment(code, { countView: false });
  if (isFailure(compliment)) return <LoadError title={COMPLIMENT_LOAD_FAILED} message={compliment.failed} />;
  const next = afterLogIn(compliment.code, action);
  if ((await getViewer()).status !== "guest") redirect(next);
  // Kept by someone meanwhile: the compliment's page says so, and still offers Reply.
  if (action === "claim" && compliment.isClaimed) redirect(`/show-compliment?code=${compliment.code}`);

  const author = compliment.author.name;
  return (
    <section className="mx-auto max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <p role="status" className="mb-5 rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
        {LOG_IN_FIRST}
      </p>
      <h1 className="text-2xl font-semibold text-balance">
        {action === "claim" ? `Keep the compliment ${author} wrote for you` : `Write back to ${author}`}
      </h1>
      <figure className="my-5 rounded-lg bg-brand-50 p-4">
        <figcaption className="text-sm text-stone-700">For {compliment.to}</figcaption>
        <blockquote className="mt-1 line-clamp-3 break-words text-stone-900">{compliment.text}</blockquote>
      </figure>
      <p className="text-stone-700">
        {action === "claim"
          ? `Keeping it puts it among your compliments and lets you say thank you to ${author}.`
          : `Your reply starts a conversation with ${author}, who wrote this compliment.`}{" "}
        A free account takes a minute, and you come straight back here.
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <Link
          href={withNext("/register", next)}
          className="rounded-md bg-brand-700 px-4 py-2.5 text-center font-medium text-white hover:bg-brand-800"
        >
          Create an account
        </Link>
        <p className="text-center text-sm text-stone-700">
          Already have one? <TextLink href={withNext("/login", next)}>Log In</TextLink>
        </p>
      </div>
      <p className="mt-6 border-t border-stone-200 pt-4 text-sm">
        {/* Not prefetched: a prefetch is the site's own request, so it would read the compliment with the
            session of a visitor whom another site sent here, which this page is careful not to do. */}
        <TextLink href={`/show-compliment?code=${compliment.code}`} prefetch={false}>
          Back to the compliment
        </TextLink>
      </p>
    </section>
  );
}
