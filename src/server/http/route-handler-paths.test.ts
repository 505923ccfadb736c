import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { builtRouteHandlerPaths, routeHandlerPathsOf } from "./route-handler-paths";

describe("routeHandlerPathsOf", () => {
  it("keeps the route handlers, as URL paths", () => {
    expect(
      routeHandlerPathsOf([
        "/api/health/route",
        "/api/orders/[reference]/events/route",
        "/(shop)/blog/rss.xml/route",
        "/(shop)/fire-cape/page",
        "/(admin)/admin/@modal/(.)orders/[id]/page",
        "/_not-found/page",
        "/robots.txt/route",
        "/route",
      ]),
    ).toEqual(["/api/health", "/api/orders/[reference]/events", "/blog/rss.xml", "/robots.txt", "/"]);
  });
});

describe("builtRouteHandlerPaths", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  function project(manifest?: string): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), "route-paths-"));
    dirs.push(dir);
    if (manifest !== undefined) {
      mkdirSync(path.join(dir, ".next", "server"), { recursive: true });
      writeFileSync(path.join(dir, ".next", "server", "app-paths-manifest.json"), manifest);
    }
    return dir;
  }

  it("reads the build's app paths manifest", () => {
    const dir = project(
      JSON.stringify({ "/api/health/route": "app/api/health/route.js", "/(shop)/page": "app/(shop)/page.js" }),
    );
    expect(builtRouteHandlerPaths(dir)).toEqual(["/api/health"]);
  });

  it("names none without a build, or with a manifest it cannot read", () => {
    expect(builtRouteHandlerPaths(project())).toEqual([]);
    expect(builtRouteHandlerPaths(project("{not json"))).toEqual([]);
    expect(builtRouteHandlerPaths(project("null"))).toEqual([]);
    expect(builtRouteHandlerPaths(project('["/api/health/route"]'))).toEqual([]);
  });
});
