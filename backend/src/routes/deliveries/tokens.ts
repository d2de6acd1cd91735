import { canonicalMailbox } from "@/lib/mailbox";
import { hmac, safeEqual, sha256 } from "../../lib/crypto";

/**
 * Links in a delivery mail name what they act on and carry an HMAC of it under the app's key, for
 * one purpose each. They never expire (an unsubscribe link must work years later) and carry no
 * address: the unsubscribe link names the SHA-256 of it.
 */
type Purpose = "open" | "unsubscribe";

const mac = (key: string, purpose: Purpose, subject: string) => hmac(key, `${purpose}:${subject}`).slice(0, 32);

export const signToken = (key: string, purpose: Purpose, subject: string) => `${subject}.${mac(key, purpose, subject)}`;

/** The subject a token names, if it is one this key signed for this purpose. */
export function verifyToken(key: string, purpose: Purpose, token: string | undefined): string | undefined {
  const [subject, signature, ...rest] = (token ?? "").split(".");
  if (!subject || !signature || rest.length > 0 || subject.length > 64) return undefined;
  return safeEqual(mac(key, purpose, subject), signature) ? subject : undefined;
}

/**
 * How an address is kept on the suppression list and in every per-address key: the SHA-256 of its
 * mailbox (lib/mailbox.ts), so all spellings of one inbox are one key.
 */
export const addressHash = (email: string) => sha256(canonicalMailbox(email));

/**
 * The key before issue 28: of the lower-cased address. Suppressions written then, and the
 * unsubscribe links of mails sent then, carry it; a suppression matches either key.
 */
export const legacyAddressHash = (email: string) => sha256(email.trim().toLowerCase());

/** Both keys of `email` (one when they agree), for matching the suppression list. */
export const suppressionKeys = (email: string) => [...new Set([addressHash(email), legacyAddressHash(email)])];
