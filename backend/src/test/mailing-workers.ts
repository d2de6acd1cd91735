import type { AppDeps } from "../deps";
import { jobHandlers } from "../jobs/handlers";
import { startWorker } from "../jobs/worker";
import { createMailer } from "../lib/mailer";
import { startSmtpServer } from "./smtp";
import type { TestApp } from "./test-app";

/**
 * Two job workers side by side on `t`'s database, mailing to a real SMTP server in the test process:
 * for tests of who is mailed how often, where two workers taking the same jobs must not double a mail.
 */
export async function mailingWorkers(t: TestApp, batch: number) {
  const smtp = await startSmtpServer();
  const deps: AppDeps = {
    ...t.deps,
    mailer: createMailer({ smtpUrl: smtp.url, dataDir: "", from: "Compliments <no-reply@example.test>" }),
  };
  const workers = [1, 2].map(() => startWorker(deps, jobHandlers(deps), { pollMs: null, holdMs: 60_000, batch }));
  return {
    smtp,
    /** Both workers take due jobs at the same time until none is left. */
    async runJobs() {
      while ((await Promise.all(workers.map((w) => w.runDue()))).some((n) => n > 0));
    },
    async close() {
      await Promise.all(workers.map((w) => w.stop()));
      await smtp.close();
    },
  };
}
