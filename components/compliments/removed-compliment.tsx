import Link from "next/link";
import { REMOVED_MARK } from "@/lib/server/fill";

/** A compliment page whose compliment an operator removed: the backend's words; the page cache answers it with 410. */
export function RemovedCompliment({ code, message }: { code: string; message: string }) {
  return (
    <section className="mx-auto max-w-xl space-y-4 rounded-xl bg-white p-6 text-center ring-1 ring-stone-200" {...{ [REMOVED_MARK]: code }}>
      <h1 className="text-2xl font-semibold">{message}</h1>
      <p className="text-stone-700">
        It broke our{" "}
        <Link href="/rules" className="font-medium text-brand-700 underline">
          rules
        </Link>
        , and a person on our team took it down.
      </p>
    </section>
  );
}
