import QRCode from "qrcode";
import { groupedCode, shortLink } from "@/common/code-links";
import { qrOptions } from "@/lib/qr-options";
import type { AppConfig } from "../../deps";
import { defuseLinks, escapeHtml, mailButton, mailDocument } from "../../lib/mail-templates";
import type { MailMessage } from "../../lib/mailer";
import { addressHash, signToken } from "./tokens";

export type DeliveryParts = { complimentId: number; code: string; to: string; text: string; authorName: string; recipientEmail: string };

const DAY_MS = 24 * 60 * 60_000;

/** How long ago `sentAt` was, in whole days as a reminder says it: "Earlier today", "Yesterday", "3 days ago". */
export function sentAgo(sentAt: Date, now: Date) {
  const days = Math.max(0, Math.floor((now.getTime() - sentAt.getTime()) / DAY_MS));
  return days === 0 ? "Earlier today" : days === 1 ? "Yesterday" : `${days} days ago`;
}

/** The start of the text, cut at a word, for the mail: the page shows it whole. */
export function firstWords(text: string, max = 140) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).replace(/[\s,.;:!?-]+$/, "")}…`;
}

/**
 * The web's paths a delivery mail links to, each taking the token as `?token=` (app/deliveries/open,
 * app/(public)/unsubscribe), and where the mailed link to receive compliments again leads.
 */
export const deliveryLinks = {
  open: "/deliveries/open",
  unsubscribe: "/unsubscribe",
  oneClick: "/unsubscribe/one-click",
  again: "/unsubscribe/again",
};

/**
 * The compliment as an e-mail: the card's words, the code in two groups, one button to the page
 * (through the open link, which marks it opened) and the QR code as an inline image, never a remote
 * one. Never the author's note, never the author's address. `reminder` is the one follow-up, with
 * when the first mail went (`sentAt`) and the time it goes (`now`). Every
 * link is on the web's APP_URL, the one-click unsubscribe of `List-Unsubscribe` too: the backend's
 * own address may be private, and is never published.
 */
export async function deliveryMail(config: AppConfig, d: DeliveryParts, reminder?: { sentAt: Date; now: Date }): Promise<MailMessage> {
  const link = (path: string, token: string) => `${config.appUrl}${path}?${new URLSearchParams({ token })}`;
  const page = link(deliveryLinks.open, signToken(config.appKey, "open", String(d.complimentId)));
  const unsubscribeToken = signToken(config.appKey, "unsubscribe", addressHash(d.recipientEmail));
  const unsubscribePage = link(deliveryLinks.unsubscribe, unsubscribeToken);
  const qr = await QRCode.toBuffer(shortLink(config.appUrl, d.code), { ...qrOptions, type: "png", width: 240 });
  const words = defuseLinks(firstWords(d.text));
  const [to, authorName] = [defuseLinks(d.to), defuseLinks(d.authorName)];
  const code = groupedCode(d.code);
  const headline = `${authorName} wrote you a compliment`;
  const subject = reminder ? `A reminder: ${headline}` : headline;
  const opening = reminder
    ? `${sentAgo(reminder.sentAt, reminder.now)}, ${authorName} wrote you a compliment. It is still waiting for you:`
    : `${headline}:`;
  const text = [
    `Hello ${to},`,
    "",
    opening,
    "",
    `“${words}”`,
    "",
    `Read it: ${page}`,
    `Or open ${config.appUrl} and enter the code ${code}.`,
    "",
    `You received this because ${authorName} asked ${config.appName} to send it to this address.`,
    `To receive no more compliments here: ${unsubscribePage}`,
  ].join("\n");
  const e = escapeHtml;
  const html = mailDocument({
    appName: config.appName,
    subject,
    body: `<p>Hello ${e(to)},</p><p>${e(opening)}</p>
<blockquote style="margin:24px 0;padding:16px 20px;border-left:4px solid #9d174d;background:#fdf2f8;font-size:18px">${e(words)}</blockquote>
${mailButton("Read your compliment", page)}
<p>Or open ${e(config.appUrl)} and enter the code <strong style="font-size:18px;letter-spacing:2px;white-space:nowrap">${e(code)}</strong>, or scan:</p>
<p><img src="cid:compliment-qr" width="160" height="160" alt="QR code of the compliment's page"></p>
<p style="font-size:12px;color:#57534e">You received this because ${e(authorName)} asked ${e(config.appName)} to send it to this address.
<a href="${e(unsubscribePage)}" style="color:#57534e">Receive no more compliments here</a>.</p>`,
  });
  return {
    to: d.recipientEmail,
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${link(deliveryLinks.oneClick, unsubscribeToken)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    images: [{ cid: "compliment-qr", filename: "compliment-qr.png", contentType: "image/png", content: qr.toString("base64") }],
  };
}
