import { complimentCode } from "./code";
import { emailField, nameField } from "./auth";
import { z } from "./zod";
import { hasControlCharacters, noControlCharacters } from "./text";

/**
 * Why something is reported, with the label the form shows: the short list of the DSA's notice
 * (the values are the `reports.reason` column's, backend/src/db/schema.ts `reportReasons`).
 */
export const REPORT_REASONS = [
  { value: "harassment", label: "Harassment or threats" },
  { value: "hate", label: "Hate" },
  { value: "sexual", label: "Sexual content" },
  { value: "spam", label: "Spam or scam" },
  { value: "personal_data", label: "Personal data" },
  { value: "illegal", label: "Illegal goods or services" },
  { value: "other", label: "Other" },
] as const;
export const reportReasonValues = REPORT_REASONS.map((r) => r.value) as [ReportReasonValue, ...ReportReasonValue[]];
export type ReportReasonValue = (typeof REPORT_REASONS)[number]["value"];

/**
 * What can be reported from the app's pages; a compliment by its code, a signature by its id and the
 * key of its compliment (that code, or its signing link's token), anything else by its id.
 */
export const reportTargetKinds = ["compliment", "message", "profile", "ad", "review", "signature"] as const;
export type ReportTargetKind = (typeof reportTargetKinds)[number];

export const EXPLANATION_MAX = 2000;
export const PLACE_MAX = 500;

export const reportMessages = {
  reasonRequired: "Please choose a reason.",
  explanationRequired: "Please explain what is wrong here.",
  explanationTooLong: `The explanation must not exceed ${EXPLANATION_MAX} characters.`,
  placeInvalid: "The place must be a path on this site.",
  goodFaithRequired: "Please confirm that your report is accurate and complete, in good faith.",
  targetKindInvalid: "Choose what you report: a compliment, message, profile, ad, review or signature.",
  targetIdRequired: "The id of what you report is required.",
  /** A compliment is reported by its code, never by its id: the code is the key. */
  codeRequired: "A compliment is reported by its 8-digit code.",
  /** A signature is seen only with its compliment's code or its signing link, and reported with one of them. */
  signatureKeyRequired: "A signature is reported with its compliment's code or its signing link's token.",
  /** Said once a report is stored (the answer's message, announced by the form). */
  received: "Thank you — we've received your report.",
  goodFaithLabel: "I confirm that the information in this report is accurate and complete, in good faith.",
} as const;

const reason = z.enum(reportReasonValues, { error: reportMessages.reasonRequired });

const explanation = z
  .string({ error: reportMessages.explanationRequired })
  .trim()
  .check(noControlCharacters("Explanation", "lines"))
  .min(1, { error: reportMessages.explanationRequired })
  .max(EXPLANATION_MAX, { error: reportMessages.explanationTooLong });

/** A path on this site, as the app fills it in: one leading slash (never `//host`), no backslash or control character. */
const isSitePath = (value: string) =>
  value.length <= PLACE_MAX && /^\/(?![/\\])/.test(value) && !value.includes("\\") && !hasControlCharacters(value) && !/\s/.test(value);
const place = z.string({ error: reportMessages.placeInvalid }).refine(isSitePath, { error: reportMessages.placeInvalid });

/** The notifier's confirmation (DSA Art. 16(2)(d)): a checkbox, so a boolean, and only `true` goes through. */
const goodFaith = z
  .boolean({ error: reportMessages.goodFaithRequired })
  .refine((confirmed) => confirmed, { error: reportMessages.goodFaithRequired });

/** The fields the person fills in; a guest's form adds their name and e-mail (`guestReportFormSchema`). */
export const reportFormSchema = z.object({ reason, explanation, good_faith: goodFaith });
export const guestReportFormSchema = reportFormSchema.extend({ name: nameField, email: emailField });

/** What the form holds: a guest's adds their name and e-mail. */
export type ReportFormInput = z.input<typeof reportFormSchema> & { name?: string; email?: string };
export type ReportFormFields = z.output<typeof reportFormSchema> & { name?: string; email?: string };

/** A signing link's token as S1 draws it (43 URL-safe characters); up to 64 are taken. */
const signingToken = z.string({ error: reportMessages.signatureKeyRequired }).regex(/^[A-Za-z0-9_-]{1,64}$/, {
  error: reportMessages.signatureKeyRequired,
});

const targetId = z.number({ error: reportMessages.targetIdRequired }).int().positive({ error: reportMessages.targetIdRequired });

/**
 * A report as the API takes it: what is reported (a compliment by its `code`, which is its key, so
 * an id for one is refused; a signature by its `target_id` with its compliment's `code` or its
 * `signing_token`; anything else by its `target_id`), the form's fields, and the place
 * the app filled in. `name` and `email` are a guest's, required of guests only (the backend knows
 * who is signed in), and ignored for a user, whose account says who they are.
 */
export const reportSchema = reportFormSchema
  .extend({
    target_kind: z.enum(reportTargetKinds, { error: reportMessages.targetKindInvalid }),
    code: z.optional(complimentCode),
    target_id: targetId.optional(),
    signing_token: signingToken.optional(),
    place,
    name: z.optional(nameField),
    email: z.optional(emailField),
  })
  .superRefine((report, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (report.target_kind === "compliment") {
      if (report.target_id !== undefined) issue("target_id", reportMessages.codeRequired);
      else if (report.code === undefined) issue("code", reportMessages.codeRequired);
    } else if (report.target_id === undefined) issue("target_id", reportMessages.targetIdRequired);
    else if (report.target_kind === "signature" && report.code === undefined && report.signing_token === undefined) {
      issue("code", reportMessages.signatureKeyRequired);
    }
  });

export type Report = z.output<typeof reportSchema>;
