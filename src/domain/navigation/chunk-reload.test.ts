import { describe, expect, it } from "vitest";
import { isBuildAssetUrl, isChunkLoadError, RELOAD_GUARD_MS, shouldReloadAfterChunkError } from "./chunk-reload";

describe("isChunkLoadError", () => {
  it("recognises webpack and native dynamic-import failures", () => {
    expect(isChunkLoadError({ name: "ChunkLoadError", message: "x" })).toBe(true);
    expect(isChunkLoadError(new Error("Loading chunk 123 failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Loading CSS chunk app/layout failed"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /_next/x.js"))).toBe(true);
  });

  it("ignores other errors and non-errors", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Loading chunk 1 failed")).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe("isBuildAssetUrl", () => {
  it("matches only the build's static assets", () => {
    expect(isBuildAssetUrl("http://shop.test/_next/static/chunks/app/page-1.js")).toBe(true);
    expect(isBuildAssetUrl("https://www.googletagmanager.com/gtm.js?id=GTM-X")).toBe(false);
  });
});

describe("shouldReloadAfterChunkError", () => {
  it("reloads the first time", () => {
    expect(shouldReloadAfterChunkError(null, 1_000)).toBe(true);
  });

  it("reloads at most once in 10 s", () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(shouldReloadAfterChunkError(50_000, 50_000 + 9_999)).toBe(false);
    expect(shouldReloadAfterChunkError(50_000, 60_000)).toBe(true);
  });

  it("does not trust a timestamp from the future or a garbage value", () => {
    expect(shouldReloadAfterChunkError(90_000, 10_000)).toBe(true);
    expect(shouldReloadAfterChunkError(Number.NaN, 10_000)).toBe(true);
  });
});
