import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import { bakedEnvSnapshot } from "./scripts/lib/baked-env.mjs";

export default function nextConfig(): NextConfig {
  return {
    poweredByHeader: false,
    reactStrictMode: true,
    // The configuration prerendered pages were built with, so a server started with other values can say so (ADR 0003).
    env: { SHOP_BAKED_ENV: JSON.stringify(bakedEnvSnapshot(process.env)) },
    serverExternalPackages: ["better-sqlite3", "pg", "pino"],
    // Each server keeps its own page cache in memory instead of writing pages into the build folder,
    // which servers started from one folder on different databases shared (issue 41, item 5). The
    // size bounds that memory: Next's default (50 MB), named here because the handler lives on it.
    cacheHandler: fileURLToPath(new URL("./src/server/cache/instance-cache-handler.mjs", import.meta.url)),
    cacheMaxMemorySize: 50 * 1024 * 1024,
    // src/app/global-not-found.tsx answers unknown URLs, rendered per request to name the path (issue 14).
    experimental: { globalNotFound: true },
    // No redirects or headers rules: Next would match their patterns against every request's path.
    // The two redirects are route handlers (src/app/(shop)/osrs-bundles/route.ts and
    // src/app/(shop)/blog/page/1/route.ts); every header comes from the request stamp
    // (src/server/http/request-stamp.ts), the back office's no-store and noindex too (issue 19).
  };
}
