import { afterEach, describe, expect, it } from "vitest";

/*
 * patches/next+16.4.6.patch (issue 19): Next hashes a prerendered page's whole HTML for its ETag on
 * every response; the patch keeps the tags of recent large payloads. Both copies of Next's module
 * are checked: the CommonJS one Next's own server code requires, and the ESM one the build bundles
 * into the app's route code (`next build` must run after the patch is applied, as `npm install`
 * does it before anything else).
 */

type EtagModule = {
  generateETag: (payload: string, weak?: boolean) => string;
  fnv1a52: (payload: string) => number;
};

// Next ships no types for its ESM copy: a path TypeScript does not resolve, typed by the CommonJS one's.
const ESM_COPY = "next/dist/esm/server/lib/etag.js";
const copies: [string, EtagModule][] = [
  ["CommonJS", (await import("next/dist/server/lib/etag.js")) as EtagModule],
  ["ESM", (await import(/* @vite-ignore */ ESM_COPY)) as EtagModule],
];

/** Next's tag, computed the unpatched way. */
function unpatchedTag({ fnv1a52 }: EtagModule, payload: string, weak = false): string {
  return `${weak ? 'W/"' : '"'}${fnv1a52(payload).toString(36)}${payload.length.toString(36)}"`;
}

/** A page-sized payload unique to `seed`, built afresh each call (a new string with the same text). */
function page(seed: number, size = 90_000): string {
  return `<!DOCTYPE html><p>${seed}</p>${"x".repeat(size)}é${seed}`;
}

const charCodeAt = String.prototype.charCodeAt;
afterEach(() => {
  String.prototype.charCodeAt = charCodeAt;
});

/** How many characters `body` reads with charCodeAt (how FNV-1a walks the payload). */
function charactersRead(body: () => void): number {
  let reads = 0;
  String.prototype.charCodeAt = function counted(this: string, index: number) {
    reads++;
    return charCodeAt.call(this, index);
  };
  try {
    body();
  } finally {
    String.prototype.charCodeAt = charCodeAt;
  }
  return reads;
}

describe.each(copies)("Next's generateETag, patched (%s)", (_name, etag) => {
  it("answers exactly the unpatched tag, for small and large payloads, strong and weak, across evictions", () => {
    for (const payload of ["", "a", "x".repeat(4_095), "y".repeat(4_096)]) {
      expect(etag.generateETag(payload)).toBe(unpatchedTag(etag, payload));
    }
    for (let round = 0; round < 2; round++) {
      for (let seed = 0; seed < 200; seed++) {
        const payload = page(seed, 20_000 + seed);
        expect(etag.generateETag(payload)).toBe(unpatchedTag(etag, payload));
        expect(etag.generateETag(page(seed, 20_000 + seed), true)).toBe(unpatchedTag(etag, payload, true));
      }
    }
  });

  it("hashes a large page once: sending the same HTML again reads none of its characters", () => {
    const first = charactersRead(() => etag.generateETag(page(1_000)));
    expect(first).toBeGreaterThan(90_000);
    expect(charactersRead(() => etag.generateETag(page(1_000)))).toBe(0);
    // Another page's HTML is hashed, not confused with the first.
    expect(charactersRead(() => etag.generateETag(page(1_001)))).toBeGreaterThan(90_000);
  });

  it("still hashes a small payload each time (not kept)", () => {
    expect(charactersRead(() => etag.generateETag("z".repeat(100)))).toBe(100);
    expect(charactersRead(() => etag.generateETag("z".repeat(100)))).toBe(100);
  });
});
