import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ComplimentForm } from "@/components/compliments/compliment-form";
import { TextLink } from "@/components/ui/text-link";
import { getViewer } from "@/lib/auth/session";
import { loginUrl } from "@/lib/routes";

export const metadata: Metadata = { title: "Create Compliment" };

export default async function CreateComplimentPage() {
  const viewer = await getViewer();
  // The cookie got past proxy.ts, but the backend no longer knows its token.
  if (viewer.status === "guest") redirect(loginUrl("session-expired", "/create-compliment"));
  return (
    <section className="mx-auto max-w-2xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <h1 className="mb-1 text-2xl font-semibold">Create Compliment</h1>
      <p className="mb-6 text-stone-600">Say something kind. You will get a code, a QR code and a card to hand over.</p>
      {/* Only a user known to be unverified is sent to verify; while the check cannot be made, the form stays. */}
      {viewer.status === "unverified" ? (
        <p role="alert" className="rounded-md bg-amber-50 p-4 text-amber-900">
          Please verify your email address before writing compliments. <TextLink href="/verify-email">Verify or resend the link</TextLink>.
        </p>
      ) : (
        <ComplimentForm />
      )}
    </section>
  );
}
