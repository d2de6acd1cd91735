"use client";

import { ReportButton } from "@/components/moderation/report-button";

/** The key a signature is shown with, and reported with: its compliment's code, or its signing link's token. */
export type SignatureKey = { code: string } | { signingToken: string };

/**
 * Report for one signature, where signatures are shown (the signing page, the organiser's panel,
 * the recipient's page): `shownWith` is the key of that page. `guest`: the form asks for a name
 * and an e-mail address.
 */
export function SignatureReportButton({
  signature,
  shownWith,
  guest,
}: {
  signature: { id: number; name: string };
  shownWith: SignatureKey;
  guest: boolean;
}) {
  return (
    <ReportButton target={{ kind: "signature", id: signature.id, ...shownWith }} guest={guest} about={`signature of ${signature.name}`} />
  );
}
