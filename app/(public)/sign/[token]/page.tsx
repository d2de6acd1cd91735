import type { Metadata } from "next";
import { GuestSignForm, SignForm } from "@/components/signing/sign-forms";
import { SignatureReportButton } from "@/components/signing/signature-report-button";
import { TextLink } from "@/components/ui/text-link";
import { TimeLabel } from "@/components/ui/time-label";
import { getSigningPage } from "@/lib/api/signing";
import type { Signature } from "@/lib/api/signing-shapes";
import { getBackendToken, getViewer } from "@/lib/auth/session";
import { loginUrl } from "@/lib/routes";
import { signingMessages } from "@/common/validations/signing";

export const metadata: Metadata = { title: "Sign a compliment", robots: { index: false } };

type Props = { params: Promise<{ token: string }> };

const card = "mx-auto max-w-2xl space-y-5 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8";

/** The signatures so far; each but one's own can be reported, keyed by this signing link. */
function Signatures({
  list,
  count,
  token,
  mine,
  guest,
}: {
  list: Signature[];
  count: number;
  token: string;
  mine?: number;
  guest: boolean;
}) {
  return (
    <section aria-labelledby="signatures-heading">
      <h2 id="signatures-heading" className="text-lg font-semibold">
        Signed by {count} {count === 1 ? "person" : "people"}
      </h2>
      {list.length > 0 && (
        <ul className="mt-3 space-y-3">
          {list.map((s) => (
            <li key={s.id} className="rounded-md border border-stone-200 p-3">
              <h3 className="font-medium">{s.name}</h3>
              <p className="mt-1 whitespace-pre-line break-words text-stone-800">{s.message}</p>
              {s.id !== mine && <SignatureReportButton signature={s} shownWith={{ signingToken: token }} guest={guest} />}
            </li>
          ))}
        </ul>
      )}
      {count > list.length && list.length > 0 && <p className="mt-2 text-sm text-stone-600">and {count - list.length} more.</p>}
    </section>
  );
}

/**
 * Where a group compliment's signing link leads (issue 33): who it is for, the organiser's text
 * and, if the organiser shows them, the signatures so far; never the code. A signed-in person signs
 * under their account's name; a guest confirms an address with a mailed code first.
 */
export default async function SignPage({ params }: Props) {
  const { token } = await params;
  const [viewer, backendToken] = await Promise.all([getViewer(), getBackendToken()]);
  const page = await getSigningPage(token, viewer.status === "guest" ? undefined : backendToken);
  if (!page)
    return (
      <section className={card}>
        <h1 className="text-2xl font-semibold">Sign a compliment</h1>
        <p role="alert" className="text-red-800">
          {signingMessages.linkInvalid}
        </p>
      </section>
    );
  const signedIn = viewer.status !== "guest";
  return (
    <section className={card}>
      <div>
        <h1 className="text-2xl font-semibold">Sign a compliment for {page.to}</h1>
        <p className="text-stone-600">{page.organiserName} invites you to add your words.</p>
      </div>
      <blockquote className="whitespace-pre-line break-words border-l-4 border-brand-700 bg-brand-50 px-4 py-3 text-lg text-stone-900">
        {page.text}
      </blockquote>
      {page.open ? (
        page.closesAt && (
          <p>
            Signing closes <TimeLabel value={page.closesAt} />.
          </p>
        )
      ) : (
        <p role="status" className="rounded-md bg-stone-100 px-3 py-2 font-medium text-stone-900">
          {signingMessages.closed}
        </p>
      )}
      {page.open && (
        <section aria-labelledby="sign-heading" className="space-y-3">
          <h2 id="sign-heading" className="text-lg font-semibold">
            {page.yourSignature ? "Your signature" : "Add your signature"}
          </h2>
          {signedIn ? (
            <SignForm token={token} name={viewer.user.name} current={page.yourSignature?.message ?? null} />
          ) : (
            <>
              <p className="text-sm">
                Have an account? <TextLink href={loginUrl("log-in-first", `/sign/${token}`)}>Log in to sign with it</TextLink>.
              </p>
              <GuestSignForm token={token} />
            </>
          )}
        </section>
      )}
      {page.showSignatures && (
        <Signatures list={page.signatures} count={page.signatureCount} token={token} mine={page.yourSignature?.id} guest={!signedIn} />
      )}
    </section>
  );
}
