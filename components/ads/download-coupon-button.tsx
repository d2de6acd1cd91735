"use client";

import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { adFailures, couponPdfLink } from "@/lib/client/ads";
import { toastFailure } from "@/lib/client/api";

const MISSING_IDS = "Missing compliment_id or ad_id";

/** Asks the backend for a short-lived link to the coupon PDF and downloads it as coupon.pdf. */
export function DownloadCouponButton({ complimentId, adId }: { complimentId?: number; adId: number }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    if (!complimentId) return void toast.error(MISSING_IDS);
    setBusy(true);
    try {
      const result = await couponPdfLink(complimentId, adId);
      if (!result.ok) return toastFailure(result, adFailures.pdfFailed);
      const link = Object.assign(document.createElement("a"), { href: result.body, download: "coupon.pdf" });
      document.body.append(link);
      link.click();
      link.remove();
    } catch {
      toast.error(adFailures.pdfError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" onClick={download} disabled={busy}>
      <Download aria-hidden className="size-4" />
      {busy ? "Preparing..." : "Download Coupon pdf"}
    </Button>
  );
}
