import { describe, expect, it } from "vitest";
import { findProductBySku } from "@/domain/catalogue/catalogue";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { OLD_ARDOUGNE_DIARY } from "../../../tests/support/fixtures";
import { reviewCartLines } from "./cart-review";

const findProduct = (sku: string) => findProductBySku(sku)?.product;

describe("reviewCartLines", () => {
  it("re-keys a line stored under the bare product sku, keeping its config and stored price", () => {
    const review = reviewCartLines([OLD_ARDOUGNE_DIARY], findProduct);
    expect(review).toEqual({
      items: [{ ...OLD_ARDOUGNE_DIARY, sku: "diary-ardougne:medium" }],
      removed: [],
      changed: true,
    });
  });

  it("leaves a cart of current lines (and gold) as it is", () => {
    const current = [{ ...OLD_ARDOUGNE_DIARY, sku: "diary-ardougne:medium" }, buildGoldCartItem(750)];
    expect(reviewCartLines(current, findProduct)).toEqual({ items: current, removed: [], changed: false });
  });

  it("takes out and names a line the shop no longer sells or can no longer price", () => {
    const gone = { ...OLD_ARDOUGNE_DIARY, sku: "diary-atlantis", name: "Atlantis Diary" };
    const unpriceable = { ...OLD_ARDOUGNE_DIARY, config: { tier: "legendary" } };
    const review = reviewCartLines([gone, unpriceable], findProduct);
    expect(review.items).toEqual([]);
    expect(review.removed).toEqual([
      expect.objectContaining({
        sku: "diary-atlantis",
        name: "Atlantis Diary",
        reason: "This product is no longer sold.",
      }),
      expect.objectContaining({ sku: "diary-ardougne", name: "Ardougne Diary", subName: OLD_ARDOUGNE_DIARY.subName }),
    ]);
    expect(review.changed).toBe(true);
  });

  it("takes out a line whose sku names another variant than its config", () => {
    const review = reviewCartLines([{ ...OLD_ARDOUGNE_DIARY, sku: "diary-ardougne:elite" }], findProduct);
    expect(review.items).toEqual([]);
    expect(review.removed[0]?.reason).toBe("Its options no longer match this item.");
  });

  it("keeps one line when an old line re-keys onto a line already in the cart", () => {
    const review = reviewCartLines(
      [{ ...OLD_ARDOUGNE_DIARY, sku: "diary-ardougne:medium" }, OLD_ARDOUGNE_DIARY],
      findProduct,
    );
    expect(review.items.map((item) => item.sku)).toEqual(["diary-ardougne:medium"]);
    expect(review.removed).toHaveLength(1);
  });
});
