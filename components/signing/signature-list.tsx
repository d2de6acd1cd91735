import Link from "next/link";
import type { Viewer } from "@/lib/auth/session";
import type { Compliment } from "@/lib/api/shapes";
import type { SignaturePage } from "@/lib/api/signature-shapes";
import { readerOf } from "@/lib/auth/reader";
import { SignatureReportButton } from "./signature-report-button";
import { SIGNATURES_PER_PAGE, signedBy } from "@/common/signatures";
import { ThankEveryone } from "./thank-everyone";

/** "Ana signed", "2 people signed". */
/**
 * A closed group compliment's shown signatures on its page, each a name heading and its message.
 * Past a page, "Show more signatures" is a plain link to the same page listing one page more, so it
 * works without scripts, and lands on the first new one. Its recipient can thank everyone here.
 */
export function SignatureList({ compliment, listed, viewer }: { compliment: Compliment; listed: SignaturePage; viewer: Viewer }) {
  const shown = compliment.signing?.shown;
  if (!shown || shown.count === 0) return null;
  const more = listed.nextCursor !== null;
  const nextCount = listed.signatures.length + SIGNATURES_PER_PAGE;
  return (
    <section aria-labelledby="signatures-heading" id="signatures" className="mt-10 space-y-5">
      <div>
        <h2 id="signatures-heading" className="text-2xl font-semibold text-stone-900">
          {signedBy(shown.count)}
        </h2>
        {more && (
          <p className="text-sm text-stone-600">
            Showing {listed.signatures.length} of {shown.count}
          </p>
        )}
      </div>
      {readerOf(compliment, viewer) === "claimer" && <ThankEveryone code={compliment.code} thankedAt={shown.thankedAt} />}
      <ol className="grid gap-4 sm:grid-cols-2">
        {listed.signatures.map((signature, i) => (
          <li
            key={signature.id}
            id={`signature-${i + 1}`}
            className="scroll-mt-20 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
          >
            <h3 className="break-words font-semibold text-stone-900">{signature.name}</h3>
            <p className="mt-1 whitespace-pre-line break-words text-stone-800">{signature.message}</p>
            {/* A guest's compliment page is sent without scripts, where a dialog's button could not open. */}
            {viewer.status !== "guest" && (
              <SignatureReportButton signature={signature} shownWith={{ code: compliment.code }} guest={false} />
            )}
          </li>
        ))}
      </ol>
      {more && (
        <Link
          href={`/show-compliment?${new URLSearchParams({ code: compliment.code, signatures: String(nextCount) })}#signature-${listed.signatures.length + 1}`}
          className="inline-block rounded-lg px-4 py-2 font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
        >
          Show more signatures
        </Link>
      )}
    </section>
  );
}
