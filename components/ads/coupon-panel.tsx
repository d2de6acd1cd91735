import { DownloadCouponButton } from "@/components/ads/download-coupon-button";
import { groupCouponCode } from "@/common/coupons/coupon-code";
import { tillMessages } from "@/common/coupons/till-messages";
import { dayInZone, dayOf } from "@/common/zoned-time";
import type { CouponMissed, HeldCoupon, Offer } from "@/lib/api/shapes";

type Props = {
  offer: Offer | null;
  coupon: HeldCoupon | null;
  /** Why the compliment's claimer has no coupon of the offer, when they have none. */
  missed?: CouponMissed | null;
  business: string;
  complimentId?: number;
  adId: number;
};

/** What the claimer reads instead of a coupon when none was left for them. */
const missedMessages: Record<CouponMissed, string> = {
  "all-claimed": "All coupons for this offer have been claimed.",
  ended: tillMessages.offerEnded,
  "not-issuing": "This offer is not giving out coupons at the moment.",
};

/** The day an instant falls on in the shop's zone, named with that zone: the same words for every reader. */
const shopDay = (iso: string, timeZone: string) => dayInZone(dayOf(new Date(iso), timeZone), timeZone);

/**
 * The coupon box of an ad page. The person who kept the compliment sees their own coupon: code,
 * QR, the terms it was issued with, its last day and its PDF; once used, when and where, and no PDF.
 * Its days are the shop's, named with its zone, so every reader reads the same day. A claimer who
 * got none reads why (all claimed, ended, not issuing now). Everyone else sees the offer and how to
 * get it, never a code that works.
 */
export function CouponPanel({ offer, coupon, missed, business, complimentId, adId }: Props) {
  if (coupon) return <HeldCouponView coupon={coupon} business={business} complimentId={complimentId} adId={adId} />;
  if (!offer) return <p className="mt-2 text-sm text-stone-500">This ad has no coupon.</p>;
  if (missed) {
    return (
      <div className="mt-2 space-y-2">
        <OfferLines offer={offer} />
        <p role="status" className="rounded-lg bg-stone-100 px-3 py-2 text-sm font-medium text-stone-800">
          {missedMessages[missed]}
        </p>
      </div>
    );
  }
  return (
    <div className="mt-2 space-y-2">
      <OfferLines offer={offer} />
      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">Keep this compliment to get the coupon</p>
      <p className="text-xs text-stone-600">
        Whoever keeps the compliment this ad came with gets a personal code, valid for {offer.validDays} days, to show at {business}.
      </p>
    </div>
  );
}

function OfferLines({ offer }: { offer: Offer }) {
  return (
    <>
      <p className="text-2xl font-bold text-brand-800">{offer.value}</p>
      <p className="text-lg">{offer.name}</p>
    </>
  );
}

function HeldCouponView({
  coupon,
  business,
  complimentId,
  adId,
}: {
  coupon: HeldCoupon;
  business: string;
  complimentId?: number;
  adId: number;
}) {
  const usable = coupon.status === "valid";
  return (
    <div className="mt-2 space-y-2">
      <OfferLines offer={coupon.offer} />
      <p data-coupon-code className={`font-mono text-3xl font-bold tracking-widest ${usable ? "" : "text-stone-500 line-through"}`}>
        {groupCouponCode(coupon.code)}
      </p>
      {coupon.status === "used" && (
        <p role="status" className="rounded-lg bg-stone-100 px-3 py-2 font-semibold text-stone-800">
          Used on {coupon.redeemedAt && shopDay(coupon.redeemedAt, coupon.timeZone)} at {business}
        </p>
      )}
      {coupon.status === "expired" && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 font-semibold text-amber-900">
          Expired on {shopDay(coupon.expiresAt, coupon.timeZone)}
        </p>
      )}
      {coupon.status === "void" && (
        <p role="status" className="rounded-lg bg-stone-100 px-3 py-2 font-semibold text-stone-800">
          {tillMessages.offerEnded}
        </p>
      )}
      {usable && (
        <>
          <div className="flex justify-center">
            <img src={coupon.qrCode} width={160} height={160} alt="QR code of this coupon, for the till to scan" className="bg-white" />
          </div>
          <p className="text-sm font-medium">Valid until {dayInZone(coupon.validUntil, coupon.timeZone)}</p>
          <p className="text-sm text-stone-600">Show this coupon at {business} to redeem your offer</p>
        </>
      )}
      <p className="text-xs text-stone-600">{coupon.offer.terms}</p>
      {usable && (
        <div className="pt-2">
          <DownloadCouponButton complimentId={complimentId ?? undefined} adId={adId} />
        </div>
      )}
    </div>
  );
}
