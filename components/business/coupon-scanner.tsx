"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";

type Detector = { detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

const SCAN_EVERY_MS = 200;

/** What reads QR codes here: the browser's BarcodeDetector where it exists, jsQR on canvas frames otherwise. */
async function qrReader(video: HTMLVideoElement): Promise<() => Promise<string | undefined>> {
  const Native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native) {
    const detector = new Native({ formats: ["qr_code"] });
    return async () => (await detector.detect(video))[0]?.rawValue;
  }
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async () => {
    if (!context || video.videoWidth === 0) return undefined;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height)?.data;
  };
}

/**
 * The device camera, read until a QR code shows; answers its text once and stops the camera. A
 * camera that cannot be opened (none, or permission refused) says so and leaves the typed code.
 */
export function CouponScanner({ onRead, onClose }: { onRead(text: string): void; onClose(): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string>();
  const done = useRef(onRead);
  useEffect(() => {
    done.current = onRead;
  });

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
        if (stopped || !video.current) return stop();
        video.current.srcObject = stream;
        await video.current.play();
        const read = await qrReader(video.current);
        const tick = async () => {
          if (stopped) return;
          const text = await read().catch(() => undefined);
          if (text) {
            stop();
            done.current(text);
          } else timer = setTimeout(tick, SCAN_EVERY_MS);
        };
        void tick();
      } catch {
        if (!stopped) setProblem("The camera could not be opened. Type the coupon code instead.");
      }
    })();
    return stop;
  }, []);

  return (
    <div className="space-y-3 rounded-xl bg-stone-900 p-3 text-white">
      <video
        ref={video}
        muted
        playsInline
        aria-label="Camera view: hold the coupon's QR code in front of it"
        className="aspect-square w-full rounded-lg bg-black object-cover"
      />
      {problem && (
        <p role="alert" className="text-sm">
          {problem}
        </p>
      )}
      <Button type="button" variant="secondary" onClick={onClose}>
        Stop scanning
      </Button>
    </div>
  );
}
