"use client";

import { lazy, Suspense, useRef, useState } from "react";
import type { ReportTarget } from "@/lib/client/reports";

/** The form comes with its first opening: pages that carry a Report button (a cached compliment page too) load only this. */
const ReportDialog = lazy(() => import("./report-dialog"));

/**
 * A Report button for `target` on this page; `about` finishes its name for screen readers where a
 * page has several ("message from Dana"). `guest`: the form asks for a name and an e-mail address.
 * The dialog stays mounted once opened, so what was typed is still there when it opens again.
 */
export function ReportButton({ target, guest, about }: { target: ReportTarget; guest: boolean; about?: string }) {
  const [opened, setOpened] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpened((n) => n + 1)}
        className="rounded px-1 text-sm text-stone-600 underline underline-offset-2 hover:text-stone-900 print:hidden"
      >
        Report{about && <span className="sr-only"> {about}</span>}
      </button>
      {opened > 0 && (
        <Suspense fallback={null}>
          <ReportDialog target={target} guest={guest} openings={opened} opener={button} />
        </Suspense>
      )}
    </>
  );
}
