import type { Metadata } from "next";
import { ComplimentGift } from "@/components/compliments/compliment-gift";
import { OrganiserInvitations } from "@/components/signing/organiser-invitations";
import { OrganiserSigning } from "@/components/signing/organiser-signing";
import { LoadError } from "@/components/ui/load-error";
import { loadComplimentAsUser } from "@/lib/api/compliment-view";
import { readerOf } from "@/lib/auth/reader";
import { isFailure, loadFailure } from "@/lib/auth/require";
import { getViewer } from "@/lib/auth/session";
import { COMPLIMENT_LOAD_FAILED } from "@/common/messages";

export const metadata: Metadata = { title: "Your Compliment" };

/** A compliment the user has claimed; they can reply to its author. */
export default async function ShowYourComplimentPage({ searchParams }: { searchParams: Promise<{ code?: string }> }) {
  const compliment = await loadComplimentAsUser((await searchParams).code, "/show-your-compliment").catch(
    loadFailure(COMPLIMENT_LOAD_FAILED),
  );
  if (isFailure(compliment)) return <LoadError title={COMPLIMENT_LOAD_FAILED} message={compliment.failed} />;
  const viewer = await getViewer();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <ComplimentGift compliment={compliment} viewer={viewer} />
      {readerOf(compliment, viewer) === "author" && compliment.signing && (
        <>
          <OrganiserSigning compliment={compliment} />
          <OrganiserInvitations code={compliment.code} />
        </>
      )}
    </div>
  );
}
