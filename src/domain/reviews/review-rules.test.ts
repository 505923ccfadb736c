import { describe, expect, it } from "vitest";
import {
  HISTORY_RATING,
  hasControlCharacters,
  normaliseReviewText,
  reviewDate,
  reviewDisplayName,
  reviewEligibility,
  reviewPageCount,
  reviewSkus,
  shopRating,
  sortReviews,
} from "./review-rules";

describe("the shop's rating", () => {
  it("is the imported history alone before any review is published", () => {
    expect(HISTORY_RATING).toEqual({ value: 4.9, best: 5, count: 160 });
    expect(shopRating({ count: 0, ratingSum: 0 })).toEqual({ value: 4.9, best: 5, count: 160 });
  });

  it("is (4.9 × 160 + the published stars) / (160 + their count), to one decimal", () => {
    // (784 + 5) / 161 = 4.9006…
    expect(shopRating({ count: 1, ratingSum: 5 })).toEqual({ value: 4.9, best: 5, count: 161 });
    // (784 + 1) / 161 = 4.8757… → 4.9
    expect(shopRating({ count: 1, ratingSum: 1 }).value).toBe(4.9);
    // (784 + 10) / 170 = 4.6705… → 4.7
    expect(shopRating({ count: 10, ratingSum: 10 })).toEqual({ value: 4.7, best: 5, count: 170 });
    // (784 + 200) / 200 = 4.92 → 4.9
    expect(shopRating({ count: 40, ratingSum: 200 }).value).toBe(4.9);
    // (784 + 5000) / 1160 = 4.986… → 5.0
    expect(shopRating({ count: 1000, ratingSum: 5000 }).value).toBe(5);
  });
});

describe("the name a review shows", () => {
  it("is the first name and the last name's initial", () => {
    expect(reviewDisplayName("Ada Lovelace")).toBe("Ada L.");
    expect(reviewDisplayName("  ada   king  lovelace ")).toBe("Ada L.");
    expect(reviewDisplayName("Émile zola")).toBe("Émile Z.");
  });

  it("is the one name when there is one, and never an address or markup", () => {
    expect(reviewDisplayName("Zezima")).toBe("Zezima");
    expect(reviewDisplayName("ada@example.com")).toBe("Ada");
    expect(reviewDisplayName("<script>alert(1)</script> Smith")).toBe("Script S.");
    expect(reviewDisplayName("")).toBe("A customer");
    expect(reviewDisplayName("1234 !!")).toBe("A customer");
    expect(reviewDisplayName(`${"a".repeat(100)} B`)).toHaveLength(23);
  });
});

describe("who may review", () => {
  it("is the buyer of a delivered order without a review", () => {
    expect(reviewEligibility({ fulfilment: "delivered", hasReview: false })).toEqual({ kind: "open" });
  });

  it("is nobody before delivery or after the order's one review", () => {
    for (const fulfilment of ["queued", "in_progress", "paused", "cancelled"] as const) {
      expect(reviewEligibility({ fulfilment, hasReview: false })).toEqual({ kind: "not_delivered" });
    }
    expect(reviewEligibility({ fulfilment: "delivered", hasReview: true })).toEqual({ kind: "already_reviewed" });
  });
});

describe("a review's text", () => {
  it("is kept as plain lines, trimmed", () => {
    expect(normaliseReviewText("  Fast!\r\n\r\n\r\n\r\nThanks   \n")).toBe("Fast!\n\nThanks");
  });

  it("refuses control characters and direction overrides, not line ends or tabs", () => {
    expect(hasControlCharacters("Good\nservice\tthanks")).toBe(false);
    expect(hasControlCharacters("bad\u0000")).toBe(true);
    expect(hasControlCharacters("bad\u001b[31m")).toBe(true);
    expect(hasControlCharacters("\u202eesrever")).toBe(true);
  });
});

describe("reviews on product pages", () => {
  it("are about every product of the order, once each", () => {
    expect(reviewSkus([{ sku: "fire-cape" }, { sku: "vorkath" }, { sku: "fire-cape" }])).toEqual([
      "fire-cape",
      "vorkath",
    ]);
  });

  it("sort newest first, or most helpful first with ties newest first", () => {
    const reviews = [
      { id: "a", createdAt: "2026-01-01T00:00:00.000Z", helpfulCount: 5 },
      { id: "b", createdAt: "2026-03-01T00:00:00.000Z", helpfulCount: 0 },
      { id: "c", createdAt: "2026-02-01T00:00:00.000Z", helpfulCount: 5 },
    ];
    expect(sortReviews(reviews, "newest").map((r) => r.id)).toEqual(["b", "c", "a"]);
    expect(sortReviews(reviews, "helpful").map((r) => r.id)).toEqual(["c", "a", "b"]);
  });

  it("page by twenty, with one page when there are none", () => {
    expect(reviewPageCount(0)).toBe(1);
    expect(reviewPageCount(20)).toBe(1);
    expect(reviewPageCount(21)).toBe(2);
  });

  it("are dated the same everywhere", () => {
    expect(reviewDate("2026-12-05T23:59:00.000Z")).toBe("5 Dec 2026");
    expect(reviewDate("nonsense")).toBe("");
  });
});
