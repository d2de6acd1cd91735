import type { Metadata } from "next";
import Link from "next/link";
import { ProfileSummaryView } from "@/components/profile/profile-summary-view";
import { LoadError } from "@/components/ui/load-error";
import { getOwnProfile } from "@/lib/api/profiles";
import { isFailure, loadAsUser, loadFailure } from "@/lib/auth/require";
import { LOAD_FAILED } from "@/common/messages";

export const metadata: Metadata = { title: "Profile preview" };

export default async function UserProfilePage() {
  const profile = await loadAsUser("/user-profile", getOwnProfile).catch(loadFailure(LOAD_FAILED));
  return (
    <section className="mx-auto max-w-3xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      {isFailure(profile) ? (
        <LoadError message={profile.failed} />
      ) : (
        <ProfileSummaryView profile={profile}>
          <Link href="/profile" className="inline-block rounded-md px-4 py-2 font-medium ring-1 ring-stone-300 hover:bg-stone-100">
            Edit Profile
          </Link>
        </ProfileSummaryView>
      )}
    </section>
  );
}
