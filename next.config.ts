import type { NextConfig } from "next";
import { staticSecurityHeaders } from "./lib/security-headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["@node-rs/argon2", "sharp"],
  async headers() {
    return [{ source: "/:path*", headers: staticSecurityHeaders }];
  },
  async redirects() {
    return [{ source: "/dashboard", destination: "/your-compliments", permanent: false }];
  },
};

export default nextConfig;
