import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodePathSegment, hasMalformedPercentEncoding } from "./percent-encoding";

describe("hasMalformedPercentEncoding", () => {
  it.each(["/blog/%", "/blog/%2", "/blog/%zz", "/%E0%A4%A", "/blog/%C0%AF", "/a/%FF", "/%ED%A0%80", "/x%"])(
    "finds a malformed escape in %j",
    (path) => {
      expect(hasMalformedPercentEncoding(path)).toBe(true);
    },
  );

  it.each(["/", "/blog/%25", "/blog/guides/zulrah-guide", "/gold%20coins", "/%C3%BC", "/a%2Fb", "/%F0%9F%92%B0"])(
    "accepts %j",
    (path) => {
      expect(hasMalformedPercentEncoding(path)).toBe(false);
    },
  );

  it("accepts every path a browser would encode", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (text) => {
        expect(hasMalformedPercentEncoding(`/${encodeURIComponent(text)}`)).toBe(false);
      }),
    );
  });
});

describe("decodePathSegment", () => {
  it("decodes once", () => {
    expect(decodePathSegment("%2525")).toBe("%25");
    expect(decodePathSegment("zulrah-guide")).toBe("zulrah-guide");
  });

  it("answers null instead of throwing", () => {
    expect(decodePathSegment("%")).toBeNull();
    expect(decodePathSegment("%E0%A4%A")).toBeNull();
  });
});
