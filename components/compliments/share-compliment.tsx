"use client";

import { Copy, Download, Share2 } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { qrOptions } from "@/lib/qr-options";

/** Saves `href` (a data or object URL) as a file called `name`. */
function save(href: string, name: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  link.click();
}

/**
 * The QR code of `link` as a file: drawn here in the browser by the `qrcode` package (loaded on
 * first use), as the card's is drawn; the PNG is 1024 px wide for print.
 */
async function downloadQr(link: string, code: string, type: "png" | "svg") {
  const QRCode = (await import("qrcode")).default;
  const name = `compliment-${code}.${type}`;
  if (type === "png") return save(await QRCode.toDataURL(link, { ...qrOptions, width: 1024 }), name);
  const url = URL.createObjectURL(new Blob([await QRCode.toString(link, { type: "svg", ...qrOptions })], { type: "image/svg+xml" }));
  save(url, name);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const noChanges = () => () => {};

/**
 * The code page's ways to pass a compliment on: copy its public link, the device's share sheet
 * (only where the browser has one), and its QR code as PNG or SVG. What happened is announced politely.
 */
export function ShareCompliment({ code, link, to }: { code: string; link: string; to: string }) {
  // Known only in the browser: the server's HTML (and so hydration) goes without the button.
  const canShare = useSyncExternalStore(
    noChanges,
    () => typeof navigator.share === "function",
    () => false,
  );
  const [status, setStatus] = useState("");

  async function copy() {
    setStatus("");
    try {
      await navigator.clipboard.writeText(link);
      setStatus("Link copied");
    } catch {
      setStatus("Could not copy the link; select it above and copy it instead.");
    }
  }

  async function share() {
    try {
      await navigator.share({ title: `A compliment for ${to}`, text: `A compliment for ${to}. Code ${code}`, url: link });
    } catch (error) {
      if ((error as Error).name !== "AbortError") setStatus("Could not open the share sheet.");
    }
  }

  async function download(type: "png" | "svg") {
    try {
      await downloadQr(link, code, type);
    } catch {
      setStatus("Could not make the QR file. Please try again.");
    }
  }

  return (
    <div className="mt-6 space-y-3 text-left">
      <label className="block text-sm font-medium text-stone-800" htmlFor="public-link">
        Public link
      </label>
      <input
        id="public-link"
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        className="w-full rounded-md border border-stone-300 bg-stone-50 px-3 py-2 text-sm"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={copy}>
          <Copy aria-hidden className="size-4" /> Copy link
        </Button>
        {canShare && (
          <Button type="button" variant="secondary" onClick={share}>
            <Share2 aria-hidden className="size-4" /> Share
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={() => download("png")}>
          <Download aria-hidden className="size-4" /> Download QR (PNG)
        </Button>
        <Button type="button" variant="secondary" onClick={() => download("svg")}>
          <Download aria-hidden className="size-4" /> Download QR (SVG)
        </Button>
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-stone-700">
        {status}
      </p>
    </div>
  );
}
