import QRCode from "qrcode";
import { groupedCode, shortLink } from "../../../../lib/code-links";
import { qrOptions } from "../../../../lib/qr-options";
import type { AppConfig } from "../../deps";
import { defuseLinks, escapeHtml } from "../../lib/mail-templates";
import type { MailMessage } from "../../lib/mailer";
import { addressHash, signToken } from "./tokens";

export type DeliveryParts = { complimentId: number; code: string; to: string; text: string; authorName: string; recipientEmail: string };

/** The start of the text, cut at a word, for the mail: the page shows it whole. */
export function firstWords(text: string, max = 140) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).replace(/[\s,.;:!?-]+$/, "")}…`;
}

/** The web's paths a delivery mail links to, each taking the token as `?token=` (app/deliveries/open, app/(public)/unsubscribe). */
export const deliveryLinks = { open: "/deliveries/open", unsubscribe: "/unsubscribe", oneClick: "/unsubscribe/one-click" };

/**
 * The compliment as an e-mail: the card's words, the code in two groups, one button to the page
 * (through the open link, which marks it opened) and the QR code as an inline image, never a remote
 * one. Never the author's note, never the author's address. `reminder` is the one follow-up. Every
 * link is on the web's APP_URL, the one-click unsubscribe of `List-Unsubscribe` too: the backend's
 * own address may be private, and is never published.
 */
export async function deliveryMail(config: AppConfig, d: DeliveryParts, reminder = false): Promise<MailMessage> {
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
  const opening = reminder ? `A few days ago ${authorName} wrote you a compliment. It is still waiting for you:` : `${headline}:`;
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
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c1917;background:#fafaf9;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<p style="font-size:20px;font-weight:600;color:#9d174d;margin:0 0 24px">${e(config.appName)}</p>
<p>Hello ${e(to)},</p><p>${e(opening)}</p>
<blockquote style="margin:24px 0;padding:16px 20px;border-left:4px solid #9d174d;background:#fdf2f8;font-size:18px">${e(words)}</blockquote>
<p style="margin:32px 0"><a href="${e(page)}" style="background:#9d174d;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">Read your compliment</a></p>
<p>Or open ${e(config.appUrl)} and enter the code <strong style="font-size:18px;letter-spacing:2px">${e(code)}</strong>, or scan:</p>
<p><img src="cid:compliment-qr" width="160" height="160" alt="QR code of the compliment's page"></p>
<p style="font-size:12px;color:#78716c">You received this because ${e(authorName)} asked ${e(config.appName)} to send it to this address.
<a href="${e(unsubscribePage)}" style="color:#78716c">Receive no more compliments here</a>.</p>
</div></body></html>`;
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
