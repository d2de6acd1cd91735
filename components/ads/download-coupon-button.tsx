"use client";

import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/client/api";

/** Asks the backend for a short-lived link to the coupon PDF and downloads it as coupon.pdf. */
export function DownloadCouponButton({ complimentId, adId }: { complimentId?: number; adId: number }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    if (!complimentId) return void toast.error("Missing compliment_id or ad_id");
    setBusy(true);
    const result = await callApi<{ data: { download_url: string } }>(`compliments/${complimentId}/ads/${adId}/pdf`);
    setBusy(false);
    if (!result.ok) return void toast.error(result.message ?? "Failed to generate coupon PDF");
    try {
      // The link names the backend; the browser fetches it through this site's forwarder.
      const url = new URL(result.body.data.download_url);
      const link = Object.assign(document.createElement("a"), { href: `/api${url.pathname}${url.search}`, download: "coupon.pdf" });
      document.body.append(link);
      link.click();
      link.remove();
    } catch {
      toast.error("Error downloading PDF");
    }
  }

  return (
    <Button type="button" onClick={download} disabled={busy}>
      <Download aria-hidden className="size-4" />{busy ? "Preparing..." : "Download Coupon pdf"}
    </Button>
  );
}
