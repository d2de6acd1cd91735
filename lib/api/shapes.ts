/**
 * The backend's JSON reshaped into the app's own types. Pure functions, used by the server-side
 * client (lib/api/*) and by client components that call the forwarder.
 */
export const DEFAULT_AVATAR = "/default-avatar.svg";

/** A stored file's URL: full URLs as they are, storage keys under this site's /storage/. */
export function storageUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  return /^https?:\/\//.test(path) ? path : `/storage/${path.replace(/^\/?(storage\/)?/, "")}`;
}

type PersonJson = { id: number; name: string; avatar: string | null; code?: string };
export type Person = { id: number; name: string; avatarUrl: string };
export const toPerson = (p: PersonJson): Person => ({ id: p.id, name: p.name, avatarUrl: storageUrl(p.avatar) ?? DEFAULT_AVATAR });

export type AdJson = {
  id: number; title: string; image: string | null; contact: string; is_favorite: boolean;
  business_profile: { id: number; name: string; logo: string | null };
  coupon: { name: string; code: string } | null;
  compliment_ad_id?: number;
};
export type Ad = {
  id: number; title: string; imageUrl: string | null; contact: string; isFavorite: boolean;
  business: { id: number; name: string; logoUrl: string | null };
  coupon: { name: string; code: string } | null;
  complimentAdId?: number;
};
export const toAd = (a: AdJson): Ad => ({
  id: a.id, title: a.title, imageUrl: storageUrl(a.image), contact: a.contact, isFavorite: a.is_favorite,
  business: { id: a.business_profile.id, name: a.business_profile.name, logoUrl: storageUrl(a.business_profile.logo) },
  coupon: a.coupon, complimentAdId: a.compliment_ad_id,
});

export type ConversationJson = {
  id: number; title: string; customer: PersonJson; unread_messages: number; created_at: string; last_message_at?: string | null;
};
export type ConversationSummary = { id: number; title: string; with: Person; unread: number; createdAt: string; lastMessageAt: string | null };
export const toConversation = (c: ConversationJson): ConversationSummary => ({
  id: c.id, title: c.title, with: toPerson(c.customer), unread: c.unread_messages, createdAt: c.created_at,
  lastMessageAt: c.last_message_at ?? null,
});

export type MessageJson = { id: number; message: string; created_at: string; compliment_owner: boolean; customer: PersonJson; conversation_id: number };
/** A chat message; `mine` is true when the current user sent it. */
export type Message = { id: number; text: string; createdAt: string; mine: boolean; sender: Person };
export const toMessage = (m: MessageJson): Message =>
  ({ id: m.id, text: m.message, createdAt: m.created_at, mine: m.compliment_owner, sender: toPerson(m.customer) });

export type MessagePageJson = PageJson<MessageJson> & { conversation: ConversationJson };
export type MessagePage = { conversation: ConversationSummary; messages: Message[]; page: number; lastPage: number; total: number };
export const toMessagePage = (p: MessagePageJson): MessagePage => ({
  conversation: toConversation(p.conversation), messages: p.data.map(toMessage),
  page: p.current_page, lastPage: p.last_page, total: p.total,
});

export type ComplimentJson = {
  id: number; code: string; to: string; compliment: string; note: string | null; ads: AdJson[]; qr_code: string;
  customer: PersonJson & { code: string }; is_claimed: boolean; claimed_by: PersonJson | null;
  conversations: ConversationJson[]; views: number; claims: number; created_at: string;
};
export type Compliment = {
  id: number; code: string; to: string; text: string; note: string | null; ads: Ad[]; qrCode: string;
  author: Person; isClaimed: boolean; claimedBy: Person | null; conversations: ConversationSummary[];
  views: number; claims: number; createdAt: string;
};
export const toCompliment = (c: ComplimentJson): Compliment => ({
  id: c.id, code: c.code, to: c.to, text: c.compliment, note: c.note, ads: c.ads.map(toAd), qrCode: c.qr_code,
  author: toPerson(c.customer), isClaimed: c.is_claimed, claimedBy: c.claimed_by && toPerson(c.claimed_by),
  conversations: c.conversations.map(toConversation), views: c.views, claims: c.claims, createdAt: c.created_at,
});

export type PageJson<T> = { data: T[]; current_page: number; last_page: number; per_page: number; total: number };
export type Page<T> = { items: T[]; page: number; lastPage: number; perPage: number; total: number };
export const toPage = <J, T>(p: PageJson<J>, map: (item: J) => T): Page<T> =>
  ({ items: p.data.map(map), page: p.current_page, lastPage: p.last_page, perPage: p.per_page, total: p.total });

/** Spec: each social or website link is given https:// when it has no scheme. */
export const withHttps = (url: string) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url.replace(/^\/+/, "")}`);

export type BusinessJson = {
  id: number; name: string; logo: string | null; email: string | null; phone: string | null; address: string | null;
  website: string | null; social_media: Record<string, string>; state_id: number | null;
};
export type Business = {
  id: number; name: string; logoUrl: string | null; email: string | null; phone: string | null; address: string | null;
  website: string | null; socialMedia: Array<{ network: string; url: string }>;
};
export const toBusiness = (b: BusinessJson): Business => ({
  id: b.id, name: b.name, logoUrl: storageUrl(b.logo), email: b.email, phone: b.phone, address: b.address,
  website: b.website ? withHttps(b.website) : null,
  socialMedia: Object.entries(b.social_media ?? {}).filter(([, url]) => url).map(([network, url]) => ({ network, url: withHttps(url) })),
});

export type AdDetailJson = {
  ad: AdJson & {
    business_profile: BusinessJson;
    state: { name: string; country: { name: string } } | null;
    ads: Array<{ id: number; title: string; image: string | null; contact: string }>;
  };
  /** Anyone may name any compliment here, so it carries no code, text, recipient or note. */
  compliment: { id: number; customer: PersonJson; compliment_ad_id: number; ads: number[] } | null;
  qr_code: string | null;
};
export type AdDetail = {
  ad: Ad;
  business: Business;
  place: { state: string; country: string } | null;
  businessAds: Array<{ id: number; title: string; imageUrl: string | null; contact: string }>;
  compliment: { id: number; author: Person; complimentAdId: number } | null;
  couponQr: string | null;
};
export const toAdDetail = ({ ad, compliment, qr_code }: AdDetailJson): AdDetail => ({
  ad: toAd(ad),
  business: toBusiness(ad.business_profile),
  place: ad.state && { state: ad.state.name, country: ad.state.country.name },
  businessAds: ad.ads.map((a) => ({ id: a.id, title: a.title, imageUrl: storageUrl(a.image), contact: a.contact })),
  compliment: compliment && {
    id: compliment.id, author: toPerson(compliment.customer), complimentAdId: compliment.compliment_ad_id,
  },
  couponQr: qr_code,
});

export type ReviewJson = { id: number; review: string; created_at: string; is_owner: boolean; customer: PersonJson };
export type Review = { id: number; text: string; createdAt: string; mine: boolean; author: Person };
export const toReview = (r: ReviewJson): Review =>
  ({ id: r.id, text: r.review, createdAt: r.created_at, mine: r.is_owner, author: toPerson(r.customer) });

export type ProfileJson = {
  id: number; user_id: number; name: string; email: string | null; first_name: string | null; last_name: string | null;
  phone_number: string | null; bio: string | null; code: string; zip_code: string | null; addresses: string[];
  state_id: { id: number; name: string; country_id: number; country_name?: string } | null; signature: string | null;
  links: Array<{ name: string; url: string }>; avatar: string | null;
};
export type Profile = {
  userId: number; name: string; email: string | null; firstName: string; lastName: string; phone: string; bio: string;
  code: string; zip: string; address: string; state: { id: number; name: string; countryId: number; country: string } | null;
  links: Array<{ name: string; url: string }>; avatarUrl: string; hasAvatar: boolean;
};
export const toProfile = (p: ProfileJson): Profile => ({
  userId: p.user_id, name: p.name, email: p.email, firstName: p.first_name ?? "", lastName: p.last_name ?? "",
  phone: p.phone_number ?? "", bio: p.bio ?? "", code: p.code, zip: p.zip_code ?? "", address: p.addresses[0] ?? "",
  state: p.state_id && { id: p.state_id.id, name: p.state_id.name, countryId: p.state_id.country_id, country: p.state_id.country_name ?? "" },
  links: p.links, avatarUrl: storageUrl(p.avatar) ?? DEFAULT_AVATAR, hasAvatar: Boolean(p.avatar),
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

/** `code` and `to` come only to the compliment's author and its claimer; null on someone else's profile. */
export type ProfileReviewJson = {
  id: number; created_at: string; review: string; customer: PersonJson;
  compliment: { id: number; code: string | null; to: string | null }; ad: { id: number; image: string | null; title: string; contact: string } | null;
};
export type ProfileReview = {
  id: number; createdAt: string; text: string; author: Person; compliment: { code: string; to: string } | null;
  ad: { title: string; imageUrl: string | null; contact: string } | null;
};
export const toProfileReview = (r: ProfileReviewJson): ProfileReview => ({
  id: r.id, createdAt: r.created_at, text: r.review, author: toPerson(r.customer),
  compliment: r.compliment.code !== null && r.compliment.to !== null ? { code: r.compliment.code, to: r.compliment.to } : null,
  ad: r.ad && { title: r.ad.title, imageUrl: storageUrl(r.ad.image), contact: r.ad.contact },
});
