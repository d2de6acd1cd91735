"use client";

import { Download } from "lucide-react";
import { useEffect, useEffectEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { dataExportDownloadUrl, dataExportStatus, latestDataExport, startDataExport, type DataExport } from "@/lib/client/account";
import type { ApiResult } from "@/lib/client/api";
import { DeleteAccountButton } from "./delete-account-dialog";

const START_FAILED = "Your copy could not be started. Please try again.";
const BUILD_FAILED = "Your copy could not be made. Please try again.";
const POLL_MS = 1000;

/**
 * The profile's "Your data" section: Download my data (GDPR Art. 20), which starts a copy, shows
 * its progress while a job makes it and then links to the zip; and Delete my account (Art. 17).
 */
export function YourData() {
  const headingId = useId();
  const progressId = useId();
  const [copy, setCopy] = useState<DataExport | null>(null);
  const [error, setError] = useState<string>();
  // Until the newest copy is known (and the page's script runs), the button waits.
  const [busy, setBusy] = useState(true);

  function heard(result: ApiResult<DataExport | null>, fallback: string) {
    if (!result.ok) return result.handled || setError(result.message ?? fallback);
    setCopy(result.body);
    setError(result.body?.status === "failed" ? BUILD_FAILED : undefined);
  }
  const heardNow = useEffectEvent(heard);

  useEffect(() => {
    let current = true;
    void latestDataExport().then((result) => {
      if (!current) return;
      if (result.ok) heardNow(result, START_FAILED);
      setBusy(false);
    });
    return () => {
      current = false;
    };
  }, []);

  const buildingId = copy?.status === "building" ? copy.id : null;
  useEffect(() => {
    if (buildingId === null) return;
    const timer = setInterval(() => void dataExportStatus(buildingId).then((result) => heardNow(result, BUILD_FAILED)), POLL_MS);
    return () => clearInterval(timer);
  }, [buildingId]);

  async function start() {
    setBusy(true);
    setError(undefined);
    heard(await startDataExport(), START_FAILED);
    setBusy(false);
  }

  return (
    <section id="your-data" aria-labelledby={headingId} className="mt-10 space-y-6 border-t border-stone-200 pt-8 print:hidden">
      <h2 id={headingId} className="text-xl font-semibold">
        Your data
      </h2>
      <div className="space-y-3">
        <h3 className="font-semibold">Download my data</h3>
        <p className="text-stone-600">
          A zip file with everything your account holds, as JSON (data.json), and your profile picture. It is kept for 7 days.
        </p>
        {copy?.status === "building" ? (
          <div className="space-y-1">
            <label htmlFor={progressId} className="block text-sm font-medium">
              Making your copy… {copy.progress}%
            </label>
            <progress id={progressId} max={100} value={copy.progress} className="w-full">
              {copy.progress}%
            </progress>
          </div>
        ) : (
          <Button type="button" variant="secondary" onClick={() => void start()} disabled={busy}>
            {copy?.status === "ready" ? "Make a new copy" : "Download my data"}
          </Button>
        )}
        <p role="status" className="text-sm">
          {copy?.status === "ready" && (
            <a
              href={dataExportDownloadUrl(copy.id)}
              download
              className="inline-flex items-center gap-2 font-medium text-brand-700 underline hover:text-brand-800"
            >
              <Download aria-hidden className="size-4" />
              Download your data (zip)
            </a>
          )}
        </p>
        <FormAlert message={error} />
      </div>
      <div className="space-y-3">
        <h3 className="font-semibold">Delete my account</h3>
        <p className="text-stone-600">
          Your account, your profile and what only you can see go for good. You are asked for your password first.
        </p>
        <DeleteAccountButton />
      </div>
    </section>
  );
}
