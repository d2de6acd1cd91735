"use client";

import { ScanLine, Ticket } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, type ConfirmDialogHandle } from "@/components/ui/confirm-dialog";
import { FormTextField } from "@/components/ui/form-text-field";
import type { TillCoupon } from "@/lib/api/shapes";
import { toastFailure } from "@/lib/client/api";
import { checkCoupon, redeemCoupon, scannedCoupon, undoRedemption, type TillAnswer } from "@/lib/client/business";
import { groupCouponCode } from "@/common/coupons/coupon-code";
import { tillMessages } from "@/common/coupons/till-messages";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { couponCodeSchema } from "@/common/validations/business";
import { CouponScanner } from "./coupon-scanner";

const CHECK_FAILED = "The coupon could not be checked. Please try again.";
const REDEEM_FAILED = "The coupon could not be redeemed. Please try again.";

const dateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" }) : "";

/** The redeem link's token, when a scanned text is one of this site's coupon QR links. */
function scannedToken(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.origin === window.location.origin && url.pathname === "/business/redeem"
      ? (url.searchParams.get("t") ?? undefined)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The till: a code typed (grouped or not) or scanned, checked, confirmed with the holder's first
 * name and the offer, then redeemed. The confirmation opens on its Redeem button, so a barcode
 * scanner's second Enter redeems; cancelling it says "Not redeemed". The answer stays on screen
 * until the next code: 'Redeemed' with an undo for 10 minutes (after which the code is back in the
 * field), 'Already used' with when and by whom, or why the code does not work.
 */
export function RedeemPanel({ initialCode }: { initialCode?: string }) {
  const form = useZodForm(couponCodeSchema, "submit", { code: initialCode ? groupCouponCode(initialCode) : "" });
  const [answer, setAnswer] = useState<TillAnswer>();
  const [pending, setPending] = useState<TillCoupon>();
  const [busy, setBusy] = useState(false);
  const [scanning, setScanning] = useState(false);
  const confirm = useRef<ConfirmDialogHandle>(null);
  const scanButton = useRef<HTMLButtonElement>(null);
  // A busy button is disabled, and drops focus, as does a question asked after a check: once the
  // answer is there, focus is on the code again, for this one or the next (unless something has it).
  const refocus = () =>
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) form.setFocus("code");
    });

  useEffect(() => {
    if (pending) confirm.current?.open();
  }, [pending]);

  async function look(code: string) {
    setBusy(true);
    setAnswer(undefined);
    const result = await checkCoupon(code);
    setBusy(false);
    if ("ok" in result) {
      refocus();
      return toastFailure(result, CHECK_FAILED);
    }
    if (result.kind === "valid") setPending(result.coupon);
    else {
      setAnswer(result);
      refocus();
    }
  }

  async function redeem(coupon: TillCoupon) {
    setPending(undefined);
    setBusy(true);
    const result = await redeemCoupon(coupon.code);
    setBusy(false);
    refocus();
    if ("ok" in result) return toastFailure(result, REDEEM_FAILED);
    setAnswer(result);
    if (result.kind === "redeemed") form.reset({ code: "" });
  }

  async function undo(coupon: TillCoupon) {
    setBusy(true);
    const result = await undoRedemption(coupon.id);
    setBusy(false);
    refocus();
    if (!result.ok) return toastFailure(result, REDEEM_FAILED);
    setAnswer({ kind: "undone", coupon: result.body });
    form.setValue("code", groupCouponCode(result.body.code));
  }

  /** "Stop scanning" goes with the camera: focus goes back to Scan, which opened it. */
  function stopScanning() {
    setScanning(false);
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) scanButton.current?.focus();
    });
  }

  async function onScan(text: string) {
    setScanning(false);
    const token = scannedToken(text);
    if (!token) {
      form.setValue("code", text);
      return look(text);
    }
    const scanned = await scannedCoupon(token);
    if (!scanned.ok) return setAnswer({ kind: "unknown", message: scanned.message ?? tillMessages.unknownCode });
    if (!scanned.body.coupon) return setAnswer({ kind: "wrong-business", message: tillMessages.wrongBusiness });
    form.setValue("code", groupCouponCode(scanned.body.coupon.code));
    return look(scanned.body.coupon.code);
  }

  return (
    <div className="space-y-4">
      <form onSubmit={form.handleSubmit(({ code }) => look(code))} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormTextField
          control={form.control}
          name="code"
          label="Coupon code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder="ABCD EFGHJ"
          className="flex-1 font-mono"
        />
        <div className="flex gap-2 sm:mt-6">
          <Button type="submit" disabled={busy}>
            <Ticket aria-hidden className="size-4" />
            {busy ? "Checking..." : "Redeem"}
          </Button>
          <Button ref={scanButton} type="button" variant="secondary" onClick={() => setScanning((open) => !open)} aria-expanded={scanning}>
            <ScanLine aria-hidden className="size-4" />
            Scan
          </Button>
        </div>
      </form>
      {scanning && <CouponScanner onRead={(text) => void onScan(text)} onClose={stopScanning} />}
      <div role="status" aria-live="polite">
        {answer && <TillResult answer={answer} onUndo={undo} busy={busy} />}
      </div>
      {pending && (
        <ConfirmDialog
          ref={confirm}
          tone="primary"
          question={`Redeem "${pending.offer.value} — ${pending.offer.name}" for ${pending.holderFirstName}?`}
          confirmLabel="Redeem"
          focusConfirm
          onConfirm={() => void redeem(pending)}
          onCancel={() => {
            setAnswer({ kind: "not-redeemed", coupon: pending });
            setPending(undefined);
            refocus();
          }}
        />
      )}
    </div>
  );
}

const tones = {
  green: "border-green-700 bg-green-50 text-green-900",
  red: "border-red-700 bg-red-50 text-red-900",
  amber: "border-amber-600 bg-amber-50 text-amber-950",
} as const;

function Result({ tone, title, children }: { tone: keyof typeof tones; title: string; children?: React.ReactNode }) {
  return (
    <div className={`rounded-xl border-2 p-4 ${tones[tone]}`}>
      <p className="text-xl font-bold">{title}</p>
      {children && <div className="mt-1 space-y-1 text-sm">{children}</div>}
    </div>
  );
}

function TillResult({ answer, onUndo, busy }: { answer: TillAnswer; onUndo(c: TillCoupon): void; busy: boolean }) {
  switch (answer.kind) {
    case "redeemed": {
      const { coupon } = answer;
      return (
        <Result tone="green" title={tillMessages.redeemed}>
          <p>
            {coupon.offer.value} — {coupon.offer.name}, for {coupon.holderFirstName}.
          </p>
          {coupon.undoUntil && (
            <Button type="button" variant="secondary" onClick={() => onUndo(coupon)} disabled={busy} className="mt-2">
              Undo (until {dateTime(coupon.undoUntil)})
            </Button>
          )}
        </Result>
      );
    }
    case "undone":
      return (
        <Result tone="amber" title={tillMessages.undone}>
          <p>{groupCouponCode(answer.coupon.code)} can be used again.</p>
        </Result>
      );
    case "used":
      return (
        <Result tone="red" title={tillMessages.alreadyUsed}>
          <p>
            Used on {dateTime(answer.coupon.redeemedAt)} by {answer.coupon.redeemedBy}.
          </p>
        </Result>
      );
    case "not-redeemed":
      return (
        <Result tone="amber" title={tillMessages.notRedeemed}>
          <p>
            {answer.coupon.offer.value} — {answer.coupon.offer.name}, for {answer.coupon.holderFirstName}: the coupon can still be used.
          </p>
        </Result>
      );
    case "valid":
      return null;
    default:
      return <Result tone="amber" title={answer.message} />;
  }
}
