import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProfileDashboard } from "@/components/profile/profile-dashboard";
import { displayName } from "@/components/profile/profile-summary-view";
import { BackendError } from "@/lib/api/client";
import { getProfile } from "@/lib/api/profiles";
import { getBackendToken, getViewer } from "@/lib/auth/session";

type Props = { params: Promise<{ id: string }> };

async function load(idText: string) {
  const id = Number(idText);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return getProfile(id, await getBackendToken()).catch((error) => {
    if (error instanceof BackendError && error.status === 404) notFound();
    throw error;
  });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const profile = await load((await params).id);
  return { title: displayName(profile), openGraph: { title: displayName(profile), type: "profile" } };
}

/** Another user's profile, readable by guests; never their contact details. */
export default async function ProfileDashboardPage({ params }: Props) {
  const profile = await load((await params).id);
  const viewer = await getViewer();
  const own = viewer.status !== "guest" && viewer.user.id === profile.userId;
  return (
    <section className="mx-auto max-w-4xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <ProfileDashboard profile={profile} own={own} signedIn={viewer.status !== "guest"} />
    </section>
  );
}
