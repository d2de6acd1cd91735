import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { RedeemPanel } from "@/components/business/redeem-panel";
import { EmptyState } from "@/components/ui/data-table";
import { listMemberships, scanCoupon } from "@/lib/api/business";
import { loadAsUser } from "@/lib/auth/require";
import { getBackendToken } from "@/lib/auth/session";
import { loginUrl } from "@/lib/routes";
import { tillMessages } from "@/common/coupons/till-messages";

export const metadata: Metadata = { title: "Redeem a coupon" };

type Props = { searchParams: Promise<{ t?: string }> };

/**
 * The till, for the people of a business. A coupon's QR opens it with the coupon's token: a
 * member of its business finds the code filled in; anyone else (a guest, the holder, another
 * business) learns only whether the coupon can be used.
 */
export default async function RedeemPage({ searchParams }: Props) {
  const { t } = await searchParams;
  const token = await getBackendToken();
  const scanned = t ? await scanCoupon(t, token) : undefined;
  if (t && !scanned?.coupon) return <ScannedCoupon valid={scanned ? scanned.valid : null} />;
  if (!token) redirect(loginUrl("auth-required", "/business/redeem"));

  const memberships = await loadAsUser("/business/redeem", listMemberships);
  return (
    <section className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold">Redeem a coupon</h1>
      {memberships.length === 0 ? (
        <EmptyState>Only the people of a business redeem coupons here.</EmptyState>
      ) : (
        <>
          <p className="text-sm text-stone-600">
            Type the code from the holder&apos;s phone or printout (spaces and dashes do not matter), or scan its QR code. You confirm the
            offer and the holder&apos;s first name before it is used.
          </p>
          <RedeemPanel initialCode={scanned?.coupon?.code} />
        </>
      )}
    </section>
  );
}

/** What a scanned coupon shows anyone outside its business: whether it can be used, nothing more. */
function ScannedCoupon({ valid }: { valid: boolean | null }) {
  const [title, detail] =
    valid === null
      ? [tillMessages.unknownCode, "No coupon has this link."]
      : valid
        ? ["This coupon is valid", "Show it at the business that issued it to redeem the offer."]
        : ["This coupon can no longer be used", "It has been used, has expired or was withdrawn."];
  return (
    <section className="mx-auto max-w-xl space-y-3 rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-stone-600">{detail}</p>
    </section>
  );
}
