import type { NextConfig } from "next";
import { bakedEnvSnapshot } from "./scripts/lib/baked-env.mjs";

export default function nextConfig(): NextConfig {
  return {
    poweredByHeader: false,
    reactStrictMode: true,
    // The configuration prerendered pages were built with, so a server started with other values can say so (ADR 0003).
    env: { SHOP_BAKED_ENV: JSON.stringify(bakedEnvSnapshot(process.env)) },
    serverExternalPackages: ["better-sqlite3", "pg", "pino"],
    // src/app/global-not-found.tsx answers unknown URLs, rendered per request to name the path (issue 14).
    experimental: { globalNotFound: true },
    async redirects() {
      // The spec has bundle pages but no bundle index: the index is a section of the services page.
      return [
        { source: "/osrs-bundles", destination: "/osrs-services#bundles", permanent: false },
        // Spec section 2: blog page 1 is /blog, with a 301 (Next's own permanent redirects use 308).
        { source: "/blog/page/1", destination: "/blog", statusCode: 301 },
      ];
    },
    async headers() {
      // The back office (issue 16): never cached by anyone, never indexed.
      const backOffice = [
        { key: "Cache-Control", value: "no-store" },
        { key: "X-Robots-Tag", value: "noindex, nofollow" },
      ];
      // Every other response's security headers come from the request stamp (src/server/http/request-stamp.ts).
      return ["/admin", "/admin/:path*", "/api/admin/:path*"].map((source) => ({ source, headers: backOffice }));
    },
  };
}
