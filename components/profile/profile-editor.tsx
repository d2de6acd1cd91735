"use client";

import { useRouter } from "next/navigation";
import { Tabs } from "@/components/ui/tabs";
import type { Profile } from "@/lib/api/shapes";
import { ActivityEmailSetting } from "./activity-email-setting";
import { LinksTab } from "./links-tab";
import { PersonalDetailsTab } from "./personal-details-tab";
import { PictureTab } from "./picture-tab";

/** The three tabs of the profile editor, and the e-mail setting below them; each saves on its own. */
export function ProfileEditor({ profile, countries }: { profile: Profile; countries: Array<{ id: number; name: string }> }) {
  const router = useRouter();
  return (
    <>
      <Tabs
        tabs={[
          { label: "Personal Details", content: <PersonalDetailsTab profile={profile} countries={countries} /> },
          { label: "Profile Picture", content: <PictureTab currentUrl={profile.avatarUrl} onSaved={() => router.refresh()} /> },
          { label: "My Links", content: <LinksTab links={profile.links} /> },
        ]}
      />
      <ActivityEmailSetting />
    </>
  );
}
