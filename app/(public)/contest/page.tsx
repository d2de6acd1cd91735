import type { Metadata } from "next";
import { ContestForm } from "@/components/moderation/contest-form";
import { LoadError } from "@/components/ui/load-error";
import { CalendarDate } from "@/components/ui/time-label";
import { getContestedDecision } from "@/lib/api/moderation";
import { loadFailure, isFailure } from "@/lib/auth/require";
import { CONTEST_LOAD_FAILED } from "@/common/messages";

export const metadata: Metadata = { title: "Contest a decision", robots: { index: false } };

type Props = { searchParams: Promise<{ decision?: string; expires?: string; signature?: string }> };

const restrictions: Record<string, string> = {
  remove: "We removed your content",
  suspend: "We suspended your account",
  dismiss: "We kept the content",
  lift: "We lifted a suspension",
};

/**
 * Where a statement of reasons' link leads (DSA Art. 20): the decision, and a short form whose
 * objection opens a new item in the operators' queue. Open without an account: a suspended person
 * cannot log in.
 */
export default async function ContestPage({ searchParams }: Props) {
  const { decision = "", expires = "", signature = "" } = await searchParams;
  const link = { decision, expires, signature };
  const found = await getContestedDecision(link).catch(loadFailure(CONTEST_LOAD_FAILED));
  return (
    <section className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-semibold">Contest a decision</h1>
      {isFailure(found) ? (
        <LoadError title={CONTEST_LOAD_FAILED} message={found.failed} />
      ) : "invalid" in found ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
          {found.invalid}
        </p>
      ) : (
        <>
          <div className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-stone-200">
            <p>
              {restrictions[found.action] ?? found.action} on <CalendarDate value={found.createdAt} />
              {found.action === "suspend" &&
                (found.suspendedUntil ? (
                  <>
                    , until <CalendarDate value={found.suspendedUntil} />
                  </>
                ) : (
                  ", until lifted"
                ))}
              . The operator&apos;s reasons:
            </p>
            <blockquote className="border-l-4 border-brand-700 bg-stone-50 px-4 py-3 break-words whitespace-pre-line">
              {found.reason}
            </blockquote>
          </div>
          <p className="text-stone-700">
            If you think this decision is wrong, tell us why. A person on our team who did not rely on any automated system will read it,
            decide again, and write to you.
          </p>
          <ContestForm link={link} />
        </>
      )}
    </section>
  );
}
