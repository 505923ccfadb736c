import { describe, expect, it } from "vitest";
import { isActivePath, isHeaderSolid, normalisePath } from "./shell-rules";

describe("isHeaderSolid", () => {
  it("turns on only after more than 50 px of scroll", () => {
    expect(isHeaderSolid(0)).toBe(false);
    expect(isHeaderSolid(40)).toBe(false);
    expect(isHeaderSolid(50)).toBe(false);
    expect(isHeaderSolid(51)).toBe(true);
    expect(isHeaderSolid(60)).toBe(true);
  });
});

describe("isActivePath", () => {
  it("matches Home only on /", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/", "/osrs-gold")).toBe(false);
  });

  it("matches a section and the pages below it, not a longer sibling", () => {
    expect(isActivePath("/osrs-services", "/osrs-services")).toBe(true);
    expect(isActivePath("/osrs-services", "/osrs-services/")).toBe(true);
    expect(isActivePath("/blog", "/blog/page/2")).toBe(true);
    expect(isActivePath("/osrs-gold", "/osrs-golden")).toBe(false);
  });
});

describe("normalisePath", () => {
  it("drops the query, the hash and trailing slashes", () => {
    expect(normalisePath("")).toBe("/");
    expect(normalisePath("/a/b///?x=1#y")).toBe("/a/b");
    expect(normalisePath("/?x=1")).toBe("/");
  });
});
