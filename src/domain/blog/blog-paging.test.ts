import { describe, expect, it } from "vitest";
import { BLOG_PAGE_SIZE, blogPageCount, blogPagePath, decideBlogPage } from "./blog-paging";

describe("blog paging", () => {
  it("has 12 articles a page", () => {
    expect(BLOG_PAGE_SIZE).toBe(12);
    expect(blogPageCount(0)).toBe(1);
    expect(blogPageCount(12)).toBe(1);
    expect(blogPageCount(13)).toBe(2);
    expect(blogPageCount(25)).toBe(3);
  });

  it("sends page 1 to /blog", () => {
    expect(decideBlogPage("1", 15)).toEqual({ kind: "redirect", location: "/blog" });
  });

  it("accepts a positive integer up to the last page", () => {
    expect(decideBlogPage("2", 15)).toEqual({ kind: "page", page: 2 });
    expect(decideBlogPage("3", 25)).toEqual({ kind: "page", page: 3 });
  });

  it.each(["0", "-1", "1.5", "abc", "02", "3", "", " 2", "2 ", "+2", "2e0", "0x2", "9999999"])(
    "refuses %j with 15 articles",
    (segment) => {
      expect(decideBlogPage(segment, 15)).toEqual({ kind: "not-found" });
    },
  );

  it("writes the path of a page", () => {
    expect(blogPagePath(1)).toBe("/blog");
    expect(blogPagePath(2)).toBe("/blog/page/2");
  });
});
