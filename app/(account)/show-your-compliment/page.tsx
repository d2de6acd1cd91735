import type { Metadata } from "next";
import { ComplimentActions } from "@/components/compliments/compliment-actions";
import { ComplimentCard } from "@/components/compliments/compliment-card";
import { loadComplimentAsUser } from "@/lib/api/compliment-view";

export const metadata: Metadata = { title: "Your Compliment" };

/** A compliment the user has claimed; they can reply to its author. */
export default async function ShowYourComplimentPage({ searchParams }: { searchParams: Promise<{ code?: string }> }) {
  const compliment = await loadComplimentAsUser((await searchParams).code, "/show-your-compliment");
  return (
    <div className="mx-auto max-w-3xl">
      <ComplimentCard compliment={compliment}>
        <ComplimentActions complimentId={compliment.id} code={compliment.code} claim={false} />
      </ComplimentCard>
    </div>
  );
}
