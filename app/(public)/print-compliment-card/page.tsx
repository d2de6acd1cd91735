import type { Metadata } from "next";
import { QrCode } from "@/components/compliments/qr-code";
import { PrintButton } from "@/components/compliments/print-button";
import { Avatar } from "@/components/ui/avatar";
import { LoadError } from "@/components/ui/load-error";
import { loadPublicCompliment } from "@/lib/api/compliment-page";
import { isFailure } from "@/lib/auth/require";
import { env } from "@/lib/env";
import { COMPLIMENT_LOAD_FAILED } from "@/lib/messages";

export const metadata: Metadata = { title: "Compliment card" };

export default async function PrintCardPage({ searchParams }: { searchParams: Promise<{ code?: string }> }) {
  const compliment = await loadPublicCompliment((await searchParams).code, { countView: false });
  if (isFailure(compliment)) return <LoadError title={COMPLIMENT_LOAD_FAILED} message={compliment.failed} />;
  const site = new URL(env.APP_URL).host;
  return (
    <div className="flex flex-col items-center gap-6">
      <article aria-label="Compliment card" className="print-card flex aspect-[148/105] w-full max-w-xl overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-stone-200">
        <div className="flex flex-1 flex-col justify-between bg-gradient-to-br from-brand-50 to-brand-100 p-6">
          <div>
            <p className="text-sm font-medium uppercase tracking-wide text-brand-700">A compliment for</p>
            <p className="text-3xl font-semibold leading-tight">{compliment.to}</p>
          </div>
          <div className="flex items-center gap-3">
            <Avatar src={compliment.author.avatarUrl} name={compliment.author.name} size={44} />
            <p className="text-sm">From <span className="font-semibold">{compliment.author.name}</span></p>
          </div>
        </div>
        <div className="flex w-[42%] flex-col items-center justify-center gap-2 p-4 text-center">
          <QrCode src={compliment.qrCode} code={compliment.code} size={150} />
          <p className="font-mono text-xl font-semibold tracking-[0.15em]">{compliment.code}</p>
          <p className="text-xs text-stone-600">Scan, or enter the code at<br /><span className="font-semibold">{site}</span></p>
        </div>
      </article>
      <PrintButton />
    </div>
  );
}
