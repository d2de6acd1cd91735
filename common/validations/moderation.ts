import { z } from "./zod";
import { noControlCharacters } from "./text";

export const moderationMessages = {
  reasonRequired: "Please write the reason for this decision.",
  reasonTooShort: "The reason must be at least 10 characters long.",
  reasonTooLong: "The reason must not exceed 2000 characters.",
  actionRequired: "Please choose an action.",
  durationRequired: "Please choose how long the suspension lasts.",
  durationInvalid: "A suspension lasts 1, 7, 30 or 365 days, or until lifted.",
  explanationRequired: "Please say why the decision is wrong.",
  explanationTooLong: "The explanation must not exceed 2000 characters.",
} as const;

/** `lift` decides a contest of a suspension in the contester's favour: the suspension ends. */
export const decisionActions = ["dismiss", "remove", "suspend", "lift"] as const;
export type DecisionAction = (typeof decisionActions)[number];

/** The suspension lengths an operator picks from, in days; null (the form's "until") is until lifted. */
export const suspensionDays = [1, 7, 30, 365] as const;

/** What an operator writes with every decision: the statement of reasons quotes it. */
export const decisionReason = z
  .string({ error: moderationMessages.reasonRequired })
  .trim()
  .check(noControlCharacters("Reason", "lines"))
  .min(1, { error: moderationMessages.reasonRequired })
  .min(10, { error: moderationMessages.reasonTooShort })
  .max(2000, { error: moderationMessages.reasonTooLong });

/** The decision form: action, reason, and for a suspension its length ("" until a choice; "lifted" = until lifted). */
export const decisionFormSchema = z
  .object({
    action: z.enum(decisionActions, { error: moderationMessages.actionRequired }),
    reason: decisionReason,
    duration: z.string(),
  })
  .refine((form) => form.action !== "suspend" || form.duration !== "", {
    path: ["duration"],
    error: moderationMessages.durationRequired,
  });
export type DecisionForm = z.input<typeof decisionFormSchema>;

/** The contest form's one field. */
export const contestExplanation = z
  .string({ error: moderationMessages.explanationRequired })
  .trim()
  .check(noControlCharacters("Explanation", "lines"))
  .min(1, { error: moderationMessages.explanationRequired })
  .max(2000, { error: moderationMessages.explanationTooLong });

export const contestFormSchema = z.object({ explanation: contestExplanation });
export type ContestForm = z.input<typeof contestFormSchema>;
