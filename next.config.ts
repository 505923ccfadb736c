import type { NextConfig } from "next";
import { bakedEnvSnapshot } from "./scripts/lib/baked-env.mjs";

export default function nextConfig(): NextConfig {
  return {
    poweredByHeader: false,
    // The shop's server compresses, with brotli where the browser takes it (scripts/serve.mjs).
    compress: false,
    reactStrictMode: true,
    // The configuration prerendered pages were built with, so a server started with other values can say so (ADR 0003).
    env: { SHOP_BAKED_ENV: JSON.stringify(bakedEnvSnapshot(process.env)) },
    serverExternalPackages: ["better-sqlite3", "pg", "pino"],
    experimental: {
      // The stylesheet arrives inside the document, so the first paint waits for no second request
      // (on a throttled phone one round trip, about half a second; docs/adr/0035-first-paint-from-the-document.md).
      inlineCss: true,
      // src/app/global-not-found.tsx answers unknown URLs, rendered per request to name the path (issue 14).
      globalNotFound: true,
      // Pages a server renders again stay in its own memory (Next's default cache handler, without
      // its writes into .next/server/app), so servers started from one build folder on different
      // databases never read each other's pages (issue 41, item 5; docs/operations.md, "The page
      // cache is per instance"). The build's prerendered files are still read, never written.
      isrFlushToDisk: false,
    },
    // No redirects or headers rules: Next would match their patterns against every request's path.
    // The two redirects are route handlers (src/app/(shop)/osrs-bundles/route.ts and
    // src/app/(shop)/blog/page/1/route.ts); every header comes from the request stamp
    // (src/server/http/request-stamp.ts), the back office's no-store and noindex too (issue 19).
  };
}
