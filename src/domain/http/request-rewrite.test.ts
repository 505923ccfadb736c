import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PREVIEW_ROUTE, rewrittenRequestUrl, UNDECODABLE_PATH_TARGET } from "./request-rewrite";

function previewTarget(url: string | undefined): { path: string; token: string | null; redirect: string | null } {
  const parsed = new URL(url ?? "", "http://shop.test");
  return {
    path: parsed.pathname,
    token: parsed.searchParams.get("token"),
    redirect: parsed.searchParams.get("redirect"),
  };
}

describe("rewrittenRequestUrl", () => {
  it.each(["/blog/%E0%A4%A", "/%", "/osrs-quests/%zz?x=1", "/fire-cape%C0%AF", "/blog/%E0%A4%A?preview=token"])(
    "sends the undecodable path %j to the 404 page",
    (url) => {
      expect(rewrittenRequestUrl(url)).toBe(UNDECODABLE_PATH_TARGET);
    },
  );

  it("leaves Next's own assets and paths that decode alone", () => {
    for (const url of ["/_next/static/%E0%A4%A", "/blog/%25", "/gold%20coins", "/", "/fire-cape", "/blog?page=2"]) {
      expect(rewrittenRequestUrl(url), url).toBeUndefined();
    }
  });

  it("leaves a malformed query alone: only the path decides which page it is", () => {
    expect(rewrittenRequestUrl("/test-payment?session=%E0%A4%A")).toBeUndefined();
  });

  it("hands a blog preview link to the preview route, with the page to come back to", () => {
    expect(previewTarget(rewrittenRequestUrl("/blog/guides/draft?preview=s3cret&utm=x"))).toEqual({
      path: PREVIEW_ROUTE,
      token: "s3cret",
      redirect: "/blog/guides/draft?utm=x",
    });
    expect(previewTarget(rewrittenRequestUrl("/blog?preview=a%26b"))).toEqual({
      path: PREVIEW_ROUTE,
      token: "a&b",
      redirect: "/blog",
    });
  });

  it("hands over an empty token too: the route decides, and answers with the clean page", () => {
    expect(previewTarget(rewrittenRequestUrl("/blog/page/2?preview="))).toEqual({
      path: PREVIEW_ROUTE,
      token: "",
      redirect: "/blog/page/2",
    });
  });

  it("leaves preview alone outside the blog and on other parameters", () => {
    for (const url of [
      "/?preview=x",
      "/blogger?preview=x",
      "/osrs-services?preview=x",
      "/blog?previewed=x",
      "/blog/x",
    ]) {
      expect(rewrittenRequestUrl(url), url).toBeUndefined();
    }
  });

  it("never carries the token on in the page to come back to", () => {
    fc.assert(
      fc.property(
        fc.webSegment(),
        fc.string({ minLength: 1 }),
        fc.array(fc.tuple(fc.constantFrom("utm", "q", "preview"), fc.string()), { maxLength: 3 }),
        (slug, token, extra) => {
          const query = new URLSearchParams([["preview", token], ...extra]);
          const target = previewTarget(rewrittenRequestUrl(`/blog/${slug}?${query}`));
          expect(target.path).toBe(PREVIEW_ROUTE);
          expect(new URL(target.redirect ?? "", "http://shop.test").searchParams.has("preview")).toBe(false);
        },
      ),
    );
  });
});
