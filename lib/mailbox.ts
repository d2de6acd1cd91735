import { domainToASCII } from "node:url";

/** Gmail's domains: one inbox whatever dots the local part carries (docs/decisions.md, issue 28). */
const GMAIL = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address reaches, as every per-address key writes it (the delivery cap, the
 * suppression list, the verification cap): trimmed and lower-cased, a `+tag` dropped on every
 * domain, dots dropped and `googlemail.com` folded to `gmail.com` for Gmail, the domain in its
 * IDNA ASCII form. Never the address that is stored or shown: that stays as its author typed it.
 * Any input gives an answer, without `@` the lower-cased text itself.
 */
export function canonicalMailbox(address: string): string {
  const text = address.trim().normalize("NFC").toLowerCase();
  const at = text.lastIndexOf("@");
  if (at < 0) return text;
  const rawDomain = text.slice(at + 1).replace(/\.$/, "");
  // An empty answer is a domain IDNA refuses: kept as written, so odd input still has one key.
  const domain = domainToASCII(rawDomain) || rawDomain;
  const gmail = GMAIL.has(domain);
  const plus = text.indexOf("+");
  // A local part that is only a tag has no mailbox before it to fold into: it stays whole.
  let local = plus > 0 && plus < at ? text.slice(0, plus) : text.slice(0, at);
  if (gmail) local = local.replaceAll(".", "") || local;
  return `${local}@${gmail ? "gmail.com" : domain}`;
}
