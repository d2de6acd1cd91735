import { startApp } from "../scripts/lib/processes";

/** Starts the real two-process app for the whole run; the tests find it through E2E_* variables. */
export default async function globalSetup() {
  // Short waits, so the tests see an unread message's mail and a delivery's reminder arrive.
  // Every browser of the run comes from 127.0.0.1, and the contexts tests open keep their pages' event
  // streams until the worker ends: one address's 10 streams would not last the run.
  const app = await startApp("e2e", { NOTIFY_UNREAD_AFTER: "3", DELIVERY_REMINDER_AFTER: "8", STREAMS_PER_ADDRESS: "10000" });
  Object.assign(process.env, {
    E2E_BASE_URL: app.webUrl,
    E2E_API_URL: app.apiUrl,
    E2E_DATA_DIR: app.dataDir,
    E2E_AUTH_SECRET: app.authSecret,
    E2E_INTERNAL_TOKEN: app.internalToken,
  });
  return () => app.stop();
}
