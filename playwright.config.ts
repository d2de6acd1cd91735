import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/lib/chromium";

// The app under test is started by e2e/global-setup.ts on free ports with a fresh DATA_DIR.
export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  // Two workers, the web server and the backend share two cores here: a test that opens three
  // browsers can spend 30 s on page loads alone. Each step still fails on its own 10 s expect.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
