import { describe, expect, it } from "vitest";
import { isUnknownClosedSegmentRsc, matchedPathname } from "./closed-segment-rsc";

const known = new Set([
  "/blog/guides/bossing/zulrah-guide",
  "/blog/page/2",
  "/blog/page/1",
  "/blog/rss.xml",
  "/blog/é",
]);
const rsc = (pathname: string, draftMode = false) => ({ pathname, draftMode });

describe("isUnknownClosedSegmentRsc", () => {
  it("is true for an RSC request to an unknown blog value", () => {
    expect(isUnknownClosedSegmentRsc(rsc("/blog/no-such-article"), known)).toBe(true);
    expect(isUnknownClosedSegmentRsc(rsc("/blog/guides/deep/no-such-1"), known)).toBe(true);
    expect(isUnknownClosedSegmentRsc(rsc("/blog/page/200"), known)).toBe(true);
    expect(isUnknownClosedSegmentRsc(rsc("/blog/page/02"), known)).toBe(true);
  });

  it("is false for a known value, however it is written", () => {
    expect(isUnknownClosedSegmentRsc(rsc("/blog/guides/bossing/zulrah-guide"), known)).toBe(false);
    expect(isUnknownClosedSegmentRsc(rsc("/blog/guides/bossing/zulrah-guide/"), known)).toBe(false);
    expect(isUnknownClosedSegmentRsc(rsc("/blog/guides/%62ossing/zulrah-guide"), known)).toBe(false);
    expect(isUnknownClosedSegmentRsc(rsc("/blog/%C3%A9"), known)).toBe(false);
    expect(isUnknownClosedSegmentRsc(rsc("/blog/page/2"), known)).toBe(false);
    expect(isUnknownClosedSegmentRsc(rsc("/blog/rss.xml"), known)).toBe(false);
  });

  it("is true for a path that does not decode", () => {
    expect(isUnknownClosedSegmentRsc(rsc("/blog/%zz"), known)).toBe(true);
  });

  it("leaves draft mode and other paths to Next", () => {
    expect(isUnknownClosedSegmentRsc(rsc("/blog/nope", true), known)).toBe(false);
    expect(isUnknownClosedSegmentRsc(rsc("/blog"), known)).toBe(false);
    expect(isUnknownClosedSegmentRsc(rsc("/blogs/nope"), known)).toBe(false);
    expect(isUnknownClosedSegmentRsc(rsc("/osrs-quests/nope"), known)).toBe(false);
  });
});

describe("matchedPathname", () => {
  it("decodes each segment once and drops one trailing slash", () => {
    expect(matchedPathname("/blog/a%2520b/")).toBe("/blog/a%20b");
    expect(matchedPathname("/blog/%E0%A4%A")).toBeNull();
  });
});
