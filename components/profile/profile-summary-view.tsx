import { Avatar } from "@/components/ui/avatar";
import type { Profile } from "@/lib/api/shapes";
import { ProfileLinks } from "./profile-links";

export const displayName = (p: Profile) => [p.firstName, p.lastName].filter(Boolean).join(" ") || p.name;

/** Avatar, name, description and links: what anyone may see of a profile. */
export function ProfileSummaryView({ profile, children }: { profile: Profile; children?: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-6 sm:flex-row">
      <Avatar src={profile.avatarUrl} name={displayName(profile)} size={128} />
      <div className="flex-1 space-y-4">
        <div>
          <h1 className="text-2xl font-semibold">{displayName(profile)}</h1>
          <p className="text-sm text-stone-500">Member code {profile.code}</p>
        </div>
        {profile.bio ? <p className="whitespace-pre-line">{profile.bio}</p> : <p className="text-stone-500">No description yet.</p>}
        <section aria-label="Links">
          <ProfileLinks links={profile.links} />
        </section>
        {children}
      </div>
    </div>
  );
}
