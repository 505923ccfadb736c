import { describe, expect, it } from "vitest";
import { reviewCartLines } from "@/domain/cart/cart-review";
import { findProductBySku } from "@/domain/catalogue/catalogue";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { fireCapeItem } from "../../../tests/support/fixtures";
import { cartReviewRequestSchema, cartReviewResponseSchema } from "./cart-review";

const findProduct = (sku: string) => findProductBySku(sku)?.product;

const fireCape = fireCapeItem();

describe("the cart review contract", () => {
  it("takes the stored cart's lines, as the quote does: not empty, each sku once, nothing else", () => {
    const items = [fireCape, buildGoldCartItem(750)];
    expect(cartReviewRequestSchema.parse({ items })).toEqual({ items });
    expect(cartReviewRequestSchema.safeParse({ items: [] }).success).toBe(false);
    expect(cartReviewRequestSchema.safeParse({ items: [fireCape, fireCape] }).success).toBe(false);
    expect(cartReviewRequestSchema.safeParse({ items: [{ ...fireCape, price: 1 }] }).success).toBe(false);
    expect(cartReviewRequestSchema.safeParse({ items, skus: ["fire-cape"] }).success).toBe(false);
    expect(cartReviewRequestSchema.safeParse({ skus: ["fire-cape"] }).success).toBe(false);
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ ...fireCape, sku: `p-${i}` }));
    expect(cartReviewRequestSchema.safeParse({ items: tooMany }).success).toBe(false);
  });

  it("answers the server's review as it is built, and refuses a removed line without its reason", () => {
    const gone = { ...fireCape, sku: "diary-atlantis", name: "Atlantis Diary" };
    const answer = reviewCartLines([fireCape, gone], findProduct);
    expect(answer.removed).toHaveLength(1);
    expect(cartReviewResponseSchema.parse(answer)).toEqual(answer);
    const broken = { ...answer, removed: [{ sku: "diary-atlantis", name: "Atlantis Diary" }] };
    expect(cartReviewResponseSchema.safeParse(broken).success).toBe(false);
  });
});
