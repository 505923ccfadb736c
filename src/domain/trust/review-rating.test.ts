import { describe, expect, it } from "vitest";
import { buildStoreJsonLd, describeRating, REVIEW_RATING, serialiseJsonLd } from "./review-rating";

describe("review rating", () => {
  it("is 4.9 of 5 from 160 reviews", () => {
    expect(REVIEW_RATING).toEqual({ value: 4.9, best: 5, count: 160 });
    expect(describeRating()).toBe("Rated 4.9 out of 5 from 160 reviews");
  });

  it("builds schema.org structured data with the rating", () => {
    const data = buildStoreJsonLd({
      name: "Shop",
      url: "https://shop.test",
      email: "a@b.c",
      logoUrl: "https://shop.test/logo.svg",
    });
    expect(data.aggregateRating).toMatchObject({ ratingValue: "4.9", bestRating: "5", ratingCount: "160" });
    expect(data["@type"]).toBe("Store");
  });

  it("cannot be broken out of its script tag", () => {
    expect(serialiseJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
