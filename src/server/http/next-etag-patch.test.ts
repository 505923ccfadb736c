import { afterEach, describe, expect, it } from "vitest";

/*
 * patches/next+16.4.6.patch: Next hashed a prerendered page's whole HTML for its ETag
 * and encoded it to UTF-8 again on every response; the patch keeps the tag and the bytes of recent
 * large payloads (`server/lib/etag.js`, used by `server/send-payload.js`). Both copies of Next's
 * module are checked: the CommonJS one Next's own server code requires, and the ESM one the build
 * bundles into the app's route code (`next build` must run after the patch is applied, as
 * `npm install` does it before anything else).
 */

type EtagModule = {
  generateETag: (payload: string, weak?: boolean) => string;
  fnv1a52: (payload: string) => number;
  /** Added by the patch. */
  payloadBody: (payload: string) => string | Buffer;
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

  it("sends a large page as its UTF-8 bytes, encoded once and kept with its tag", () => {
    const text = page(2_000).replace("x", "€ ü");
    const body = etag.payloadBody(text);
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(body).toEqual(Buffer.from(text, "utf8"));
    // An equal text built afresh (the next response) gets the same bytes, not a new encoding.
    expect(etag.payloadBody(text.slice(0, 10) + text.slice(10))).toBe(body);
    expect(etag.generateETag(text)).toBe(unpatchedTag(etag, text));
  });

  it("sends a small payload as it is", () => {
    expect(etag.payloadBody("<p>small</p>")).toBe("<p>small</p>");
  });

  it("keeps at most 64 pages: an old one is encoded anew, with the same bytes", () => {
    const kept = etag.payloadBody(page(3_000, 5_000));
    for (let seed = 3_001; seed <= 3_064; seed++) etag.payloadBody(page(seed, 5_000));
    const again = etag.payloadBody(page(3_000, 5_000));
    expect(again).not.toBe(kept);
    expect(again).toEqual(kept);
  });
});
