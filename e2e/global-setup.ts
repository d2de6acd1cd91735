import { startApp } from "../scripts/lib/processes";

/** Starts the real two-process app for the whole run; the tests find it through E2E_* variables. */
export default async function globalSetup() {
  const app = await startApp("e2e");
  Object.assign(process.env, {
    E2E_BASE_URL: app.webUrl,
    E2E_API_URL: app.apiUrl,
    E2E_DATA_DIR: app.dataDir,
    E2E_AUTH_SECRET: app.authSecret,
  });
  return () => app.stop();
}
