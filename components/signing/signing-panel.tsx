"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-dialog";
import { TimeLabel } from "@/components/ui/time-label";
import { signedByOthers, type OrganiserSignature, type OrganiserSigning } from "@/lib/api/signing-shapes";
import { qrOptions } from "@/lib/qr-options";
import { toastFailure, type ApiResult } from "@/lib/client/api";
import { closeSigning, hideSignature, removeSignature, replaceSigningLink, updateSigning } from "@/lib/client/signing";
import { SOMETHING_WRONG } from "@/common/messages";
import { closesFormSchema, signingMessages } from "@/common/validations/signing";
import { FormTextField } from "@/components/ui/form-text-field";
import { showFailure, toastFixErrors, useZodForm } from "@/lib/forms/use-zod-form";

const noChanges = () => () => {};

/** The signing link with Copy, Share (where the browser has a share sheet) and its own QR code, drawn here. */
function SigningLink({ link, to }: { link: string; to: string }) {
  const id = useId();
  const [status, setStatus] = useState("");
  const [qr, setQr] = useState<string | null>(null);
  const canShare = useSyncExternalStore(
    noChanges,
    () => typeof navigator.share === "function",
    () => false,
  );
  useEffect(() => {
    let live = true;
    void import("qrcode").then(async ({ default: QRCode }) => {
      const url = await QRCode.toDataURL(link, { ...qrOptions, width: 320 });
      if (live) setQr(url);
    });
    return () => {
      live = false;
    };
  }, [link]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setStatus("Signing link copied");
    } catch {
      setStatus("Could not copy the link; select it above and copy it instead.");
    }
  }
  async function share() {
    try {
      await navigator.share({ title: `Sign a compliment for ${to}`, text: `Add your words to a compliment for ${to}.`, url: link });
    } catch (error) {
      if ((error as Error).name !== "AbortError") setStatus("Could not open the share sheet.");
    }
  }

  return (
    <div className="space-y-3">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        Signing link
      </label>
      <input
        id={id}
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        className="w-full rounded-md border border-stone-300 bg-stone-50 px-3 py-2 text-sm"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
        {canShare && (
          <Button type="button" variant="secondary" onClick={() => void share()}>
            Share
          </Button>
        )}
      </div>
      <p role="status" className="text-sm text-stone-700">
        {status}
      </p>
      {qr && <img src={qr} width={160} height={160} alt="QR code of the signing link" className="bg-white" />}
    </div>
  );
}

type Changed = { message: string; signing: OrganiserSigning };
type Run = (call: Promise<ApiResult<Changed>>) => Promise<void>;

/** A new closing time (the browser's local date and time), or closing only by hand. */
function ClosesForm({ code, busy, run, saved }: { code: string; busy: boolean; run: Run; saved(body: Changed): void }) {
  const form = useZodForm(closesFormSchema, "submit", { closes_at: "" });
  const onSubmit = form.handleSubmit(async ({ closes_at }) => {
    const result = await updateSigning(code, { closes_at: new Date(closes_at).toISOString() });
    if (!result.ok) return showFailure(form, result, SOMETHING_WRONG);
    saved(result.body);
    form.reset({ closes_at: "" });
  }, toastFixErrors);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
      <div className="min-w-56 flex-1">
        <FormTextField control={form.control} name="closes_at" label="New closing time" type="datetime-local" />
      </div>
      <Button type="submit" variant="secondary" disabled={busy || form.formState.isSubmitting} className="mb-6">
        Change closing time
      </Button>
      <Button
        type="button"
        variant="secondary"
        disabled={busy}
        className="mb-6"
        onClick={() => void run(updateSigning(code, { closes_at: null }))}
      >
        Close only by hand
      </Button>
    </form>
  );
}

function SignatureItem({
  signature,
  busy,
  onHide,
  onRemove,
}: {
  signature: OrganiserSignature;
  busy: boolean;
  onHide(hidden: boolean): void;
  onRemove(): void;
}) {
  return (
    <li className="rounded-md border border-stone-200 p-3">
      <h4 className="font-medium">
        {signature.name}
        {signature.byOrganiser && <span className="ml-2 text-sm font-normal text-stone-600">(you)</span>}
        {signature.hidden && <span className="ml-2 rounded bg-stone-200 px-2 py-0.5 text-xs font-normal text-stone-800">Hidden</span>}
      </h4>
      <p className="mt-1 whitespace-pre-line break-words text-stone-800">{signature.message}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button type="button" variant="secondary" disabled={busy} onClick={() => onHide(!signature.hidden)}>
          {signature.hidden ? `Show ${signature.name}'s signature` : `Hide ${signature.name}'s signature`}
        </Button>
        <ConfirmButton
          label={`Remove ${signature.name}'s signature`}
          question={`Remove ${signature.name}'s signature? It cannot be brought back.`}
          confirmLabel="Remove"
          onConfirm={onRemove}
          disabled={busy}
        />
      </div>
    </li>
  );
}

/**
 * The organiser's signing panel (issue 33): the link with Copy, Share and its own QR; when signing
 * closes; Close signing (warned when nobody else has signed); every signature with Hide/Show and
 * Remove; the link turned off or replaced; whether signers see the others' signatures.
 */
export function SigningPanel({ code, to, initial }: { code: string; to: string; initial: OrganiserSigning }) {
  const router = useRouter();
  const [signing, setSigning] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");

  function saved(body: Changed) {
    setSigning(body.signing);
    setStatus(body.message);
    router.refresh();
  }
  async function run(call: Promise<ApiResult<Changed>>) {
    setBusy(true);
    const result = await call;
    setBusy(false);
    if (!result.ok) return toastFailure(result, SOMETHING_WRONG);
    saved(result.body);
  }

  const others = signedByOthers(signing);
  return (
    <section aria-labelledby="signing-heading" className="mt-6 space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h2 id="signing-heading" className="text-lg font-semibold">
        Signing
      </h2>
      <p className="text-stone-800">
        {signing.open ? (
          signing.closesAt ? (
            <>
              Signing closes <TimeLabel value={signing.closesAt} />.
            </>
          ) : (
            "Signing is open until you close it."
          )
        ) : (
          <>
            Signing closed <TimeLabel value={signing.closedAt ?? signing.closesAt} />. The code now shows the compliment with its
            signatures.
          </>
        )}{" "}
        {signing.counts.signatures} signature{signing.counts.signatures === 1 ? "" : "s"}, {signing.counts.shown} shown.
      </p>
      <p role="status" className="text-sm text-stone-700">
        {status}
      </p>
      {signing.open && (
        <>
          {signing.link ? <SigningLink link={signing.link} to={to} /> : <p>The signing link is turned off.</p>}
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void run(replaceSigningLink(code))}>
              {signing.link ? "New link" : "Turn link on"}
            </Button>
            {signing.link && (
              <Button type="button" variant="secondary" disabled={busy} onClick={() => void run(replaceSigningLink(code, true))}>
                Turn link off
              </Button>
            )}
            <ConfirmButton
              label="Close signing"
              question={
                others ? "Close signing? Nobody can sign after this, and the code shows the compliment." : signingMessages.noSignatures
              }
              confirmLabel="Close signing"
              tone="primary"
              onConfirm={() => void run(closeSigning(code))}
              disabled={busy}
            />
          </div>
          <ClosesForm code={code} busy={busy} run={run} saved={saved} />
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              checked={signing.showSignatures}
              disabled={busy}
              onChange={(e) => void run(updateSigning(code, { show_signatures: e.currentTarget.checked }))}
              className="mt-1 size-4 accent-brand-700"
            />
            <span>Signers see the signatures so far</span>
          </label>
        </>
      )}
      <h3 className="font-semibold">Signatures</h3>
      {signing.signatures.length === 0 ? (
        <p className="text-stone-700">Nobody has signed yet.</p>
      ) : (
        <ul className="space-y-3">
          {signing.signatures.map((s) => (
            <SignatureItem
              key={s.id}
              signature={s}
              busy={busy}
              onHide={(hidden) => void run(hideSignature(code, s.id, hidden))}
              onRemove={() => void run(removeSignature(code, s.id))}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
