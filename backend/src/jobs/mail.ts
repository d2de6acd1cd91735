import type { MailMessage } from "../lib/mailer";
import type { NewJob } from "./queue";
import type { JobKind } from "./kinds";

/** A message sent as it was written when its change was made; it goes out as soon as a worker takes it. */
export const MAIL = "mail" as const satisfies JobKind;
export const mailJob = (message: MailMessage, runAt: Date): NewJob => ({ kind: MAIL, payload: message, runAt });
