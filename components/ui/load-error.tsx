import { TriangleAlert } from "lucide-react";
import { RetryLink } from "./retry-link";

/** A screen whose data could not be loaded says so in place of its content, and offers to try again. */
export function LoadError({ title = "Something went wrong", message }: { title?: string; message: string }) {
  return (
    <div role="alert" className="flex flex-col gap-4 rounded-xl bg-red-50 p-6 text-red-900 ring-1 ring-red-200 sm:flex-row sm:items-start">
      <div className="flex flex-1 items-start gap-3">
        <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{title}</p>
          <p className="text-sm">{message}</p>
        </div>
      </div>
      <RetryLink className="self-start" />
    </div>
  );
}
