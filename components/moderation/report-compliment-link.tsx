import Link from "next/link";

/**
 * Report on a guest's compliment page, which is served without scripts: a link to the report
 * form's own page (the code is the key, so it travels in the address as on the compliment page).
 */
export function ReportComplimentLink({ code }: { code: string }) {
  return (
    <Link
      href={`/report-compliment?code=${code}`}
      prefetch={false}
      rel="nofollow"
      className="rounded px-1 text-sm text-stone-600 underline underline-offset-2 hover:text-stone-900 print:hidden"
    >
      Report
    </Link>
  );
}
