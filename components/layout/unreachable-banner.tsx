import { CloudOff } from "lucide-react";
import { RetryLink } from "@/components/ui/retry-link";
import { SERVER_UNREACHABLE } from "@/common/messages";

/**
 * Shown on every page while the backend cannot say who the user is: the server is out of reach,
 * not the user's e-mail unverified. Retry loads the page again.
 */
export function UnreachableBanner({ problem }: { problem: string }) {
  return (
    <div role="alert" className="border-b border-red-200 bg-red-50 text-red-900">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-sm">
          <CloudOff aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">{SERVER_UNREACHABLE}</strong> {problem}
          </span>
        </p>
        <RetryLink className="w-full shrink-0 sm:w-auto" />
      </div>
    </div>
  );
}
