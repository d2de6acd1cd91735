import type { Metadata } from "next";
import { CropMarks } from "@/components/compliments/crop-marks";
import { PrintButton } from "@/components/compliments/print-button";
import { PrintCard } from "@/components/compliments/print-card";
import { printChoice, sheetPrintCss } from "@/components/compliments/print-options";
import { PrintOptionsForm } from "@/components/compliments/print-options-form";
import { LoadError } from "@/components/ui/load-error";
import { loadPublicCompliment } from "@/lib/api/compliment-page";
import { isFailure, loadFailure } from "@/lib/auth/require";
import { readSignatures } from "@/lib/api/signatures";
import { PrintedSignatures } from "@/components/signing/printed-signatures";
import { env } from "@/lib/env";
import { COMPLIMENT_LOAD_FAILED } from "@/common/messages";

export const metadata: Metadata = { title: "Compliment card" };

type Props = { searchParams: Promise<{ code?: string; design?: string | string[]; sheet?: string | string[] }> };

export default async function PrintCardPage({ searchParams }: Props) {
  const query = await searchParams;
  const compliment = await loadPublicCompliment(query.code, { countView: false });
  if (isFailure(compliment)) return <LoadError title={COMPLIMENT_LOAD_FAILED} message={compliment.failed} />;
  const choice = printChoice(query);
  const a4 = choice.sheet === "a4";
  const shown = compliment.signing?.shown;
  // The A4 sheet carries every shown signature; the A6 card names the first few.
  const signatures =
    shown && shown.count > 0 ? await readSignatures(compliment, a4 ? Infinity : 0).catch(loadFailure(COMPLIMENT_LOAD_FAILED)) : null;
  if (signatures && isFailure(signatures)) return <LoadError title={COMPLIMENT_LOAD_FAILED} message={signatures.failed} />;
  const signers = shown && signatures && !a4 ? { names: signatures.signatures.map((s) => s.name), count: shown.count } : undefined;
  return (
    <div className="flex flex-col items-center gap-6">
      <style>{sheetPrintCss(choice.sheet, { grows: a4 && signatures !== null })}</style>
      <h1 data-print-hide className="sr-only">
        Print the card for {compliment.to}
      </h1>
      <PrintOptionsForm code={compliment.code} choice={choice} />
      <div
        className={`print-sheet flex w-full max-w-xl items-center ${a4 && signatures ? "flex-col gap-6 print:justify-start print:px-[12mm] print:pt-[12mm] print:pb-[8mm]" : "justify-center"}`}
        data-sheet={choice.sheet}
      >
        <div className={`print-card-frame relative w-full ${a4 ? "m-6" : ""}`}>
          <PrintCard compliment={compliment} design={choice.design} site={new URL(env.APP_URL).host} signers={signers} />
          {a4 && <CropMarks />}
        </div>
        {a4 && shown && signatures && (
          <div className="w-full print:mt-[12mm]">
            <PrintedSignatures signatures={signatures.signatures} count={shown.count} />
          </div>
        )}
      </div>
      <PrintButton />
    </div>
  );
}
