"use client";

import { TriangleAlert } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { saveProfilePicture } from "@/lib/client/profile";
import { focusFirst } from "@/lib/focus";
import { formMessage, showFailure, useZodForm } from "@/lib/forms/use-zod-form";
import { pictureSchema } from "@/common/validations/profile";

const SAVE_FAILED = "Failed to update profile picture";

/**
 * The camera's buttons and the upload's replace each other, taking focus with them: `change` is
 * rendered at once, then focus goes to the button named `name` that took the pressed one's place (or
 * Save Picture once a photo is taken). Rendered at once, not on a later frame: a photo arrives outside
 * any event, and React may not have enabled Save Picture by the next frame on a busy machine.
 */
function changeThenFocus(form: HTMLFormElement | null, name: string, change: () => void) {
  flushSync(change);
  // Not "unless something has focus": React may keep the pressed button's element for its replacement.
  focusFirst(...[...(form?.querySelectorAll("button") ?? [])].filter((b) => b.textContent?.trim() === name));
}

/** Upload a picture from a file, or switch to the camera and capture a JPEG. */
export function PictureTab({ currentUrl, onSaved }: { currentUrl: string; onSaved(): void }) {
  // Checked on save; after a failed save, again whenever another picture is chosen.
  const form = useZodForm(pictureSchema, "submit", { avatar: null });
  const { formState } = form;
  const error = formState.errors.avatar?.message;
  const errorId = `${useId()}-error`;
  const [preview, setPreview] = useState(currentUrl);
  const [camera, setCamera] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!camera) return;
    let stream: MediaStream | undefined;
    navigator.mediaDevices
      ?.getUserMedia({ video: { width: 640, height: 640 } })
      .then((s) => {
        stream = s;
        if (video.current) video.current.srcObject = s;
      })
      .catch(() => {
        toast.error("The camera could not be opened.");
        changeThenFocus(formRef.current, "WebCam", () => setCamera(false));
      });
    return () => stream?.getTracks().forEach((t) => t.stop());
  }, [camera]);

  useEffect(
    () => () => {
      if (preview.startsWith("blob:")) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function choose(blob: Blob) {
    form.setValue("avatar", blob, { shouldValidate: form.formState.isSubmitted });
    setPreview(URL.createObjectURL(blob));
  }

  function capture() {
    const v = video.current;
    const side = v ? Math.min(v.videoWidth, v.videoHeight) : 0;
    const canvas = Object.assign(document.createElement("canvas"), { width: side, height: side });
    const context = canvas.getContext("2d");
    if (!v || !side || !context) return;
    context.drawImage(v, (v.videoWidth - side) / 2, (v.videoHeight - side) / 2, side, side, 0, 0, side, side);
    canvas.toBlob(
      (blob) => {
        if (!blob) return;
        changeThenFocus(formRef.current, "Save Picture", () => {
          choose(blob);
          setCamera(false);
        });
      },
      "image/jpeg",
      0.9,
    );
  }

  const onSubmit = form.handleSubmit(async ({ avatar }) => {
    if (!avatar) return;
    const result = await saveProfilePicture(avatar);
    if (!result.ok) return showFailure(form, result, SAVE_FAILED);
    toast.success("Profile picture updated successfully!");
    form.reset({ avatar: null });
    onSaved();
  });

  const openCamera = (open: boolean) => changeThenFocus(formRef.current, open ? "Capture Photo" : "WebCam", () => setCamera(open));

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col items-center gap-4">
      {formState.isSubmitting && <LoadingOverlay />}
      <FormAlert message={formMessage(form)} />
      {camera ? (
        <video ref={video} autoPlay playsInline muted aria-label="Camera preview" className="size-64 rounded-full bg-black object-cover" />
      ) : (
        <img
          src={preview}
          alt="Your avatar as it will look"
          width={256}
          height={256}
          className={`size-64 rounded-full object-cover ring-1 ${error ? "ring-2 ring-red-600" : "ring-stone-200"}`}
        />
      )}
      <div className="flex flex-wrap justify-center gap-3">
        {camera ? (
          <>
            <Button type="button" onClick={capture}>
              Capture Photo
            </Button>
            <Button type="button" variant="secondary" onClick={() => openCamera(false)}>
              Cancel
            </Button>
          </>
        ) : (
          <>
            <label className="inline-flex cursor-pointer items-center rounded-md px-4 py-2 font-medium ring-1 ring-stone-300 hover:bg-stone-100">
              Upload a picture
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="sr-only"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) choose(file);
                }}
              />
            </label>
            <Button type="button" variant="secondary" onClick={() => openCamera(true)}>
              WebCam
            </Button>
          </>
        )}
      </div>
      <p id={errorId} role="alert" className="flex min-h-5 items-center gap-1 text-sm text-red-700">
        {error && <TriangleAlert aria-hidden className="size-4 shrink-0" />}
        {error}
      </p>
      <Button type="submit" disabled={formState.isSubmitting || camera}>
        {formState.isSubmitting ? "Saving..." : "Save Picture"}
      </Button>
    </form>
  );
}
