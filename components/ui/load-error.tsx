import { TriangleAlert } from "lucide-react";

/** A screen whose data could not be loaded says so in place of its content. */
export function LoadError({ title = "Something went wrong", message }: { title?: string; message: string }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl bg-red-50 p-6 text-red-900 ring-1 ring-red-200">
      <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{message}</p>
      </div>
    </div>
  );
}
