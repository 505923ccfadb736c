// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { CART_BOOT_SCRIPT, CART_BOOT_STORAGE_KEY } from "./cart-boot-script";
import { CART_STORAGE_KEY } from "./cart-store";

const run = () => new Function(CART_BOOT_SCRIPT)();

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.cart;
});

describe("the cart boot script", () => {
  it("reads the key the cart store writes", () => {
    expect(CART_BOOT_STORAGE_KEY).toBe(CART_STORAGE_KEY);
  });

  it("marks the document when storage holds no cart, an empty one or one it cannot read", () => {
    for (const stored of [null, JSON.stringify({ uuid: "u", cartItems: [] }), "{not json", JSON.stringify({})]) {
      localStorage.clear();
      delete document.documentElement.dataset.cart;
      if (stored !== null) localStorage.setItem(CART_BOOT_STORAGE_KEY, stored);
      run();
      expect(document.documentElement.dataset.cart, String(stored)).toBe("empty");
    }
  });

  it("leaves the document alone when the cart has a line", () => {
    localStorage.setItem(CART_BOOT_STORAGE_KEY, JSON.stringify({ uuid: "u", cartItems: [{ sku: "fire-cape" }] }));
    run();
    expect(document.documentElement.dataset.cart).toBeUndefined();
  });
});
