import { describe, expect, it } from "vitest";
import { HISTORY_RATING, shopRating } from "@/domain/reviews/review-rules";
import { aggregateRatingJsonLd, buildStoreJsonLd, describeRating, serialiseJsonLd } from "./review-rating";

describe("review rating", () => {
  it("is 4.9 of 5 from 160 reviews before any review is published", () => {
    expect(HISTORY_RATING).toEqual({ value: 4.9, best: 5, count: 160 });
    expect(describeRating()).toBe("Rated 4.9 out of 5 from 160 reviews");
  });

  it("says and marks up the rating it is given", () => {
    const rating = shopRating({ count: 2, ratingSum: 2 });
    expect(describeRating(rating)).toBe("Rated 4.9 out of 5 from 162 reviews");
    expect(aggregateRatingJsonLd(rating)).toMatchObject({ ratingValue: "4.9", ratingCount: "162", reviewCount: "162" });
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
