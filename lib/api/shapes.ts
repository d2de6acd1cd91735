/**
 * The backend's JSON reshaped into the app's own types. Pure functions, used by the server-side
 * client (lib/api/*) and by client components that call the forwarder. Their inputs are the
 * document's own schemas (./wire).
 */
import type { WhoMayMessageValue } from "@/common/validations/messaging";
import type { Answer, PageOf, Schema } from "./wire";
import { toComplimentSigning, type ComplimentSigning } from "./signature-shapes";

export const DEFAULT_AVATAR = "/default-avatar.svg";

/** A stored file's URL: full URLs as they are, storage keys under this site's /storage/. */
export function storageUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  return /^https?:\/\//.test(path) ? path : `/storage/${path.replace(/^\/?(storage\/)?/, "")}`;
}

/** A person as others see them; a former member (whose account was deleted) has no id. */
export type Person = { id: number | null; name: string; avatarUrl: string };
export const toPerson = (p: Schema<"Person">): Person => ({ id: p.id, name: p.name, avatarUrl: storageUrl(p.avatar) ?? DEFAULT_AVATAR });

export type Ad = {
  id: number;
  title: string;
  imageUrl: string | null;
  contact: string;
  isFavorite: boolean;
  business: { id: number; name: string; logoUrl: string | null };
  offer: Offer | null;
  complimentAdId?: number;
};

export type Offer = { name: string; value: string; terms: string; validDays: number };
const toOffer = (o: Schema<"Offer"> | Schema<"CouponOffer">): Offer => ({
  name: o.name,
  value: o.value,
  terms: o.terms,
  validDays: o.valid_days,
});

/** The holder's own coupon, as only they see it. */
export type HeldCoupon = {
  id: number;
  code: string;
  status: "valid" | "used" | "expired" | "void";
  /** The offer as it was when the coupon was issued. */
  offer: Offer;
  business: string;
  expiresAt: string;
  /** Its last day (YYYY-MM-DD) in `timeZone`, the shop's zone. */
  validUntil: string;
  timeZone: string;
  redeemedAt: string | null;
  qrCode: string;
};
const toHeldCoupon = (c: Schema<"HeldCoupon">): HeldCoupon => ({
  id: c.id,
  code: c.code,
  status: c.status,
  offer: toOffer(c.offer),
  business: c.business.name,
  expiresAt: c.expires_at,
  validUntil: c.valid_until,
  timeZone: c.time_zone,
  redeemedAt: c.redeemed_at,
  qrCode: c.qr_code,
});
export const toAd = (a: Schema<"Ad"> | Schema<"ComplimentAd">): Ad => ({
  id: a.id,
  title: a.title,
  imageUrl: storageUrl(a.image),
  contact: a.contact,
  isFavorite: a.is_favorite,
  business: { id: a.business_profile.id, name: a.business_profile.name, logoUrl: storageUrl(a.business_profile.logo) },
  offer: a.offer && toOffer(a.offer),
  complimentAdId: "compliment_ad_id" in a ? a.compliment_ad_id : undefined,
});

export type ConversationSummary = {
  id: number;
  title: string;
  with: Person;
  unread: number;
  createdAt: string;
  lastMessageAt: string | null;
  /** Whether the current user blocked the other person: no one can write here then. */
  blocked: boolean;
};
export const toConversation = (c: Schema<"Conversation">): ConversationSummary => ({
  id: c.id,
  title: c.title,
  with: toPerson(c.customer),
  unread: c.unread_messages,
  createdAt: c.created_at,
  lastMessageAt: c.last_message_at ?? null,
  blocked: c.blocked,
});

/** A chat message; `mine` is true when the current user sent it; `removed` when an operator removed it (its text is then ""). */
export type Message = { id: number; text: string; removed: boolean; createdAt: string; mine: boolean; sender: Person };
export const toMessage = (m: Schema<"Message">): Message => ({
  id: m.id,
  text: m.message,
  removed: m.removed,
  createdAt: m.created_at,
  mine: m.compliment_owner,
  sender: toPerson(m.customer),
});

export type MessagePage = { conversation: ConversationSummary; messages: Message[]; page: number; lastPage: number; total: number };
export const toMessagePage = (p: Answer<"getConversation">): MessagePage => ({
  conversation: toConversation(p.conversation),
  messages: p.data.map(toMessage),
  page: p.current_page,
  lastPage: p.last_page,
  total: p.total,
});

export type Compliment = {
  id: number;
  code: string;
  to: string;
  text: string;
  note: string | null;
  ads: Ad[];
  qrCode: string;
  author: Person;
  isClaimed: boolean;
  claimedBy: Person | null;
  conversations: ConversationSummary[];
  /** The signed-in reader's own conversation with the author about it, once they have replied. */
  replyConversationId: number | null;
  views: number;
  claims: number;
  createdAt: string;
  /** The author's only; null for everyone else. */
  activity: ComplimentActivity | null;
  /** Its delivery by e-mail: the author's only; null for everyone else and when it is not e-mailed. */
  delivery: Delivery | null;
  /** A group compliment's signing (lib/api/signature-shapes.ts); null for any other. */
  signing: ComplimentSigning | null;
};

export type Delivery = {
  status: NonNullable<Schema<"Compliment">["delivery"]>["status"];
  recipientEmail: string;
  deliverAt: string;
  /** The IANA zone its author chose the time in: its times are shown to them in it. */
  timeZone: string;
  remind: boolean;
  sentAt: string | null;
  openedAt: string | null;
  remindedAt: string | null;
  error: string | null;
};
export const toCompliment = (c: Schema<"Compliment">): Compliment => ({
  id: c.id,
  code: c.code,
  to: c.to,
  text: c.compliment,
  note: c.note,
  ads: c.ads.map(toAd),
  qrCode: c.qr_code,
  author: toPerson(c.customer),
  isClaimed: c.is_claimed,
  claimedBy: c.claimed_by && toPerson(c.claimed_by),
  conversations: c.conversations.map(toConversation),
  replyConversationId: c.reply_conversation_id ?? null,
  views: c.views,
  claims: c.claims,
  createdAt: c.created_at,
  activity: c.activity ? { viewedAt: c.activity.viewed_at, claimedAt: c.activity.claimed_at, repliedAt: c.activity.replied_at } : null,
  delivery: c.delivery
    ? {
        status: c.delivery.status,
        recipientEmail: c.delivery.recipient_email,
        deliverAt: c.delivery.deliver_at,
        timeZone: c.delivery.time_zone,
        remind: c.delivery.remind,
        sentAt: c.delivery.sent_at,
        openedAt: c.delivery.opened_at,
        remindedAt: c.delivery.reminded_at,
        error: c.delivery.error,
      }
    : null,
  signing: c.signing ? toComplimentSigning(c.signing) : null,
});

export type ComplimentActivity = { viewedAt: string | null; claimedAt: string | null; repliedAt: string | null };

export type ActivityKind = Schema<"Activity">["kind"];
/** What happened to one of the author's compliments, as the activity feed lists it. */
export type Activity = {
  id: number;
  kind: ActivityKind;
  at: string;
  compliment: { id: number; code: string; to: string };
  actor: Person | null;
};
export const toActivity = (a: Schema<"Activity">): Activity => ({
  id: a.id,
  kind: a.kind,
  at: a.created_at,
  compliment: a.compliment,
  actor: a.actor && toPerson(a.actor),
});

export type Page<T> = { items: T[]; page: number; lastPage: number; perPage: number; total: number };
export const toPage = <J, T>(p: PageOf<J>, map: (item: J) => T): Page<T> => ({
  items: p.data.map(map),
  page: p.current_page,
  lastPage: p.last_page,
  perPage: p.per_page,
  total: p.total,
});

/** Spec: each social or website link is given https:// when it has no scheme. */
export const withHttps = (url: string) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url.replace(/^\/+/, "")}`);

export type Business = {
  id: number;
  name: string;
  logoUrl: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  website: string | null;
  socialMedia: Array<{ network: string; url: string }>;
};
export const toBusiness = (b: Schema<"BusinessProfile">): Business => ({
  id: b.id,
  name: b.name,
  logoUrl: storageUrl(b.logo),
  email: b.email,
  phone: b.phone,
  address: b.address,
  website: b.website ? withHttps(b.website) : null,
  socialMedia: Object.entries(b.social_media ?? {})
    .filter(([, url]) => url)
    .map(([network, url]) => ({ network, url: withHttps(url) })),
});

export type AdDetail = {
  ad: Ad;
  business: Business;
  place: { state: string; country: string } | null;
  businessAds: Array<{ id: number; title: string; imageUrl: string | null; contact: string }>;
  compliment: { id: number; author: Person; complimentAdId: number } | null;
  coupon: HeldCoupon | null;
  /** Why the compliment's claimer has no coupon of the offer; null when they have one, and for everyone else. */
  couponMissed: CouponMissed | null;
};
export type CouponMissed = NonNullable<Answer<"getAd">["data"]["coupon_missed"]>;
export const toAdDetail = ({ ad, compliment, coupon, coupon_missed }: Answer<"getAd">["data"]): AdDetail => ({
  ad: toAd(ad),
  business: toBusiness(ad.business_profile),
  place: ad.state && { state: ad.state.name, country: ad.state.country.name },
  businessAds: ad.ads.map((a) => ({ id: a.id, title: a.title, imageUrl: storageUrl(a.image), contact: a.contact })),
  compliment: compliment && {
    id: compliment.id,
    author: toPerson(compliment.customer),
    complimentAdId: compliment.compliment_ad_id,
  },
  coupon: coupon && toHeldCoupon(coupon),
  couponMissed: coupon_missed,
});

export type Review = { id: number; text: string; createdAt: string; mine: boolean; author: Person };
export const toReview = (r: Schema<"AdReview">): Review => ({
  id: r.id,
  text: r.review,
  createdAt: r.created_at,
  mine: r.is_owner,
  author: toPerson(r.customer),
});

export type Profile = {
  userId: number;
  name: string;
  email: string | null;
  firstName: string;
  lastName: string;
  phone: string;
  bio: string;
  code: string;
  zip: string;
  address: string;
  state: { id: number; name: string; countryId: number; country: string } | null;
  links: Array<{ name: string; url: string }>;
  avatarUrl: string;
  hasAvatar: boolean;
  /** Part of the personal details (spec §3), not edited on any screen: sent back as it came. Empty on others' profiles. */
  signature: string;
  /** Whether the signed-in viewer blocked this user. */
  blocked: boolean;
  /** "Who may message me": on one's own profile only. */
  whoMayMessage: WhoMayMessageValue | null;
};
export const toProfile = (p: Schema<"Profile">): Profile => ({
  userId: p.user_id,
  name: p.name,
  email: p.email,
  firstName: p.first_name ?? "",
  lastName: p.last_name ?? "",
  phone: p.phone_number ?? "",
  bio: p.bio ?? "",
  code: p.code,
  zip: p.zip_code ?? "",
  address: p.addresses[0] ?? "",
  state: p.state_id && {
    id: p.state_id.id,
    name: p.state_id.name,
    countryId: p.state_id.country_id,
    country: p.state_id.country_name ?? "",
  },
  links: p.links,
  avatarUrl: storageUrl(p.avatar) ?? DEFAULT_AVATAR,
  hasAvatar: Boolean(p.avatar),
  signature: p.signature ?? "",
  blocked: p.blocked,
  whoMayMessage: p.who_may_message,
});

/** A link the page may render as a link: http(s) only, https:// added when the scheme is missing. */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(withHttps(url.trim()));
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** `compliment` is null on someone else's profile: its code and recipient go only to its author and its claimer. */
export type ProfileReview = {
  id: number;
  createdAt: string;
  text: string;
  author: Person;
  compliment: { code: string; to: string } | null;
  ad: { title: string; imageUrl: string | null; contact: string } | null;
};
export const toProfileReview = (r: Schema<"ProfileReview">): ProfileReview => ({
  id: r.id,
  createdAt: r.created_at,
  text: r.review,
  author: toPerson(r.customer),
  compliment: r.compliment.code !== null && r.compliment.to !== null ? { code: r.compliment.code, to: r.compliment.to } : null,
  ad: r.ad && { title: r.ad.title, imageUrl: storageUrl(r.ad.image), contact: r.ad.contact },
});

/** A coupon at the till: what the member confirms with the holder. */
export type TillCoupon = {
  id: number;
  code: string;
  offer: Offer;
  adTitle: string;
  business: string;
  holderFirstName: string;
  expiresAt: string;
  /** Its last day (YYYY-MM-DD) in `timeZone`, the shop's zone. */
  validUntil: string;
  timeZone: string;
  redeemedAt: string | null;
  redeemedBy: string | null;
  undoUntil: string | null;
};
export const toTillCoupon = (c: Schema<"TillCoupon">): TillCoupon => ({
  id: c.id,
  code: c.code,
  offer: toOffer(c.offer),
  adTitle: c.ad.title,
  business: c.business.name,
  holderFirstName: c.holder_first_name,
  expiresAt: c.expires_at,
  validUntil: c.valid_until,
  timeZone: c.time_zone,
  redeemedAt: c.redeemed_at,
  redeemedBy: c.redeemed_by,
  undoUntil: c.undo_until,
});
