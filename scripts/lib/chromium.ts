/** Debian's Chromium, or the build CHROMIUM_PATH names. */
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

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
