"use client";

import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import type { ReportTarget } from "@/lib/client/reports";
import { PLACE_MAX } from "@/common/validations/report";
import { ReportForm, reportNouns } from "./report-form";

/** The path of this page, as the report states where it was made. */
const thisPlace = () => `${window.location.pathname}${window.location.search}`.slice(0, PLACE_MAX);

/**
 * The report form in a modal dialog. It opens at each new `openings` with focus on its title;
 * Escape, Cancel or Close closes it, and focus goes back to `opener`. It stays mounted, so what
 * was typed is there when it opens again; once a report went through, closing starts a new one.
 */
export default function ReportDialog({
  target,
  guest,
  openings,
  opener,
}: {
  target: ReportTarget;
  guest: boolean;
  openings: number;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const [place, setPlace] = useState("");
  // Once a report went through, the next opening shows a new form.
  const [sent, setSent] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the place is this page's address, read in the browser
    setPlace(thisPlace());
    if (!dialog.current?.open) dialog.current?.showModal();
    title.current?.focus();
  }, [openings]);

  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => {
        if (sent) {
          setSent(false);
          setRound((n) => n + 1);
        }
        opener.current?.focus();
      }}
      className="m-auto w-[min(36rem,calc(100vw-1rem))] rounded-xl p-0 shadow-xl backdrop:bg-black/40"
    >
      <div className="max-h-[calc(100dvh-2rem)] overflow-y-auto p-5 sm:p-6">
        <h2 id={titleId} ref={title} tabIndex={-1} className="text-lg font-semibold">
          Report this {reportNouns[target.kind]}
        </h2>
        <ReportForm
          key={round}
          onReceived={() => setSent(true)}
          target={target}
          guest={guest}
          place={place}
          actions={
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
          }
          after={
            <div className="mt-6 flex justify-end">
              <Button type="button" onClick={close}>
                Close
              </Button>
            </div>
          }
        />
      </div>
    </dialog>
  );
}
