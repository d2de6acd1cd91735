import { storageUrl } from "./shapes";
import type { Schema } from "./wire";

/** An offer as its business edits it (the owner-facing shape, not the coupon-facing one). */
export type OwnOffer = {
  name: string;
  value: string;
  terms: string;
  startsOn: string | null;
  endsOn: string | null;
  validDays: number;
  totalCap: number | null;
  perPerson: number;
  status: NonNullable<Schema<"OwnOffer">>["status"];
  voided: boolean;
};

export type OwnAd = {
  id: number;
  title: string;
  imageUrl: string | null;
  contact: string;
  review: Schema<"OwnAd">["review"];
  reviewReason: string | null;
  offer: OwnOffer | null;
};

export type BusinessDetails = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  website: string | null;
  socialLinks: Array<{ name: string; url: string }>;
  state: { id: number; name: string; countryId: number } | null;
  timeZone: string;
  logoUrl: string | null;
  approved: boolean;
};

export type WaitingAd = {
  id: number;
  title: string;
  imageUrl: string | null;
  contact: string;
  createdAt: string;
  business: {
    id: number;
    name: string;
    logoUrl: string | null;
    email: string | null;
    website: string | null;
    address: string | null;
    timeZone: string;
  };
  offer: OwnOffer | null;
};

export const toOwnOffer = (o: NonNullable<Schema<"OwnOffer">>): OwnOffer => ({
  name: o.name,
  value: o.value,
  terms: o.terms,
  startsOn: o.starts_on,
  endsOn: o.ends_on,
  validDays: o.valid_days,
  totalCap: o.total_cap,
  perPerson: o.per_person,
  status: o.status,
  voided: o.voided,
});

export const toOwnAd = (a: Schema<"OwnAd">): OwnAd => ({
  id: a.id,
  title: a.title,
  imageUrl: storageUrl(a.image),
  contact: a.contact,
  review: a.review,
  reviewReason: a.review_reason,
  offer: a.offer && toOwnOffer(a.offer),
});

export const toBusinessDetails = (b: Schema<"BusinessDetails">): BusinessDetails => ({
  id: b.id,
  name: b.name,
  email: b.email,
  phone: b.phone,
  address: b.address,
  website: b.website,
  socialLinks: b.social_links,
  state: b.state && { id: b.state.id, name: b.state.name, countryId: b.state.country_id },
  timeZone: b.time_zone,
  logoUrl: storageUrl(b.logo),
  approved: b.approved,
});

export const toWaitingAd = (a: Schema<"WaitingAd">): WaitingAd => ({
  id: a.id,
  title: a.title,
  imageUrl: storageUrl(a.image),
  contact: a.contact,
  createdAt: a.created_at,
  business: {
    id: a.business.id,
    name: a.business.name,
    logoUrl: storageUrl(a.business.logo),
    email: a.business.email,
    website: a.business.website,
    address: a.business.address,
    timeZone: a.business.time_zone,
  },
  offer: a.offer && toOwnOffer(a.offer),
});
