import { describe, expect, it } from "vitest";
import { answerCartReview } from "@/domain/cart/cart-review";
import { findProductBySku } from "@/domain/catalogue/catalogue";
import { cartReviewRequestSchema, cartReviewResponseSchema } from "./cart-review";

const findProduct = (sku: string) => findProductBySku(sku)?.product;

describe("the cart review contract", () => {
  it("takes product skus, each once, never line skus, an empty list or anything else", () => {
    expect(cartReviewRequestSchema.parse({ skus: ["fire-cape", "diary-ardougne"] })).toEqual({
      skus: ["fire-cape", "diary-ardougne"],
    });
    expect(cartReviewRequestSchema.safeParse({ skus: [] }).success).toBe(false);
    expect(cartReviewRequestSchema.safeParse({ skus: ["fire-cape", "fire-cape"] }).success).toBe(false);
    expect(cartReviewRequestSchema.safeParse({ skus: ["diary-ardougne:medium"] }).success).toBe(false);
    expect(cartReviewRequestSchema.safeParse({ skus: ["fire-cape"], cart: [] }).success).toBe(false);
    expect(cartReviewRequestSchema.safeParse({ skus: Array.from({ length: 101 }, (_, i) => `p-${i}`) }).success).toBe(
      false,
    );
  });

  it("answers the server's review as it is built, and refuses a product without its pricing", () => {
    const answer = answerCartReview(["fire-cape", "gone"], findProduct);
    expect(cartReviewResponseSchema.parse(answer)).toEqual(answer);
    const broken = { products: [{ status: "sold", product: { sku: "fire-cape", name: "Fire Cape" } }] };
    expect(cartReviewResponseSchema.safeParse(broken).success).toBe(false);
  });
});
