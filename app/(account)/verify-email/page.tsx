import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoadError } from "@/components/ui/load-error";
import { getViewer } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { loginUrl, safeNextPath } from "@/lib/routes";
import type { VerificationLink } from "@/lib/client/auth";
import { VerifyEmail } from "./verify-email";

export const metadata: Metadata = { title: "Email Verification" };

type Query = Record<string, string | undefined>;

const linkFrom = ({ id, hash, expires, signature }: Query): VerificationLink | undefined =>
  id && hash && expires && signature ? { id, hash, expires, signature } : undefined;

export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const viewer = await getViewer();
  // Where the link brings the user back to, such as the compliment they claimed while registering.
  const next = safeNextPath(query.next, env.APP_URL);
  if (viewer.status === "guest")
    redirect(loginUrl("auth-required", `/verify-email?${new URLSearchParams(query as Record<string, string>)}`));
  if (viewer.status === "verified") redirect(next ?? "/dashboard");
  return (
    <section className="mx-auto max-w-md rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200 sm:p-8">
      <h1 className="mb-3 text-2xl font-semibold">Email Verification</h1>
      {viewer.status === "unknown" ? (
        <LoadError message={viewer.problem} />
      ) : (
        <VerifyEmail email={viewer.user.email} link={linkFrom(query)} next={next} />
      )}
    </section>
  );
}
