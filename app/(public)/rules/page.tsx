import type { Metadata } from "next";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Rules and reporting" };

/**
 * What may not be written here, and how a report is decided (DSA Art. 14: the terms say what is
 * restricted and how; Art. 16–17: notices and statements of reasons). Each rule has an anchor, which
 * a statement of reasons links to (`/rules#harassment`). A static page: no data, no script.
 */
const rules = [
  {
    id: "harassment",
    title: "Harassment or threats",
    text: "Writing to frighten, insult, stalk or pressure a person, or threatening harm to anyone.",
  },
  {
    id: "hate",
    title: "Hate",
    text: "Attacking people for who they are: their origin, religion, disability, sex, sexual orientation, gender identity or age.",
  },
  {
    id: "sexual",
    title: "Sexual content",
    text: "Sexual messages or images sent to someone who did not ask for them, and any sexual content involving a minor.",
  },
  {
    id: "spam",
    title: "Spam or scams",
    text: "Unwanted advertising, chain messages, links meant to trick people, and asking for money or passwords.",
  },
  {
    id: "personal_data",
    title: "Someone else's personal data",
    text: "Publishing another person's address, phone number, e-mail address, documents or pictures without their consent.",
  },
  {
    id: "illegal",
    title: "Illegal goods or services",
    text: "Offering, selling or asking for anything the law forbids, such as drugs, weapons or forged documents.",
  },
  {
    id: "other",
    title: "Anything else against the law",
    text: "Content that breaks the law in another way, such as infringing someone's copyright or defaming them.",
  },
];

export default function RulesPage() {
  return (
    <article className="mx-auto max-w-2xl space-y-8 leading-relaxed text-stone-800">
      <header>
        <h1 className="text-3xl font-semibold text-stone-900">Rules and reporting</h1>
        <p className="mt-3">
          {env.APP_NAME} is for kind words. Anyone who finds a printed card can write back, so these rules protect the people who receive
          compliments as much as those who write them.
        </p>
      </header>

      <section aria-labelledby="not-allowed">
        <h2 id="not-allowed" className="text-xl font-semibold text-stone-900">
          What is not allowed
        </h2>
        <p className="mt-2">In compliments, messages, profiles, reviews and ads:</p>
        <dl className="mt-3 space-y-3">
          {rules.map((rule) => (
            <div key={rule.id} id={rule.id} className="scroll-mt-4 rounded-lg bg-white p-4 ring-1 ring-stone-200">
              <dt className="font-semibold text-stone-900">{rule.title}</dt>
              <dd className="mt-1">{rule.text}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="reporting">
        <h2 id="reporting" className="text-xl font-semibold text-stone-900">
          How to report
        </h2>
        <p className="mt-2">
          Press <strong>Report</strong> on a compliment, a message, a profile, an ad or a review. You do not need an account. Tell us which
          rule it breaks and why; the place is filled in for you. Without an account we ask for your name and e-mail address, so we can tell
          you what we decided. You confirm that your report is accurate and made in good faith.
        </p>
        <p className="mt-2">
          We send you a receipt by e-mail. The person you report is never told who reported them. You can also stop someone yourself at
          once: <strong>Block</strong> them from a conversation or their profile, and choose who may message you on your profile.
        </p>
      </section>

      <section aria-labelledby="deciding">
        <h2 id="deciding" className="text-xl font-semibold text-stone-900">
          How reports are decided
        </h2>
        <p className="mt-2">
          A person on our team reads every report, oldest first, together with any other reports about the same content. No report is
          decided by a machine. They choose one of these:
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          <li>
            <strong>Dismiss</strong>: the content breaks no rule and stays.
          </li>
          <li>
            <strong>Remove the content</strong>: the compliment, message, review or profile text is taken down. A removed compliment&apos;s
            code then says it was removed, and its coupons and scheduled e-mail are cancelled.
          </li>
          <li>
            <strong>Suspend the account</strong> for a set time or until we lift it: the account is signed out, cannot log in, and its
            scheduled compliments wait.
          </li>
        </ul>
        <p className="mt-2">Every decision is written down with its reason. Whoever reported hears what we decided.</p>
      </section>

      <section aria-labelledby="statement">
        <h2 id="statement" className="text-xl font-semibold text-stone-900">
          If we act on your content
        </h2>
        <p className="mt-2">You receive a statement of reasons by e-mail. It says:</p>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          <li>what we restricted (the content removed, or the account suspended and until when);</li>
          <li>the facts we relied on: the content and what the reports said about it;</li>
          <li>which of the rules above it breaks, and why;</li>
          <li>that a person made the decision;</li>
          <li>how to contest it.</li>
        </ul>
      </section>

      <section aria-labelledby="contest">
        <h2 id="contest" className="text-xl font-semibold text-stone-900">
          How to contest a decision
        </h2>
        <p className="mt-2">
          The statement carries a link. Follow it, say why you think the decision is wrong, and send: it goes back to our team as a new
          item, and a person looks at it again and writes to you. You may also take the matter to a court.
        </p>
      </section>

      <section aria-labelledby="contact">
        <h2 id="contact" className="text-xl font-semibold text-stone-900">
          Contact
        </h2>
        <p className="mt-2">
          Our contact point for users and authorities, in English:{" "}
          <a href={`mailto:${env.CONTACT_EMAIL}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {env.CONTACT_EMAIL}
          </a>
          .
        </p>
      </section>
    </article>
  );
}
