import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/blog/guides/quest-cape-route", "/blog/guides/quest-cape-route"],
    ["/blog?page=2#top", "/blog?page=2#top"],
    ["/blog/ünïcode path", "/blog/%C3%BCn%C3%AFcode%20path"],
    ["/blog/a\r\nSet-Cookie: x=1", "/blog/aSet-Cookie:%20x=1"],
  ])("keeps a path on this site: %j", (value, expected) => {
    expect(safeRedirectPath(value, "/blog")).toBe(expected);
  });

  it.each([
    null,
    "",
    "blog",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
  ])("falls back for %j", (value) => {
    expect(safeRedirectPath(value, "/blog")).toBe("/blog");
  });

  it("always answers something a Location header can carry", () => {
    for (const value of ["/€", "/\u0000", "/a b", "/%zz", "/\ud800"]) {
      expect(safeRedirectPath(value, "/blog")).toMatch(/^\/[\x21-\x7e]*$/);
    }
  });
});
