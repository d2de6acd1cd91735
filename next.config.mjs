import { staticSecurityHeaders } from "./lib/security-headers.mjs";

/** @type {import("next").NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["@node-rs/argon2", "sharp", "prom-client"],
  // The rules a guest's page checks are zod/mini in the browser, classic zod on the server (the module says why).
  turbopack: {
    resolveAlias: { "@/common/validations/zod-mini": { browser: "./common/validations/zod-mini.browser.ts" } },
  },
  async headers() {
    return [{ source: "/:path*", headers: staticSecurityHeaders }];
  },
};

export default nextConfig;
