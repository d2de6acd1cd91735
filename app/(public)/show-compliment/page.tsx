import type { Metadata } from "next";
import { ComplimentGift } from "@/components/compliments/compliment-gift";
import { LoadError } from "@/components/ui/load-error";
import { loadPublicCompliment, readPublicCompliment } from "@/lib/api/compliment-page";
import { isFailure, loadFailure } from "@/lib/auth/require";
import { readSignatures } from "@/lib/api/signatures";
import { SignatureList } from "@/components/signing/signature-list";
import { signaturesListed } from "@/common/signatures";
import { getViewer } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { complimentCode } from "@/common/validations/code";
import { COMPLIMENT_LOAD_FAILED, NOT_FOUND } from "@/common/messages";
import { COMPLIMENT_MARK } from "@/lib/server/fill";
import { RemovedCompliment } from "@/components/compliments/removed-compliment";

type Props = { searchParams: Promise<{ code?: string; intent?: string; signatures?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { code } = await searchParams;
  if (!code || !complimentCode.safeParse(code).success) return { title: "Compliment" };
  const compliment = await readPublicCompliment(code, true).catch(() => undefined);
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
  const { code, intent, signatures } = await searchParams;
  const compliment = await loadPublicCompliment(code);
  if ("removed" in compliment) return <RemovedCompliment code={code!} message={compliment.failed} />;
  if (isFailure(compliment)) return <LoadError title={COMPLIMENT_LOAD_FAILED} message={compliment.failed} />;
  const [viewer, listed] = await Promise.all([
    getViewer(),
    readSignatures(compliment, signaturesListed(signatures)).catch(loadFailure(COMPLIMENT_LOAD_FAILED)),
  ]);
  if (listed && isFailure(listed)) return <LoadError title={COMPLIMENT_LOAD_FAILED} message={listed.failed} />;
  return (
    // The mark tells the page cache that this render shows the compliment and may be kept.
    <div className="mx-auto max-w-3xl" {...{ [COMPLIMENT_MARK]: compliment.code }}>
      <ComplimentGift compliment={compliment} viewer={viewer} intent={intent} />
      {listed && <SignatureList compliment={compliment} listed={listed} viewer={viewer} />}
    </div>
  );
}
