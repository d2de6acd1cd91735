"use client";

import { TriangleAlert } from "lucide-react";
import { useId } from "react";
import { pictureProblem } from "@/common/validations/business";

/**
 * A picture to upload with its form: a JPEG, PNG or WebP of at most 2 MB, checked as it is chosen
 * (the backend checks its content again and re-encodes it). The current picture is shown beside it.
 */
export function PictureField({
  field,
  label,
  current,
  error,
  onChoose,
}: {
  field: "logo" | "image";
  label: string;
  current: string | null;
  error?: string;
  onChoose(file: File | null, problem: string | undefined): void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {current && (
          <img
            src={current}
            alt={`The ${label.toLowerCase()} now`}
            width={64}
            height={64}
            className="size-16 rounded-md object-cover ring-1 ring-stone-200"
          />
        )}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
          className="block w-full max-w-sm text-sm file:mr-3 file:rounded-md file:border-0 file:bg-stone-100 file:px-3 file:py-2 file:font-medium"
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            onChoose(file, file ? pictureProblem(file, field) : undefined);
          }}
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
        JPEG, PNG or WebP, at most 2 MB.
      </p>
      <p id={`${id}-error`} className="mt-1 flex min-h-5 items-center gap-1 text-sm text-red-700">
        {error && <TriangleAlert aria-hidden className="size-4 shrink-0" />}
        {error}
      </p>
    </div>
  );
}
