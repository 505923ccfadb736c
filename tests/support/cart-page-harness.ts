import { act } from "react";
import type { Root } from "react-dom/client";
import { afterEach, beforeEach, vi } from "vitest";
import { CART_STORAGE_KEY } from "@/features/cart/cart-store";

/*
 * For component tests (happy-dom) of storefront code that reads the stored cart: each test mounts
 * into a fresh container with fresh modules (the cart store keeps the cart it first read from
 * storage), and nothing of it outlives the test. A stored cart is reviewed after hydration
 * (cart-store.ts), which asks the server: fetch answers that at once with a refusal, so no request
 * is left open when the environment is torn down.
 */

export type CartPageHarness = {
  /** The test's container, in the document from before the test to after it. */
  readonly container: HTMLElement;
  /** The root the test mounts; unmounted after the test. */
  root: Root | null;
};

/** Registers the hooks (call it at the top of a test file, before the file's own beforeEach). */
export function cartPageHarness(): CartPageHarness {
  let container: HTMLElement | null = null;
  const harness: CartPageHarness = {
    get container() {
      if (!container) throw new Error("The harness's container exists only inside a test.");
      return container;
    },
    root: null,
  };
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ code: "bad_request:cart", message: "Not in this test." }, { status: 400 })),
    );
    container = document.createElement("div");
    document.body.append(container);
  });
  afterEach(async () => {
    await act(async () => harness.root?.unmount());
    harness.root = null;
    container?.remove();
    container = null;
    window.localStorage.removeItem(CART_STORAGE_KEY);
    vi.unstubAllGlobals();
  });
  return harness;
}
