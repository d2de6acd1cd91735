import type { Metadata } from "next";
import { ProfileDashboard } from "@/components/profile/profile-dashboard";
import { LoadError } from "@/components/ui/load-error";
import { getOwnProfile } from "@/lib/api/profiles";
import { isFailure, loadAsUser, loadFailure } from "@/lib/auth/require";
import { LOAD_FAILED } from "@/common/messages";

export const metadata: Metadata = { title: "Your dashboard" };

export default async function OwnDashboardPage() {
  const profile = await loadAsUser("/profile-dashboard", getOwnProfile).catch(loadFailure(LOAD_FAILED));
  return (
    <section className="mx-auto max-w-4xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      {isFailure(profile) ? <LoadError message={profile.failed} /> : <ProfileDashboard profile={profile} own signedIn />}
    </section>
  );
}
