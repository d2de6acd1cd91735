import { DownloadCouponButton } from "@/components/ads/download-coupon-button";
import { groupCouponCode } from "@/common/coupons/coupon-code";
import type { HeldCoupon, Offer } from "@/lib/api/shapes";
import { calendarDate } from "@/lib/format/time-label";

type Props = { offer: Offer | null; coupon: HeldCoupon | null; business: string; complimentId?: number; adId: number };

/**
 * The coupon box of an ad page. The person who kept the compliment sees their own coupon: code,
 * QR, terms, expiry and its PDF; once used, when and where, and no PDF. Everyone else sees the
 * offer and how to get it, never a code that works.
 */
export function CouponPanel({ offer, coupon, business, complimentId, adId }: Props) {
  if (coupon) return <HeldCouponView coupon={coupon} business={business} complimentId={complimentId} adId={adId} />;
  if (!offer) return <p className="mt-2 text-sm text-stone-500">This ad has no coupon.</p>;
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
          Used on {calendarDate(coupon.redeemedAt)} at {business}
        </p>
      )}
      {coupon.status === "expired" && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 font-semibold text-amber-900">
          Expired on {calendarDate(coupon.expiresAt)}
        </p>
      )}
      {usable && (
        <>
          <div className="flex justify-center">
            <img src={coupon.qrCode} width={160} height={160} alt="QR code of this coupon, for the till to scan" className="bg-white" />
          </div>
          <p className="text-sm font-medium">Valid until {calendarDate(coupon.expiresAt)}</p>
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
