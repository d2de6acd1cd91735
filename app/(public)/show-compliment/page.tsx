import type { Metadata } from "next";
import { ComplimentActions } from "@/components/compliments/compliment-actions";
import { ComplimentCard } from "@/components/compliments/compliment-card";
import { LoadError } from "@/components/ui/load-error";
import { getPublicCompliment } from "@/lib/api/compliments";
import { loadPublicCompliment } from "@/lib/api/compliment-page";
import { isFailure } from "@/lib/auth/require";
import { env } from "@/lib/env";
import { complimentCode } from "@/lib/validations/compliment";
import { COMPLIMENT_LOAD_FAILED, NOT_FOUND } from "@/lib/messages";

type Props = { searchParams: Promise<{ code?: string }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { code } = await searchParams;
  if (!code || !complimentCode.safeParse(code).success) return { title: "Compliment" };
  const compliment = await getPublicCompliment(code).catch(() => undefined);
  if (!compliment) return { title: NOT_FOUND };
  const title = `A compliment for ${compliment.to}`;
  const description = `${compliment.author.name} wrote something kind for ${compliment.to} on ${env.APP_NAME}.`;
  const image = { url: `/og/compliment?code=${code}`, width: 1200, height: 630, alt: title };
  return {
    title,
    description,
    alternates: { canonical: `/show-compliment?code=${code}` },
    openGraph: { title, description, type: "article", url: `/show-compliment?code=${code}`, images: [image] },
    twitter: { card: "summary_large_image", title, description, images: [image.url] },
  };
}

export default async function ShowComplimentPage({ searchParams }: Props) {
  const compliment = await loadPublicCompliment((await searchParams).code);
  if (isFailure(compliment)) return <LoadError title={COMPLIMENT_LOAD_FAILED} message={compliment.failed} />;
  return (
    <div className="mx-auto max-w-3xl">
      <ComplimentCard compliment={compliment}>
        <ComplimentActions complimentId={compliment.id} code={compliment.code} />
      </ComplimentCard>
    </div>
  );
}
