import { REPORT_REASONS, type ReportReasonValue, type ReportTargetKind } from "@/common/validations/report";
import type { MailMessage } from "./mailer";

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => entities[c] ?? c);
const escape = escapeHtml;

/**
 * User text as a mail quotes it (a message, a compliment, a name): no mail program may make a link
 * of it. Programs link `https://x`, `www.x.y` and a bare `evil.example/x` in the text part and in
 * HTML text alike, so the colon of every `://` and every dot inside a name (an IDN dot included)
 * become look-alikes no linker reads: U+A789 and U+2024 (docs/decisions.md, issue 28).
 */
export const defuseLinks = (text: string) =>
  text.replace(/:\/\//g, "\uA789//").replace(/(?<=[\p{L}\p{N}_-])[.\u3002\uFF0E\uFF61](?=[\p{L}\p{N}])/gu, "\u2024");
const user = defuseLinks;

/** The brand colour of buttons and headings in every mail. */
const BRAND = "#9d174d";

/**
 * The page every HTML mail is: in English, titled with its subject, and laid out at the phone's
 * width (without the viewport line phones draw it 980 px wide and shrink it). `body` is HTML.
 */
export const mailDocument = (o: { appName: string; subject: string; body: string }) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(o.subject)}</title></head>
<body style="margin:0;font-family:system-ui,sans-serif;color:#1c1917;background:#fafaf9;padding:16px">
<main style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<p style="font-size:20px;font-weight:600;color:${BRAND};margin:0 0 24px">${escape(o.appName)}</p>
${o.body}
</main></body></html>`;

/**
 * A mail's button, and under it its address as plain text, for a program that shows no buttons or
 * a reader who would rather copy it; the text part says the same.
 */
export const mailButton = (label: string, url: string) =>
  `<p style="margin:32px 0 12px"><a href="${escape(url)}" style="display:inline-block;background:${BRAND};color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escape(label)}</a></p>
<p style="font-size:13px;color:#57534e;margin:0 0 24px;overflow-wrap:anywhere">${escape(FALLBACK_LINK)} <a href="${escape(url)}" style="color:#57534e">${escape(url)}</a></p>`;

/** The sentence before a button's plain link. */
export const FALLBACK_LINK = "If the button does not work, open:";

/**
 * One layout for every e-mail: a greeting, a sentence, a quoted message where there is one, a
 * button with its link also in plain text. `name` and `quote` are user text, defused here; names
 * in `subject` and `intro` are defused by the caller. Without a name (an address with no account
 * behind it) the greeting is a plain "Hello,".
 */
export function actionMail(o: {
  appName: string;
  to: string;
  subject: string;
  name?: string;
  intro: string;
  quote?: string;
  action: string;
  url: string;
  outro: string;
  headers?: Record<string, string>;
}): MailMessage {
  const hello = o.name === undefined ? "Hello," : `Hello ${user(o.name)},`;
  const quote = o.quote === undefined ? undefined : user(o.quote);
  const quoted = quote === undefined ? [] : [quote.replace(/^/gm, "> "), ""];
  const text = [hello, "", o.intro, "", ...quoted, `${o.action}: ${o.url}`, "", o.outro, "", `— ${o.appName}`].join("\n");
  const html = mailDocument({
    appName: o.appName,
    subject: o.subject,
    body: `<p>${escape(hello)}</p><p>${escape(o.intro)}</p>${
      quote === undefined
        ? ""
        : `<blockquote style="margin:24px 0;padding:12px 16px;border-left:4px solid ${BRAND};background:#fdf2f8;white-space:pre-line">${escape(quote)}</blockquote>`
    }
${mailButton(o.action, o.url)}
<p style="font-size:14px;color:#57534e">${escape(o.outro)}</p>`,
  });
  return { to: o.to, subject: o.subject, text, html, ...(o.headers && { headers: o.headers }) };
}

export const verificationMail = (appName: string, to: string, name: string, url: string) =>
  actionMail({
    appName,
    to,
    name,
    url,
    subject: `Verify your e-mail address for ${appName}`,
    intro: "Please confirm your e-mail address to start writing compliments.",
    action: "Verify Email Address",
    outro: "The link is valid for 60 minutes. If you did not create an account, no further action is required.",
  });

export const passwordResetMail = (appName: string, to: string, name: string, url: string) =>
  actionMail({
    appName,
    to,
    name,
    url,
    subject: `Reset your ${appName} password`,
    intro: "You are receiving this e-mail because we received a password reset request for your account.",
    action: "Reset Password",
    outro: "The link is valid for 60 minutes and works once. If you did not request a password reset, no further action is required.",
  });

/**
 * To an address an owner added as staff before it had an account (or a verified one): sign up with
 * it and verify it, and the account joins the business. Names are user text, defused here.
 */
export function staffInvitationMail(
  config: { appName: string; appUrl: string },
  i: { to: string; business: string; ownerName: string | null },
) {
  const business = user(i.business);
  const who = i.ownerName === null ? "The owner" : user(i.ownerName);
  return actionMail({
    appName: config.appName,
    to: i.to,
    subject: `Join ${business} on ${config.appName}`,
    intro:
      `${who} of ${business} would like you on its staff, to redeem its coupons at the till. ` +
      `Sign up with this e-mail address and verify it: you then join ${business} at once.`,
    action: "Sign up and join",
    url: `${config.appUrl}/register?next=%2Fbusiness`,
    outro: `If you already have an account with this address, log in and verify the address instead. If you did not expect this, ignore this e-mail: nothing happens unless you sign up.`,
  });
}

/** Tells a person with an account that an owner added them to a business's staff. */
export function staffAddedMail(
  config: { appName: string; appUrl: string },
  m: { to: string; name: string; business: string; ownerName: string },
) {
  const business = user(m.business);
  return actionMail({
    appName: config.appName,
    to: m.to,
    name: m.name,
    subject: `You are on the staff of ${business}`,
    intro: `${user(m.ownerName)} added you to the staff of ${business} on ${config.appName}: you can now redeem its coupons at the till.`,
    action: "Open the business page",
    url: `${config.appUrl}/business`,
    outro: `If you did not expect this, ask the owners of ${business} to take you off its staff.`,
  });
}

/** A view names nobody (see the activity table); a claim or a reply names its person where known. */
const activityLines = {
  viewed: () => ({ subject: "Someone just read it", intro: "Someone just opened it for the first time." }),
  claimed: (who: string) => ({ subject: `${who} kept it`, intro: `${who} claimed it: it is theirs to keep now.` }),
  replied: (who: string) => ({ subject: `${who} wrote back`, intro: `${who} sent you a message about it.` }),
};

const characters = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * The start of a message as a mail quotes it: `max` characters as a reader counts them (an emoji
 * or an accented letter is one, and is never split), cut at a space where one ends near, then "…".
 */
export function quoteStart(text: string, max = 200) {
  const trimmed = text.trim();
  const chars = Array.from(characters.segment(trimmed), (s) => s.segment);
  if (chars.length <= max) return trimmed;
  const cut = chars.slice(0, max);
  let space = cut.length - 1;
  while (space > 0 && !/^\s+$/.test(cut[space]!)) space--;
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).join("").trimEnd()}…`;
}

const turnOff = (appUrl: string) => `You can turn these e-mails off on your profile: ${appUrl}/profile`;

/**
 * Tells an author that their compliment for `to` was first viewed, claimed or replied to, by
 * `actorName` where known. The subject names the recipient; the link opens Your Compliments, or
 * for a reply the conversation, with the reply quoted.
 */
export function activityMail(
  config: { appName: string; appUrl: string },
  a: {
    kind: keyof typeof activityLines;
    to: string;
    code: string;
    author: { name: string; email: string };
    actorName: string | null;
    reply?: { conversationId: number; message: string };
  },
) {
  const { subject, intro } = activityLines[a.kind](a.actorName === null ? "Someone" : user(a.actorName));
  const to = user(a.to);
  return actionMail({
    appName: config.appName,
    to: a.author.email,
    name: a.author.name,
    subject: `Your compliment for ${to}: ${subject}`,
    intro: `Good news about your compliment for ${to}: ${intro}`,
    ...(a.reply
      ? {
          quote: quoteStart(a.reply.message),
          action: "Open the conversation",
          url: `${config.appUrl}/messages?id=${a.reply.conversationId}`,
        }
      : { action: "See Your Compliments", url: `${config.appUrl}/your-compliments` }),
    outro: `You get one such e-mail when a compliment is first read, claimed and replied to. ${turnOff(config.appUrl)}`,
  });
}

/** Tells `recipient` that `senderName`'s message has waited unread, quoting its start, with a button to the conversation. */
export function unreadMessageMail(
  config: { appName: string; appUrl: string },
  m: { recipient: { name: string; email: string }; senderName: string; message: string; conversationId: number },
) {
  const sender = user(m.senderName);
  return actionMail({
    appName: config.appName,
    to: m.recipient.email,
    name: m.recipient.name,
    subject: `${sender} sent you a message`,
    intro: `${sender} wrote to you on ${config.appName}, and it is waiting for you:`,
    quote: quoteStart(m.message),
    action: "Open the conversation",
    url: `${config.appUrl}/messages?id=${m.conversationId}`,
    outro: `You get one such e-mail when a message waits unread for you, at most one a conversation an hour. ${turnOff(config.appUrl)}`,
  });
}

/**
 * Sent on request to an unsubscribed address, and to that address only: its link, which works for
 * `hours`, puts it back on the list of those who receive compliments by e-mail.
 */
export const resubscribeMail = (o: { appName: string; to: string; url: string; hours: number; headers?: Record<string, string> }) =>
  actionMail({
    appName: o.appName,
    to: o.to,
    url: o.url,
    headers: o.headers,
    subject: `Receive compliments by e-mail again from ${o.appName}`,
    intro: "Someone asked for this address to receive compliments by e-mail again. If it was you, press the button.",
    action: "Receive compliments again",
    outro: `The link works for ${o.hours} hours. If you did not ask for it, do nothing: this address stays unsubscribed.`,
  });

/** What a receipt calls each kind of reported content. */
const reportedThing: Record<ReportTargetKind, string> = {
  compliment: "a compliment",
  message: "a message",
  profile: "a profile",
  ad: "an ad",
  review: "a review",
  signature: "a signature",
};

/** When a report was received, as its receipt states it: in UTC, which the mail says. */
const receivedAt = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

/**
 * The notifier's receipt of a report (DSA Art. 16(4)): what they reported, why, when, where (the
 * button opens the place), their explanation quoted, and that they will hear the decision. It
 * says nothing of who is reported, and tells them nothing else.
 */
export function reportReceiptMail(
  config: { appName: string; appUrl: string },
  r: { to: string; name: string; kind: ReportTargetKind; reason: ReportReasonValue; explanation: string; place: string; at: Date },
) {
  const reason = REPORT_REASONS.find((x) => x.value === r.reason)?.label ?? r.reason;
  return actionMail({
    appName: config.appName,
    to: r.to,
    name: r.name,
    subject: `We've received your report`,
    intro: `Thank you. On ${receivedAt.format(r.at)} UTC we received your report of ${reportedThing[r.kind]} on ${config.appName}, for "${reason}". You wrote:`,
    quote: quoteStart(r.explanation, 500),
    action: "Open what you reported",
    url: `${config.appUrl}${r.place}`,
    outro:
      "A person will look at your report and decide what to do; we will write to you with the decision and its reasons. " +
      "The person you reported is not told who reported them.",
  });
}
