import type { MailMessage } from "../lib/mailer";
import type { NewJob } from "./queue";

/** A message sent as it was written when its change was made; it goes out as soon as a worker takes it. */
export const MAIL = "mail";
export const mailJob = (message: MailMessage, runAt: Date): NewJob => ({ kind: MAIL, payload: message, runAt });
