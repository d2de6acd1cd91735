import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MessageBox } from "@/components/profile/message-box";
import { displayName } from "@/components/profile/profile-summary-view";
import { Avatar } from "@/components/ui/avatar";
import { LoadError } from "@/components/ui/load-error";
import { getProfile } from "@/lib/api/profiles";
import { isFailure, loadAsUser, loadFailure } from "@/lib/auth/require";
import { LOAD_FAILED } from "@/common/messages";

export const metadata: Metadata = { title: "Send Message" };

export default async function SendMessagePage({ searchParams }: { searchParams: Promise<{ to?: string }> }) {
  const to = Number((await searchParams).to);
  if (!Number.isInteger(to) || to <= 0) notFound();
  const profile = await loadAsUser(`/send-message?to=${to}`, (token) => getProfile(to, token)).catch(loadFailure(LOAD_FAILED));
  if (isFailure(profile)) return <LoadError title={LOAD_FAILED} message={profile.failed} />;
  return (
    <section className="mx-auto max-w-xl space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <div className="flex items-center gap-3">
        <Avatar src={profile.avatarUrl} name={displayName(profile)} size={48} />
        <h1 className="text-xl font-semibold">Send a message to {displayName(profile)}</h1>
      </div>
      <MessageBox userId={profile.userId} name={displayName(profile)} returnTo={`/send-message?to=${to}`} signedIn />
    </section>
  );
}
