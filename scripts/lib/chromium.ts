import { existsSync } from "node:fs";

/**
 * The browser the tests drive: the build CHROMIUM_PATH names, else Debian's headless shell (the
 * old headless mode, which Playwright itself uses for headless runs: no full browser behind each
 * page, about a fifth less time per page here), else Debian's Chromium.
 */
const headlessShell = "/usr/bin/chromium-headless-shell";
export const chromiumPath = process.env.CHROMIUM_PATH || (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium");

/** Chromium's flags for this machine: no sandbox as root, and no calls out of a closed network. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
  // A fake camera, allowed without a prompt, for the profile picture capture.
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
];
