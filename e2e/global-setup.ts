import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startProcess, stopProcess, waitForUrl } from "./fixtures/processes";

/** Starts the real two-process app (building it first if needed) on free ports with a fresh DATA_DIR. */
export default async function globalSetup() {
  const [port, apiPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), "compliments-e2e-"));
  const env = {
    PORT: String(port),
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    APP_URL: `http://localhost:${port}`,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    APP_KEY: randomBytes(32).toString("base64url"),
  };
  const app = startProcess(["scripts/start.mjs"], env, "app");
  await waitForUrl(`http://127.0.0.1:${apiPort}/v1/health`, 300_000, app);
  await waitForUrl(`http://127.0.0.1:${port}/`, 60_000, app);

  Object.assign(process.env, {
    E2E_BASE_URL: `http://localhost:${port}`,
    E2E_API_URL: `http://127.0.0.1:${apiPort}`,
    E2E_DATA_DIR: dataDir,
    E2E_AUTH_SECRET: env.AUTH_SECRET,
  });

  return async () => {
    await stopProcess(app);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
