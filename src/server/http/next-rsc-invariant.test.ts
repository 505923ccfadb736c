import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * src/proxy.ts works around a Next.js 16.4.6 bug: an RSC request for an unknown value of a
 * `dynamicParams = false` segment gets 500, because Next's app-page runtime throws "Expected RSC
 * response" for the HTML 404 page unless `cacheComponents` is on. This test reads the installed
 * Next's runtime template (both copies the build compiles into the route code) and fails as soon
 * as that throw is no longer guarded by `cacheComponents` alone: then Next answers the case itself,
 * and src/proxy.ts, src/domain/http/closed-segment-rsc.ts and this test can go
 * (tests/e2e/unknown-urls.e2e.ts keeps checking the 404s).
 */

const nextRoot = dirname(createRequire(import.meta.url).resolve("next/package.json"));
const COPIES = ["dist/build/templates/app-page-runtime.js", "dist/esm/build/templates/app-page-runtime.js"];

/** The branch: a non-RSC cache entry for an RSC request is an empty 404 only with cacheComponents, else a throw. */
const BUG =
  /if \(cachedData\.html\.contentType !== [\w.]*RSC_CONTENT_TYPE_HEADER\) \{\s*if \(nextConfig\.cacheComponents\) \{\s*res\.statusCode = 404;[\s\S]{0,600}?\} else \{[^}]*InvariantError\(`Expected RSC response, got /;

describe("the Next bug src/proxy.ts works around", () => {
  it.each(COPIES)("is still in the installed Next (%s)", (copy) => {
    const source = readFileSync(join(nextRoot, copy), "utf8");
    expect(source, "Next no longer throws here: remove the workaround in src/proxy.ts").toMatch(BUG);
  });
});
