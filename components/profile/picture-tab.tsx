"use client";

/* eslint-disable @next/next/no-img-element */
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { saveProfile } from "@/lib/client/profile";
import { avatarLimits, profileMessages } from "@/lib/validations/profile";

/** Upload a picture from a file, or switch to the camera and capture a JPEG. */
export function PictureTab({ currentUrl, onSaved }: { currentUrl: string; onSaved(): void }) {
  const [picture, setPicture] = useState<Blob | null>(null);
  const [preview, setPreview] = useState(currentUrl);
  const [camera, setCamera] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!camera) return;
    let stream: MediaStream | undefined;
    navigator.mediaDevices?.getUserMedia({ video: { width: 640, height: 640 } })
      .then((s) => { stream = s; if (video.current) video.current.srcObject = s; })
      .catch(() => { toast.error("The camera could not be opened."); setCamera(false); });
    return () => stream?.getTracks().forEach((t) => t.stop());
  }, [camera]);

  useEffect(() => () => { if (preview.startsWith("blob:")) URL.revokeObjectURL(preview); }, [preview]);

  function choose(blob: Blob) {
    setError(undefined);
    setPicture(blob);
    setPreview(URL.createObjectURL(blob));
  }

  function capture() {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const side = Math.min(v.videoWidth, v.videoHeight);
    const canvas = Object.assign(document.createElement("canvas"), { width: side, height: side });
    canvas.getContext("2d")!.drawImage(v, (v.videoWidth - side) / 2, (v.videoHeight - side) / 2, side, side, 0, 0, side, side);
    canvas.toBlob((blob) => { if (blob) { choose(blob); setCamera(false); } }, "image/jpeg", 0.9);
  }

  async function save() {
    if (!picture) return setError(profileMessages.pictureMissing);
    if (!(avatarLimits.types as readonly string[]).includes(picture.type)) return setError(profileMessages.avatarNotAnImage);
    if (picture.size > avatarLimits.maxBytes) return setError(profileMessages.avatarTooLarge);
    setBusy(true);
    const result = await saveProfile({ avatar: new File([picture], picture.type === "image/jpeg" ? "avatar.jpg" : "avatar", { type: picture.type }) });
    setBusy(false);
    if (!result.ok) {
      setError(result.errors?.avatar?.[0]);
      return void toast.error(result.errors?.avatar?.[0] ?? "Failed to update profile picture");
    }
    toast.success("Profile picture updated successfully!");
    setPicture(null);
    onSaved();
  }

  return (
    <div className="flex flex-col items-center gap-4">
      {camera
        ? <video ref={video} autoPlay playsInline muted aria-label="Camera preview" className="size-64 rounded-full bg-black object-cover" />
        : <img src={preview} alt="Profile picture preview" width={256} height={256} className="size-64 rounded-full object-cover ring-1 ring-stone-200" />}
      <div className="flex flex-wrap justify-center gap-3">
        {camera ? (
          <>
            <Button type="button" onClick={capture}>Capture Photo</Button>
            <Button type="button" variant="secondary" onClick={() => setCamera(false)}>Cancel</Button>
          </>
        ) : (
          <>
            <label className="inline-flex cursor-pointer items-center rounded-md px-4 py-2 font-medium ring-1 ring-stone-300 hover:bg-stone-100 focus-within:outline focus-within:outline-3 focus-within:outline-brand-600">
              Upload a picture
              <input type="file" accept="image/jpeg,image/png,image/webp" className="sr-only"
                onChange={(e) => { const f = e.target.files?.[0]; if (f) choose(f); }} />
            </label>
            <Button type="button" variant="secondary" onClick={() => setCamera(true)}>WebCam</Button>
          </>
        )}
      </div>
      {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
      <Button type="button" onClick={save} disabled={busy || camera}>{busy ? "Saving..." : "Save Picture"}</Button>
    </div>
  );
}
