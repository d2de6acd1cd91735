import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { log } from "./log";

/** An image the HTML shows as `cid:{cid}`; `content` is base64, so a message stays plain JSON in a job. */
export type InlineImage = { cid: string; filename: string; contentType: string; content: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  replyTo?: string;
  images?: InlineImage[];
};
export type Mailer = { send(message: MailMessage): Promise<void> };

/** The recipient as an address object, which nodemailer takes as it is: a string it would parse as a list of names and addresses. */
const mailOptions = (from: string, { images, ...m }: MailMessage) => ({
  ...m,
  from,
  to: { name: "", address: m.to },
  attachments: images?.map((i) => ({ ...i, encoding: "base64", contentDisposition: "inline" as const })),
});

/** A send that hangs holds its job; these end it well before the job's hold runs out (see jobs/worker.ts). */
const timeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * SMTP when a URL is given, otherwise one .eml file per message in `<dataDir>/mail/`, its file logged
 * (not its links: they carry tokens, which log lines never do).
 */
export function createMailer(options: { smtpUrl?: string; dataDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...timeouts });
    return { send: async (m) => void (await transport.sendMail(mailOptions(options.from, m))) };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const outbox = path.join(options.dataDir, "mail");
  return {
    async send(m) {
      const info = await transport.sendMail(mailOptions(options.from, m));
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`);
      await writeFile(file, info.message as Buffer);
      // Never the address: a recipient's is private to the author who wrote to them.
      log().info({ subject: m.subject, file }, "Mail written to the outbox");
    },
  };
}

/** Keeps messages in memory; the test suites read them from `outbox`. */
export function createMemoryMailer(): Mailer & { outbox: MailMessage[] } {
  const outbox: MailMessage[] = [];
  return { outbox, send: async (m) => void outbox.push(m) };
}
