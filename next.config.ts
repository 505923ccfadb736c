import type { NextConfig } from "next";
import { bakedEnvSnapshot } from "./scripts/lib/baked-env.mjs";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm test` type-checks the whole project (tsc --noEmit) before it builds; checking again here
  // doubled the build time. A plain `npm start` build trusts the committed, checked sources.
  typescript: { ignoreBuildErrors: true },
  // The configuration prerendered pages were built with, so a server started with other values can say so (ADR 0003).
  env: { SHOP_BAKED_ENV: JSON.stringify(bakedEnvSnapshot(process.env)) },
  serverExternalPackages: ["better-sqlite3", "pg"],
  async redirects() {
    // The spec has bundle pages but no bundle index: the index is a section of the services page.
    return [
      { source: "/osrs-bundles", destination: "/osrs-services#bundles", permanent: false },
      // Spec section 2: blog page 1 is /blog, with a 301 (Next's own permanent redirects use 308).
      { source: "/blog/page/1", destination: "/blog", statusCode: 301 },
    ];
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
