"use client";

import Link from "next/link";
import { Tabs } from "@/components/ui/tabs";
import type { Profile } from "@/lib/api/shapes";
import { BlockControl } from "./block-control";
import { FavouritesPanel } from "./favourites-panel";
import { LogInToSee } from "./log-in-to-see";
import { MessageBox } from "./message-box";
import { ProfileSummaryView, displayName } from "./profile-summary-view";
import { ReviewsPanel } from "./reviews-panel";

/**
 * Spec §2's two readings: one's own dashboard has 'Edit Profile' and the contact card; another
 * user's has the message box and no contact information.
 */
export function ProfileDashboard({ profile, own, signedIn }: { profile: Profile; own: boolean; signedIn: boolean }) {
  const returnTo = own ? "/profile-dashboard" : `/profile-dashboard/${profile.userId}`;
  const details = (
    <ProfileSummaryView profile={profile}>
      {own ? (
        <>
          <Link href="/profile" className="inline-block rounded-md px-4 py-2 font-medium ring-1 ring-stone-300 hover:bg-stone-100">
            Edit Profile
          </Link>
          <section aria-labelledby="contact-heading" className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
            <h2 id="contact-heading" className="mb-2 font-semibold">
              Contact
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-stone-500">Phone</dt>
              <dd>{profile.phone || "—"}</dd>
              <dt className="text-stone-500">Address</dt>
              <dd>{profile.address || "—"}</dd>
              <dt className="text-stone-500">Country</dt>
              <dd>{profile.state?.country || "—"}</dd>
              <dt className="text-stone-500">E-mail</dt>
              <dd>{profile.email}</dd>
            </dl>
          </section>
        </>
      ) : (
        <>
          <MessageBox userId={profile.userId} name={displayName(profile)} returnTo={returnTo} signedIn={signedIn} />
          {signedIn && <BlockControl userId={profile.userId} name={displayName(profile)} blocked={profile.blocked} />}
        </>
      )}
    </ProfileSummaryView>
  );
  // Spec §2 words the reviews for one's own dashboard; on someone else's they name whose they are.
  const reviews = own ? <ReviewsPanel /> : <ReviewsPanel userId={profile.userId} name={displayName(profile)} />;
  const favourites = own ? (
    <FavouritesPanel returnTo={returnTo} />
  ) : (
    <FavouritesPanel userId={profile.userId} guest={!signedIn} returnTo={returnTo} />
  );
  return (
    <Tabs
      tabs={[
        { label: "Personal Details", content: details },
        { label: "Reviews", content: signedIn ? reviews : <LogInToSee returnTo={returnTo} /> },
        { label: "Favourites Ads", content: favourites },
      ]}
    />
  );
}
