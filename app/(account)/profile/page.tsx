import type { Metadata } from "next";
import Link from "next/link";
import { MessagingPrivacy } from "@/components/profile/messaging-privacy";
import { ProfileEditor } from "@/components/profile/profile-editor";
import { YourData } from "@/components/profile/your-data";
import { LoadError } from "@/components/ui/load-error";
import { getOwnProfile, listCountries } from "@/lib/api/profiles";
import { isFailure, loadAsUser, loadFailure } from "@/lib/auth/require";
import { LOAD_FAILED } from "@/common/messages";

export const metadata: Metadata = { title: "My Profile" };

export default async function ProfilePage() {
  const loaded = await loadAsUser("/profile", async (token) => ({
    profile: await getOwnProfile(token),
    countries: await listCountries(),
  })).catch(loadFailure(LOAD_FAILED));
  return (
    <section className="mx-auto max-w-3xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">My Profile</h1>
        <Link href="/user-profile" className="rounded-md px-4 py-2 font-medium ring-1 ring-stone-300 hover:bg-stone-100">
          Preview Details
        </Link>
      </div>
      {isFailure(loaded) ? <LoadError message={loaded.failed} /> : <ProfileEditor profile={loaded.profile} countries={loaded.countries} />}
      {!isFailure(loaded) && <MessagingPrivacy whoMayMessage={loaded.profile.whoMayMessage ?? "anyone"} />}
      <YourData />
    </section>
  );
}
