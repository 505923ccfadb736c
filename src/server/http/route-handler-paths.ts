import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";

/*
 * The route handlers' paths as the running build knows them, for the request stamp to tell a route
 * handler's answer from a page's before Next routes the request (src/domain/http/route-headers.ts).
 * Next lists every page and route of the build in its app paths manifest, keyed by the file's
 * path under src/app (`/api/orders/[reference]/route`, `/(shop)/blog/rss.xml/route`).
 */

/** The build folder `next start` serves from: the project's, as next.config.ts leaves distDir alone. */
const MANIFEST = path.join(".next", "server", "app-paths-manifest.json");

/** URL paths of a manifest's route handlers: route groups `(name)` and parallel slots `@name` are not in URLs. */
export function routeHandlerPathsOf(manifestKeys: readonly string[]): string[] {
  return manifestKeys
    .filter((key) => key.endsWith("/route"))
    .map((key) => {
      const segments = key
        .slice(0, -"/route".length)
        .split("/")
        .filter((segment) => segment !== "" && !/^\(.*\)$/.test(segment) && !segment.startsWith("@"));
      return `/${segments.join("/")}`;
    });
}

/**
 * The running build's route handler paths, or none where there is no build to read: then every
 * answer carries the pages' policy, as every answer did before route handlers had their own.
 */
export function builtRouteHandlerPaths(root: string = process.cwd()): string[] {
  try {
    const manifest: unknown = JSON.parse(readFileSync(path.join(root, MANIFEST), "utf8"));
    if (typeof manifest !== "object" || manifest === null) return [];
    return routeHandlerPathsOf(Object.keys(manifest));
  } catch {
    return [];
  }
}
