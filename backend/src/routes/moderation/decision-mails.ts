import { calendarDate } from "@/lib/format/time-label";
import type { ModerationAction, ReportAction, ReportTarget } from "../../db/schema";
import { actionMail, defuseLinks, escapeHtml, mailButton, mailDocument, quoteStart } from "../../lib/mail-templates";
import type { MailMessage } from "../../lib/mailer";
import { reasonLabel } from "./reason-labels";

type Config = { appName: string; appUrl: string };

/** What the statement calls each kind of content, and the notifier's mail with its article. */
const things: Record<ReportTarget, [thing: string, aThing: string]> = {
  compliment: ["compliment", "a compliment"],
  message: ["message", "a message"],
  profile: ["profile text", "profile text"],
  ad: ["ad", "an ad"],
  review: ["review", "a review"],
  signature: ["signature", "a signature"],
  decision: ["objection", "an objection"],
};

const until = (date: Date | null) => (date ? `until ${calendarDate(date.toISOString())}` : "until an operator lifts the suspension");

/** The restriction, as the statement's first sentence says it. */
const restriction = (action: ModerationAction, kind: ReportTarget, suspendedUntil: Date | null) =>
  action === "suspend"
    ? `We have suspended your account ${until(suspendedUntil)}. Until then you cannot log in, and compliments you scheduled wait to be delivered.`
    : kind === "profile"
      ? "We have removed the text of your profile (its bio)."
      : `We have removed your ${things[kind][0]}.`;

export type Statement = {
  to: string;
  name: string;
  action: ModerationAction;
  kind: ReportTarget;
  /** The content as reported. */
  excerpt: string;
  /** The reports' reasons (their values), each once. */
  reasons: string[];
  /** The operator's written reasons. */
  reason: string;
  suspendedUntil: Date | null;
  contestUrl: string;
};

/**
 * The statement of reasons (DSA Art. 17) to the person whose content or account was restricted:
 * what was restricted and for how long, the facts (the content and the reports' reasons), the rules
 * it breaks (links to /rules), that a person decided, and how to contest (a signed link).
 */
export function statementMail(config: Config, s: Statement): MailMessage {
  const subject = s.action === "suspend" ? `Your ${config.appName} account is suspended` : `We removed your ${things[s.kind][0]}`;
  const labels = s.reasons.map(reasonLabel);
  const rules = s.reasons.map((reason) => `${config.appUrl}/rules#${reason}`);
  const quoted = defuseLinks(quoteStart(s.excerpt, 500));
  const written = defuseLinks(s.reason);
  const lines = {
    hello: `Hello ${defuseLinks(s.name)},`,
    what: restriction(s.action, s.kind, s.suspendedUntil),
    facts: `It was reported for: ${labels.join(", ")}. The content concerned, as it was reported:`,
    why: "An operator decided, with these reasons:",
    rules: "The rules it breaks:",
    person: "A person on our team made this decision after reading the reports; it was not made by an automated system.",
    contest: "If you think the decision is wrong, you can contest it: tell us why, and an operator who reads it will decide again.",
  };
  const text = [
    lines.hello,
    "",
    lines.what,
    "",
    lines.facts,
    quoted.replace(/^/gm, "> "),
    "",
    lines.why,
    written.replace(/^/gm, "> "),
    "",
    lines.rules,
    ...rules,
    "",
    lines.person,
    "",
    lines.contest,
    `Contest this decision: ${s.contestUrl}`,
    "",
    `— ${config.appName}`,
  ].join("\n");
  const quote = (body: string) =>
    `<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #9d174d;background:#fdf2f8;white-space:pre-line">${escapeHtml(body)}</blockquote>`;
  const html = mailDocument({
    appName: config.appName,
    subject,
    body: `<p>${escapeHtml(lines.hello)}</p><p>${escapeHtml(lines.what)}</p>
<p>${escapeHtml(lines.facts)}</p>${quote(quoted)}
<p>${escapeHtml(lines.why)}</p>${quote(written)}
<p>${escapeHtml(lines.rules)}</p><ul>${rules.map((url, i) => `<li><a href="${escapeHtml(url)}">${escapeHtml(labels[i]!)}</a></li>`).join("")}</ul>
<p>${escapeHtml(lines.person)}</p>
<p>${escapeHtml(lines.contest)}</p>
${mailButton("Contest this decision", s.contestUrl)}`,
  });
  return { to: s.to, subject, text, html };
}

/** What the notifier is told was decided: never who the person is, nor anything about them. */
const outcomes: Record<ReportAction, string> = {
  dismiss: "We looked at it and found that it does not break our rules, so it stays as it is.",
  remove: "We found that it breaks our rules and removed it.",
  suspend: "We found that it breaks our rules and restricted the account responsible for it.",
  lift: "We looked at it again and lifted the suspension.",
};
/** What the person who contested a decision is told (a lift is the one way to decide in their favour). */
const contestOutcomes: Partial<Record<ReportAction, string>> = {
  lift: "We have looked at it again, agree with you, and have lifted the suspension.",
};

/**
 * The decision on a report, to its notifier (DSA Art. 16(5)). A contest's notifier is the person the
 * contested decision restricted: they are told the operator's reasons too.
 */
export function notifierDecisionMail(
  config: Config,
  n: { to: string; name: string | null; kind: ReportTarget; reportedAt: Date; action: ReportAction; reason: string },
) {
  const contest = n.kind === "decision";
  const when = calendarDate(n.reportedAt.toISOString());
  const what = contest
    ? `On ${when} you contested a decision of ours. ${contestOutcomes[n.action] ?? "We have looked at it again, and it stands."} The operator's reasons:`
    : `On ${when} you reported ${things[n.kind][1]} on ${config.appName}. ${outcomes[n.action]}`;
  return actionMail({
    appName: config.appName,
    to: n.to,
    ...(n.name ? { name: n.name } : {}),
    subject: contest ? "Your objection has been decided" : "We've decided on your report",
    intro: what,
    ...(contest ? { quote: n.reason } : {}),
    action: "Read our rules",
    url: `${config.appUrl}/rules`,
    outro: "A person on our team decided this after reading the reports. Thank you for helping keep this place kind.",
  });
}
