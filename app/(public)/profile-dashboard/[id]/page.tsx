import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ProfileDashboard } from "@/components/profile/profile-dashboard";
import { displayName } from "@/components/profile/profile-summary-view";
import { LoadError } from "@/components/ui/load-error";
import { BackendError } from "@/lib/api/client";
import { getProfile } from "@/lib/api/profiles";
import { isFailure, loadFailure } from "@/lib/auth/require";
import { getBackendToken, getViewer } from "@/lib/auth/session";
import { LOAD_FAILED } from "@/common/messages";
import { ReportButton } from "@/components/moderation/report-button";

type Props = { params: Promise<{ id: string }> };

/** The profile, the 404 page for an unknown id, or the page's error state when the backend fails. */
const load = cache(async (idText: string) => {
  const id = Number(idText);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return getProfile(id, await getBackendToken()).catch((error) => {
    if (error instanceof BackendError && error.outcome === "not-found") notFound();
    return loadFailure(LOAD_FAILED)(error);
  });
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const profile = await load((await params).id);
  if (isFailure(profile)) return { title: "Profile" };
  return { title: displayName(profile), openGraph: { title: displayName(profile), type: "profile" } };
}

/** Another user's profile, readable by guests; never their contact details. */
export default async function ProfileDashboardPage({ params }: Props) {
  const profile = await load((await params).id);
  if (isFailure(profile)) return <LoadError title={LOAD_FAILED} message={profile.failed} />;
  const viewer = await getViewer();
  const own = viewer.status !== "guest" && viewer.user.id === profile.userId;
  return (
    <section className="mx-auto max-w-4xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <ProfileDashboard profile={profile} own={own} signedIn={viewer.status !== "guest"} />
      {!own && <ReportButton target={{ kind: "profile", id: profile.userId }} guest={viewer.status === "guest"} about="this profile" />}
    </section>
  );
}
