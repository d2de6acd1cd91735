import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type Mailer = { send(message: MailMessage): Promise<void> };

/** The recipient as an address object, which nodemailer takes as it is: a string it would parse as a list of names and addresses. */
const mailOptions = (from: string, m: MailMessage) => ({ ...m, from, to: { name: "", address: m.to } });

/** SMTP when a URL is given, otherwise one .eml file per message in `<dataDir>/mail/`, links logged. */
export function createMailer(options: { smtpUrl?: string; dataDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
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
      const links = m.text.match(/https?:\/\/\S+/g) ?? [];
      console.log(`mail to ${m.to}: "${m.subject}" written to ${file}${links.map((l) => `\n  ${l}`).join("")}`);
    },
  };
}

/** Keeps messages in memory; the test suites read them from `outbox`. */
export function createMemoryMailer(): Mailer & { outbox: MailMessage[] } {
  const outbox: MailMessage[] = [];
  return { outbox, send: async (m) => void outbox.push(m) };
}
